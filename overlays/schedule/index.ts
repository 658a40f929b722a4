import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { scheduleRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import { scheduleOf } from "../shared/fillerSchedule.ts";
import { SchedulePanel } from "./SchedulePanel.ts";

type Opts = { secondary: boolean };

/** Schedule rows: the matches toggled Primary, or with `secondary` those toggled Secondary; the panel centred on the frame. */
class ScheduleScene extends Scene<Opts> {
  private readonly panel: SchedulePanel;
  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.panel = new SchedulePanel(1400, 860, ctx.invalidate);
    this.panel.x = 260;
    this.root.addChild(this.panel);
  }
  protected draw(d: OverlayData): void {
    const h = this.panel.set(d, this.ctx.shared.title ?? "Schedule", scheduleOf(d, this.ctx.options.secondary));
    this.panel.y = Math.round((1080 - h) / 2);
  }
}

export const schedule = defineScene(scheduleRoute, { create: (ctx) => new ScheduleScene(ctx) });
