import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { scheduleRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import { SchedulePanel, scheduleOf } from "./SchedulePanel.ts";

type Opts = { secondary: boolean };

/** Schedule rows; `secondary` lists the matches marked for secondary overlays instead. */
class ScheduleScene extends Scene<Opts> {
  private readonly panel: SchedulePanel;
  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.panel = new SchedulePanel(1400, 860, ctx.invalidate);
    this.panel.position.set(260, 110);
    this.root.addChild(this.panel);
  }
  protected draw(d: OverlayData): void {
    this.panel.set(d, this.ctx.shared.title ?? "Schedule", scheduleOf(d, this.ctx.options.secondary));
  }
}

export const schedule = defineScene(scheduleRoute, { create: (ctx) => new ScheduleScene(ctx) });
