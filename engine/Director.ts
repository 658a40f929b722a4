import type { gsap } from "gsap";
import type { Container } from "pixi.js";
import type { OverlayData, SceneInstance } from "./types.ts";

/** What the director asks of the built-in stinger (engine/Stinger.ts). */
export interface StingerLike {
  readonly root: Pick<Container, "visible">;
  setContent(theme: OverlayData["stingerTheme"], text: string | null): void;
  timeline(onCover: () => void): gsap.core.Timeline;
}

/**
 * When the scene shows: it is drawn in its final state on load (a reload or reconnect
 * never replays the entrance), and animates in when OBS activates the source
 * (`transition_offset` ms later) or a click toggles it in a browser, behind the
 * built-in stinger when that is on. It leaves the same way: its exit plays whole before
 * it is taken off (OVERLAYS.md "Motion": never a one-frame cut unless `noAnimate`).
 */
export class Director {
  shown = true;
  entrances = 0;
  /** How long the last entrance and exit played, in ms (0: cut), for the test bridge. */
  lastEntranceMs = 0;
  lastExitMs = 0;
  private current: gsap.core.Timeline | null = null;
  private pending: ReturnType<typeof setTimeout> | null = null;
  private data: OverlayData | null = null;

  constructor(
    private readonly scene: SceneInstance,
    private readonly stinger: StingerLike,
    private readonly opts: { noAnimate: boolean; noStinger: boolean; stingerText: string | null; sceneIsStinger: boolean },
    private readonly invalidate: () => void,
  ) {
    // The stinger route is only the stinger: nothing shows until it plays.
    if (opts.sceneIsStinger) this.shown = false;
    this.scene.root.visible = this.shown;
  }

  /** An entrance, exit or stinger is still playing. */
  get playing(): boolean {
    return !!this.current?.isActive();
  }

  setData(data: OverlayData): void {
    this.data = data;
  }

  private get animate(): boolean {
    return !this.opts.noAnimate && !this.data?.settings.has("No animations");
  }

  private get useStinger(): boolean {
    return this.opts.sceneIsStinger || (!this.opts.noStinger && !!this.data?.settings.has("Use built-in stingers"));
  }

  /** OBS made the source active (or inactive): an inactive source plays its exit while OBS still shows it (a hide transition, a fade). */
  setActive(active: boolean): void {
    if (this.pending) clearTimeout(this.pending);
    if (!active) return this.hide(false);
    const offset = Number(this.data?.broadcast.transition_offset ?? 0) || 0;
    this.hide(true);
    this.pending = setTimeout(() => this.show(), Math.max(0, offset));
  }

  toggle(): void {
    if (this.pending) clearTimeout(this.pending);
    if (this.shown) this.hide(false);
    else this.show();
  }

  /**
   * Stop what is playing: an exit cut short leaves the scene faded out (an entrance that
   * moves only its parts would not bring it back), and a stinger cut short would stay on screen.
   */
  private stop(): void {
    this.current?.kill();
    this.current = null;
    this.stinger.root.visible = false;
  }

  show(): void {
    this.entrances++;
    this.shown = true;
    this.stop();
    this.scene.root.alpha = 1;
    if (!this.animate) {
      this.scene.root.visible = !this.opts.sceneIsStinger;
      this.lastEntranceMs = 0;
      this.invalidate();
      return;
    }
    const entrance = this.scene.in();
    this.lastEntranceMs = Math.round(entrance.duration() * 1000);
    if (this.useStinger && this.data) {
      this.stinger.setContent(
        this.scene.stingerTheme?.(this.data) ?? this.data.stingerTheme,
        this.opts.stingerText ?? this.data.broadcast.title ?? "",
      );
      this.scene.root.visible = false;
      // Swap at the cover point: the scene appears, finished, under the stinger.
      this.current = this.stinger.timeline(() => {
        this.scene.root.visible = !this.opts.sceneIsStinger;
        entrance.progress(1).kill();
      });
    } else {
      this.scene.root.visible = true;
      this.current = entrance;
    }
    this.current.play(0);
    this.invalidate();
  }

  hide(instant: boolean): void {
    this.shown = false;
    this.stop();
    if (instant || !this.animate) {
      this.scene.root.visible = false;
      this.lastExitMs = 0;
      this.invalidate();
      return;
    }
    const exit = this.scene.out();
    this.lastExitMs = Math.round(exit.duration() * 1000);
    exit.eventCallback("onComplete", () => {
      if (!this.shown) this.scene.root.visible = false;
    });
    this.current = exit;
    this.current.play(0);
    this.invalidate();
  }

  destroy(): void {
    if (this.pending) clearTimeout(this.pending);
    this.stop();
  }
}
