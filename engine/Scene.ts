import { gsap } from "gsap";
import { Container } from "pixi.js";
import type { OverlayData, SceneContext, SceneInstance } from "./types.ts";

/**
 * Base of every scene: a root container, paused in/out timelines (a fade unless the scene
 * builds its own), timers freed on destroy. Subclasses draw in `draw(data)`; `update`
 * skips data that did not change.
 */
export abstract class Scene<O = unknown> implements SceneInstance {
  readonly root = new Container();
  protected data: OverlayData | null = null;

  constructor(protected readonly ctx: SceneContext<O>) {}

  update(data: OverlayData): void {
    if (this.data?.version === data.version) return;
    this.data = data;
    this.draw(data);
    this.ctx.invalidate();
  }

  protected abstract draw(data: OverlayData): void;

  /** The entrance; by default the whole scene fades and rises in. */
  in(): gsap.core.Timeline {
    return gsap
      .timeline({ paused: true })
      .fromTo(this.root, { alpha: 0 }, { alpha: 1, duration: 0.5, ease: "power2.out" })
      .fromTo(this.root.position, { y: 40 }, { y: 0, duration: 0.6, ease: "power3.out" }, 0);
  }

  /** The exit, shorter than the entrance (200–400 ms): by default the whole scene fades out. */
  out(): gsap.core.Timeline {
    return gsap.timeline({ paused: true }).to(this.root, { alpha: 0, duration: 0.3, ease: "power2.in" });
  }

  destroy(): void {
    gsap.killTweensOf(this.root);
    gsap.killTweensOf(this.root.position);
    this.root.destroy({ children: true });
  }
}
