import { gsap } from "gsap";
import { Container, Graphics } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, setText } from "../../engine/ui.ts";
import { setFit } from "../shared/mapTile.ts";
import { INK, body, heading } from "../shared/widgets.ts";
import { Buffered, commsBug, commsSide } from "./layout.ts";

export interface CommsOptions {
  text: string;
  buffer: number;
  team: number;
}

const W = 440;
const H = 84;
/** Under the ingame overlay's middle box, over the game (it lines up with the game's HUD). */
const X = 960 - W / 2;
const Y = 132;

/** A listen-in bug in the team's colours while its comms are on; it waits `buffer` ms to follow a delayed feed. */
export class CommsScene extends Scene<CommsOptions> {
  private readonly bug = new Container();
  private readonly bg = new Graphics();
  private readonly logo: Logo;
  private readonly text = heading(40);
  private readonly team = body(22, "800");
  private readonly wave = new Graphics();
  private readonly state: Buffered<1 | 2 | null>;
  private first = true;
  /** A trigger sent to this overlay's client alone (comms_enable with team, comms_disable) sets comms here until the data changes. */
  private clientComms: number | null = null;
  private lastStored: number | undefined;
  private readonly stopTriggers: () => void;

  constructor(ctx: ConstructorParameters<typeof Scene<CommsOptions>>[0]) {
    super(ctx);
    this.state = new Buffered<1 | 2 | null>(null, ctx.options.buffer);
    this.logo = new Logo(H - 20, ctx.invalidate);
    this.logo.position.set(12, 10);
    this.text.anchor.set(0, 0.5);
    this.text.position.set(H + 8, 32);
    this.team.anchor.set(0, 0.5);
    this.team.position.set(H + 10, 64);
    this.bug.addChild(this.bg, this.logo, this.wave, this.text, this.team);
    this.bug.position.set(X, Y);
    this.bug.visible = false;
    this.root.addChild(this.bug);
    this.stopTriggers = ctx.onTrigger((trigger, data) => {
      if (trigger !== "comms_enable" && trigger !== "comms_disable") return;
      const team = typeof data === "number" ? data : Number((data as { team?: unknown } | null)?.team ?? data);
      this.clientComms = trigger === "comms_disable" ? 0 : team === 1 || team === 2 ? team : 0;
      if (this.data) this.draw(this.data);
    });
    if (ctx.options.buffer > 0)
      ctx.every(100, () => {
        if (this.state.tick(ctx.now())) this.apply(true);
      });
  }

  protected draw(d: OverlayData): void {
    if (d.broadcast.comms !== this.lastStored) this.clientComms = null;
    this.lastStored = d.broadcast.comms;
    const wanted = d.match ? commsSide(this.clientComms ?? d.broadcast.comms, this.ctx.options.team, d.match.flipped) : null;
    // The page's first draw shows the state as it is; later changes wait for the buffer.
    const first = this.first;
    this.first = false;
    const changed = first ? ((this.state.shown = wanted), true) : this.state.want(wanted, this.ctx.now());
    this.paint(d);
    if (changed) this.apply(false, first);
  }

  private paint(d: OverlayData): void {
    const stored = this.state.shown;
    const m = d.match;
    if (!stored || !m) return;
    // The buffer holds the team as stored, so a flip while its comms are on keeps the same team.
    const { team, line } = commsBug(m, stored);
    const t = team?.theme ?? d.theme;
    this.logo.set(team?.theme.logoId ?? null);
    this.text.style.fill = t.textOnTheme;
    setFit(this.text, this.ctx.options.text.toUpperCase(), W - H - 80);
    this.team.style.fill = t.textOnTheme;
    setText(this.team, line);
    this.team.alpha = 0.85;
    setFit(this.team, this.team.text, W - H - 80);
    this.bg.clear();
    box(this.bg, 0, 0, W, H, t.background);
    box(this.bg, 0, H - 5, W, 5, t.accent);
    box(this.bg, W - 64, 0, 64, H - 5, INK, 0.35);
    // A still sound-wave mark (nothing moves while idle).
    this.wave.clear();
    [18, 34, 26, 42, 22].forEach((h, i) => box(this.wave, W - 52 + i * 9, H / 2 - 2 - h / 2, 5, h, t.accent, 1, 2));
  }

  /** Slide the bug in or out; `later` when a buffered change came due (data was painted for it). */
  private apply(later: boolean, instant = false): void {
    if (later && this.data) this.paint(this.data);
    const show = this.state.shown !== null;
    gsap.killTweensOf(this.bug);
    if (instant) {
      // The page opening: the scene's own entrance brings the bug in.
      this.bug.visible = show;
      this.bug.alpha = 1;
      this.bug.y = Y;
    } else if (show) {
      this.bug.visible = true;
      gsap.fromTo(this.bug, { alpha: 0, y: Y - 30 }, { alpha: 1, y: Y, duration: 0.45, ease: "power3.out" });
    } else if (this.bug.visible) {
      gsap.to(this.bug, { alpha: 0, y: Y - 20, duration: 0.25, ease: "power2.in", onComplete: () => void (this.bug.visible = false) });
    }
    this.ctx.invalidate();
  }

  override destroy(): void {
    this.stopTriggers();
    gsap.killTweensOf(this.bug);
    super.destroy();
  }
}
