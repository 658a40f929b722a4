import { Application } from "pixi.js";

/**
 * The Pixi application an overlay draws in, on the overlay page and in an OGraf graphic: the
 * fixed 1920x1080 frame, transparent, WebGL, no frame loop of its own (engine/clock.ts, or the
 * graphic's, draws when asked), and only the Pixi parts the page imports itself.
 */
export async function createOverlayApp(): Promise<Application> {
  const app = new Application();
  await app.init({
    width: 1920,
    height: 1080,
    backgroundAlpha: 0,
    resolution: 1,
    preference: "webgl",
    autoStart: false,
    antialias: true,
    skipExtensionImports: true,
  });
  return app;
}
