import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { StandingsTable } from "../shared/fillerStandingsTable.ts";
import { parseColumns, pickGroups, tablesLayout, type TableSpec } from "./layout.ts";
import { multiStandingsRoute } from "./options.ts";

type Opts = { stages?: string; codes: boolean; columns: string };

/** Several groups' standings side by side (the `stages` asked for, else every group). */
export class MultiStandingsView {
  private tables: StandingsTable[] = [];
  private key = "";
  constructor(
    private readonly host: import("pixi.js").Container,
    private readonly invalidate: () => void,
    private readonly area = { x: 96, y: 110, w: 1728, h: 860 },
  ) {}

  set(d: OverlayData, groups: TableSpec[], columns: string, codes: boolean): void {
    const shown = groups.slice(0, 4);
    const layout = tablesLayout(shown.length, this.area.x, this.area.w);
    const key = `${shown.length}`;
    if (key !== this.key) {
      this.tables.forEach((t) => t.destroy({ children: true }));
      this.tables = shown.map(() => this.host.addChild(new StandingsTable(layout.w, this.area.h, this.invalidate)));
      this.key = key;
    }
    const cols = parseColumns(columns);
    let tallest = 0;
    shown.forEach((g, i) => {
      tallest = Math.max(tallest, this.tables[i].set(d, d.eventMatches, g.group, g.title, cols, codes || shown.length > 2));
    });
    // Tables as tall as the longest, centred in the area.
    const y = this.area.y + Math.max(0, Math.round((this.area.h - tallest) / 2));
    shown.forEach((_, i) => {
      this.tables[i].position.set(layout.xs[i], y);
      this.tables[i].fitHeight(tallest);
    });
  }

  destroy(): void {
    this.tables.forEach((t) => t.destroy({ children: true }));
    this.tables = [];
  }
}

class MultiStandingsScene extends Scene<Opts> {
  private readonly view: MultiStandingsView;
  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.view = new MultiStandingsView(this.root, ctx.invalidate);
  }
  protected draw(d: OverlayData): void {
    const o = this.ctx.options;
    this.view.set(d, pickGroups(d.eventMatches, o.stages, d.event?.blocks), o.columns, o.codes);
  }
}

export const multiStandings = defineScene(multiStandingsRoute, { create: (ctx) => new MultiStandingsScene(ctx) });
