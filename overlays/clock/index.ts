import { Graphics } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { clockRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, redraw, setText } from "../../engine/ui.ts";
import { INK, body, heading } from "../shared/widgets.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** A media clock: server time h:mm:ss.t, checked every 50 ms (SPEC §9), redrawn only when the string changes. */
class ClockScene extends Scene {
  private readonly bg = new Graphics();
  private readonly time = heading(150);
  private readonly zone = body(28, "800");
  constructor(ctx: ConstructorParameters<typeof Scene>[0]) {
    super(ctx);
    this.time.anchor.set(0.5);
    this.time.position.set(960, 520);
    this.zone.anchor.set(0.5);
    this.zone.position.set(960, 640);
    this.root.addChild(this.bg, this.time, this.zone);
    ctx.every(50, () => this.tick());
  }
  private tick(): void {
    const d = new Date(this.ctx.now());
    const next = `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${Math.floor(d.getMilliseconds() / 100)}`;
    if (next !== this.time.text) {
      setText(this.time, next);
      this.ctx.invalidate();
    }
  }
  protected draw(d: OverlayData): void {
    redraw(this.bg, [d.theme.accent], (g) => {
      box(g, 460, 400, 1000, 290, INK);
      box(g, 460, 684, 1000, 6, d.theme.accent);
    });
    this.zone.style.fill = d.theme.accent;
    setText(this.zone, (this.ctx.shared.title ?? "Local time").toUpperCase());
    this.tick();
  }
}

export const clock = defineScene(clockRoute, { create: (ctx) => new ClockScene(ctx) });
