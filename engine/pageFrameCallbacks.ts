import { countFrameCallbacks } from "./frameCallbacks.ts";

/**
 * The overlay page's animation-frame callbacks so far. main.tsx imports this module before
 * anything else, so the count starts before Pixi or GSAP can ask for a frame.
 */
export const pageFrameCallbacks = countFrameCallbacks(window);
