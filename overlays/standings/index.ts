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
    this.panel.position.set(310, 110);
    this.root.addChild(this.panel);
  }
  protected draw(d: OverlayData): void {
    this.panel.set(d, this.ctx.options.stage ?? null);
  }
}

export const standings = defineScene(standingsRoute, { create: (ctx) => new StandingsScene(ctx) });
