import { gsap } from "gsap";
import type { Application } from "pixi.js";

/**
 * Whether an animation still has time to run: a tween that is active, or a playing
 * timeline not yet at its end (a timeline holding between tweens, such as the stinger's
 * wait, still needs frames to reach its next tween).
 */
function running(a: gsap.core.Animation): boolean {
  if (a instanceof gsap.core.Timeline) return !a.paused() && a.totalProgress() < 1 && a.timeScale() !== 0;
  return a.isActive() || (!a.paused() && a.totalProgress() < 1 && a.delay() > 0);
}

/**
 * The one clock of an overlay page: the Pixi ticker drives GSAP and renders, and only
 * runs while something moves or a redraw was asked for, so a still overlay renders no
 * frames and costs no main-thread time.
 */
export class Clock {
  frames = 0;
  private dirty = false;
  private wasMoving = false;
  /** GSAP's time in seconds; advances only while the ticker runs, so idle gaps never skip tweens. */
  private time = 0;

  constructor(private readonly app: Application) {
    gsap.ticker.remove(gsap.updateRoot);
    gsap.ticker.sleep();
    app.ticker.stop();
    // The Application's own render listener would draw every tick; this clock draws instead.
    app.ticker.remove(app.render, app);
    app.ticker.add(this.tick);
  }

  /** Ask for a frame (data changed, an animation was started). */
  invalidate(): void {
    this.dirty = true;
    if (!this.app.ticker.started) this.app.ticker.start();
  }

  private readonly tick = () => {
    // Real elapsed time (the ticker restarts its count after an idle stop), capped so a
    // stalled tab does not jump animations to their end.
    this.time += Math.min(this.app.ticker.elapsedMS, 250) / 1000;
    gsap.updateRoot(this.time);
    // GSAP wakes its own requestAnimationFrame loop when a tween is made; this clock drives it.
    gsap.ticker.sleep();
    const moving = gsap.globalTimeline.getChildren(false, true, true).some(running);
    // One more frame after the last tween ends, so its final state is drawn.
    if (!moving && !this.dirty && !this.wasMoving) {
      this.app.ticker.stop();
      return;
    }
    this.wasMoving = moving;
    this.dirty = false;
    this.app.renderer.render(this.app.stage);
    this.frames++;
  };
}
