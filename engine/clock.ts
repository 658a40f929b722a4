import { gsap } from "gsap";
import { Ticker, type Application } from "pixi.js";

/** How often Pixi's clean-up of unused GPU resources runs (Pixi's own default frequency). */
export const GC_EVERY_MS = 30_000;

/**
 * Whether an animation still has time to run: a tween that is active, or a playing
 * timeline not yet at its end (a timeline holding between tweens, such as the stinger's
 * wait, still needs frames to reach its next tween).
 */
function running(a: gsap.core.Animation): boolean {
  if (a instanceof gsap.core.Timeline) return !a.paused() && a.totalProgress() < 1 && a.timeScale() !== 0;
  return a.isActive() || (!a.paused() && a.totalProgress() < 1 && a.delay() > 0);
}

/** Whether any animation on GSAP's timeline still has time to run: a frame is then needed. */
export const anythingMoves = (): boolean => gsap.globalTimeline.getChildren(false, true, true).some(running);

/** Asks the clock GSAP hands over to, the latest made, for a frame. */
let wakeClock: (() => void) | null = null;
/** GSAP woke its own frame loop (a tween was made or played): this clock takes over. */
function gsapWoke(): void {
  gsap.ticker.sleep();
  wakeClock?.();
}

/**
 * The one clock of an overlay page: its own animation-frame loop drives GSAP and renders,
 * and only runs while something moves or a redraw was asked for. Every other frame loop is
 * stopped (Pixi's app, system and shared tickers, GSAP's own), so a still overlay runs no
 * animation-frame callback at all, and Pixi's GPU clean-up runs on this clock's timer.
 */
export class Clock {
  frames = 0;
  private dirty = false;
  private wasMoving = false;
  /** GSAP's time in seconds; advances only while the loop runs, so idle gaps never skip tweens. */
  private time = 0;
  /** When the last tick ran (or the loop started), in performance.now() ms. */
  private lastTime = 0;
  private frameId: number | null = null;
  private ticking = false;
  /** A frame was drawn since the last clean-up check. */
  private drewSinceGc = false;
  /** Frames asked for wait to be drawn (hold): an overlay's first frame waits for its data. */
  private held = false;
  private readonly gcTimer: ReturnType<typeof setInterval>;

  constructor(private readonly app: Application) {
    // Pixi's tickers ask for frames 60 times a second while started: the system ticker drives
    // the renderer's scheduler (for its GC), the shared one nothing here. The app's ticker also
    // skips the first frame after each start (its timestamp is older than the start), one
    // wasted callback per redraw: this clock runs a loop of its own instead.
    for (const ticker of [Ticker.system, Ticker.shared]) {
      ticker.autoStart = false;
      ticker.stop();
    }
    app.ticker.stop();
    app.ticker.remove(app.render, app);
    app.renderer.gc.enabled = false;
    this.gcTimer = setInterval(this.collect, GC_EVERY_MS);
    // GSAP wakes its own requestAnimationFrame loop whenever a tween is made or played; the
    // first tick of that loop hands over to this clock and puts it back to sleep.
    wakeClock = () => this.invalidate();
    gsap.ticker.remove(gsap.updateRoot);
    gsap.ticker.add(gsapWoke);
    gsap.ticker.sleep();
  }

  /** Whether the frame loop runs: a frame is asked for (or waits out a hold), or one is being drawn. */
  get running(): boolean {
    return this.frameId !== null || this.ticking || (this.held && this.dirty);
  }

  /**
   * Draw nothing until the answered release is called (again: nothing more): frames asked for
   * meanwhile are drawn as one when it is. GSAP's time stands still while held.
   */
  hold(): () => void {
    this.held = true;
    return () => {
      if (!this.held) return;
      this.held = false;
      if (this.dirty) this.invalidate();
    };
  }

  /** Ask for a frame (data changed, an animation was started). */
  invalidate(): void {
    this.dirty = true;
    // During a tick the tick itself asks for the next frame. No renderer once the app is
    // destroyed (a dashboard preview strip that unmounted).
    if (this.held || this.ticking || this.frameId !== null || !this.app.renderer) return;
    this.lastTime = performance.now();
    this.frameId = requestAnimationFrame(this.tick);
  }

  private readonly tick = () => {
    this.frameId = null;
    if (!this.app.renderer || this.held) return;
    let moving = false;
    this.ticking = true;
    try {
      // Real elapsed time, capped so a stalled tab does not jump animations to their end.
      // Not the frame's timestamp: it can be older than the request, and a tick whose time
      // stands still renders no tween, so one made since the last tick would never start.
      const now = performance.now();
      this.time += Math.min(now - this.lastTime, 250) / 1000;
      this.lastTime = now;
      const asked = this.dirty;
      this.dirty = false;
      gsap.updateRoot(this.time);
      gsap.ticker.sleep();
      moving = anythingMoves();
      // Also the frame in which the last tween ended, so its final state is drawn.
      if (asked || this.dirty || moving || this.wasMoving) {
        this.dirty = false;
        this.app.renderer.render(this.app.stage);
        this.frames++;
        this.drewSinceGc = true;
      }
      this.wasMoving = moving;
    } finally {
      this.ticking = false;
      // A frame that throws (a scene's bug) still leaves the loop able to run.
      if (moving || this.dirty) this.frameId = requestAnimationFrame(this.tick);
    }
  };

  /**
   * Pixi's clean-up of GPU resources unused for a minute, only when something was drawn
   * since the last check: what is on screen was then drawn under GC_EVERY_MS ago and
   * counts as used, and while nothing is drawn nothing new is dropped.
   */
  private readonly collect = () => {
    if (!this.app.renderer) return clearInterval(this.gcTimer);
    if (!this.drewSinceGc) return;
    this.drewSinceGc = false;
    this.app.renderer.gc.run();
  };
}
