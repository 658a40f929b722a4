import type { Container } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Rebuilt, resultRow, teamHeader, titleBar } from "../shared/teamsKit.ts";
import { historyColumns, historyNeeds, type HistoryColumn } from "./layout.ts";
import { historyRoute } from "./options.ts";

type Opts = { max: number; reverse: boolean };
interface Layout {
  title: string;
  accent: string;
  columns: HistoryColumn[];
}

const W = 840;
const GAP = 48;
const HEAD = 112;
const ROW = 104;

/** Both live teams' recent results side by side, each under its team's plate. */
class HistoryScene extends Scene<Opts> {
  private readonly board = new Rebuilt<Layout>((l, into) => this.build(l, into));
  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.root.addChild(this.board);
  }

  protected draw(d: OverlayData): void {
    const { max, reverse } = this.ctx.options;
    const columns = historyColumns(d.match, d.get, d.collection, d.theme, d.teams, {
      max,
      reverse,
      now: this.ctx.now(),
      zone: d.broadcast.timezone ?? "UTC",
    });
    this.board.set({
      title: this.ctx.shared.title ?? "Recent results",
      accent: d.theme.accent,
      columns: columns.filter((c) => c.rows.length),
    });
  }

  private build(l: Layout, into: Container): void {
    if (!l.columns.length) return;
    const rows = Math.max(...l.columns.map((c) => c.rows.length));
    const height = 100 + HEAD + 16 + rows * (ROW + 12);
    const top = Math.max(54, Math.round((1080 - height) / 2));
    titleBar(into, l.title, l.accent, top - 10);
    const total = l.columns.length * W + (l.columns.length - 1) * GAP;
    l.columns.forEach((c, i) => {
      const x = 960 - total / 2 + i * (W + GAP);
      const y = top + 100;
      teamHeader(into, x, y, W, HEAD, c.colours, c.name, this.ctx.invalidate, { value: c.record, label: `LAST ${c.rows.length}` });
      c.rows.forEach((r, k) => {
        const ry = y + HEAD + 16 + k * (ROW + 12);
        resultRow(into, x, ry, W, ROW, r, c.colours.accent, this.ctx.invalidate);
      });
    });
  }
}

export const history = defineScene(historyRoute, {
  create: (ctx) => new HistoryScene(ctx),
  needs: (_o, { broadcast, get, collection }) => historyNeeds(broadcast.live_match?.[0], get, collection),
});
