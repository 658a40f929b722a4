import { Graphics } from "pixi.js";
import { formatDuration, secondsLeft } from "../../domain/countdown.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { clockRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, redraw, setText } from "../../engine/ui.ts";
import { INK, body, heading } from "../shared/widgets.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** The panel; it grows by a row while the broadcast's countdown runs. */
const PANEL = { x: 460, y: 400, w: 1000, h: 290, countdownH: 130 };

/**
 * A media clock: server time h:mm:ss.t, and under it the broadcast's countdown while one
 * runs (it leaves at zero); checked every 50 ms (SPEC §9), redrawn only when a string changes.
 */
class ClockScene extends Scene {
  private readonly bg = new Graphics();
  private readonly time = heading(150);
  private readonly zone = body(28, "800");
  private readonly countdown = heading(84, "500");
  constructor(ctx: ConstructorParameters<typeof Scene>[0]) {
    super(ctx);
    this.time.anchor.set(0.5);
    this.time.position.set(960, 520);
    this.zone.anchor.set(0.5);
    this.zone.position.set(960, 640);
    this.countdown.anchor.set(0.5);
    this.countdown.position.set(960, PANEL.y + PANEL.h + PANEL.countdownH / 2);
    this.root.addChild(this.bg, this.time, this.zone, this.countdown);
    ctx.every(50, () => this.tick());
  }
  private tick(): void {
    const now = this.ctx.now();
    const d = new Date(now);
    const next = `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${Math.floor(d.getMilliseconds() / 100)}`;
    const left = secondsLeft(this.data?.broadcast.countdown_end, now);
    const countdown = left ? formatDuration(left) : "";
    if (next === this.time.text && countdown === this.countdown.text) return;
    setText(this.time, next);
    setText(this.countdown, countdown);
    if (this.data) this.drawPanel(this.data, !!countdown);
    this.ctx.invalidate();
  }
  private drawPanel(d: OverlayData, counting: boolean): void {
    redraw(this.bg, [d.theme.accent, counting], (g) => {
      box(g, PANEL.x, PANEL.y, PANEL.w, PANEL.h + (counting ? PANEL.countdownH : 0), INK);
      box(g, PANEL.x, 684, PANEL.w, 6, d.theme.accent);
    });
  }
  protected draw(d: OverlayData): void {
    this.drawPanel(d, !!this.countdown.text);
    this.zone.style.fill = d.theme.accent;
    this.countdown.style.fill = d.theme.accent;
    setText(this.zone, (this.ctx.shared.title ?? "Local time").toUpperCase());
    this.tick();
  }
}

export const clock = defineScene(clockRoute, { create: (ctx) => new ClockScene(ctx) });
