import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { bracketRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import { BracketPanel } from "./BracketPanel.ts";

type Opts = { key?: string; extended: boolean; scale: number; small: boolean };

/** The event's bracket (or the one `key` names), live match highlighted. */
class BracketScene extends Scene<Opts> {
  /** The graphics-safe area (96 px left and right, 54 px top and bottom). */
  private readonly panel = new BracketPanel(1728, 972);
  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.panel.position.set(96, 54);
    this.root.addChild(this.panel);
  }
  protected draw(d: OverlayData): void {
    const k = this.ctx.options.key;
    const bracket = d.brackets.find((b) => b.id === k || b.name === k) ?? d.brackets.find((b) => !b.hide_bracket) ?? null;
    this.panel.set(d, bracket, {
      extended: this.ctx.options.extended,
      small: this.ctx.options.small,
      scale: this.ctx.options.scale || undefined,
    });
  }
}

export const bracket = defineScene(bracketRoute, { create: (ctx) => new BracketScene(ctx) });
