import { describe, expect, it } from "vitest";
import { countFrameCallbacks } from "./frameCallbacks.ts";

/** A window whose animation frames run when the test says so. */
function fakeWindow() {
  let queue: FrameRequestCallback[] = [];
  const win = {
    requestAnimationFrame: (cb: FrameRequestCallback) => queue.push(cb),
  };
  const runFrame = () => {
    const due = queue;
    queue = [];
    due.forEach((cb) => cb(16));
  };
  return { win, runFrame };
}

describe("counting animation-frame callbacks", () => {
  it("counts each callback when it runs, not when it is asked for", () => {
    const { win, runFrame } = fakeWindow();
    const callbacks = countFrameCallbacks(win);
    const seen: number[] = [];
    win.requestAnimationFrame((t) => seen.push(t));
    win.requestAnimationFrame((t) => seen.push(t));
    expect(callbacks()).toBe(0);
    runFrame();
    expect(callbacks()).toBe(2);
    expect(seen).toEqual([16, 16]);
  });

  it("counts a loop that asks again from its own callback once per frame", () => {
    const { win, runFrame } = fakeWindow();
    const callbacks = countFrameCallbacks(win);
    const loop = () => void win.requestAnimationFrame(loop);
    loop();
    for (let i = 0; i < 5; i++) runFrame();
    expect(callbacks()).toBe(5);
  });
});
