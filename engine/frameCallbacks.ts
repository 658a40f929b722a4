/**
 * Counts the requestAnimationFrame callbacks a page runs, whoever asked for them (Pixi's
 * tickers, GSAP, preact, our own code): a frame loop that draws nothing still costs CPU in
 * every OBS browser source, and only this count shows it (the clock counts drawn frames).
 * Installed before anything can ask for a frame, since GSAP keeps the function it finds.
 */
export function countFrameCallbacks(win: Pick<Window, "requestAnimationFrame">): () => number {
  let count = 0;
  const request = win.requestAnimationFrame.bind(win);
  win.requestAnimationFrame = (callback) =>
    request((time) => {
      count++;
      callback(time);
    });
  return () => count;
}
