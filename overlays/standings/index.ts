import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { standingsRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import { StandingsPanel } from "./StandingsPanel.ts";

type Opts = { stage?: string };

class StandingsScene extends Scene<Opts> {
  private readonly panel: StandingsPanel;
  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.panel = new StandingsPanel(1300, 860, ctx.invalidate);
    this.panel.x = 310;
    this.root.addChild(this.panel);
  }
  protected draw(d: OverlayData): void {
    // The panel hugs its rows, centred on the frame.
    this.panel.y = Math.round((1080 - this.panel.set(d, this.ctx.options.stage ?? null)) / 2);
  }
}

export const standings = defineScene(standingsRoute, { create: (ctx) => new StandingsScene(ctx) });
