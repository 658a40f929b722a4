import type { Container } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Rebuilt, display, fitted, place, rect, resultRow, teamHeader, titleBar } from "../shared/teamsKit.ts";
import { seasonColumns, type SeasonColumn } from "./layout.ts";
import { seasonHistoryRoute } from "./options.ts";

type Opts = { headers: boolean; matches: number; stage?: string };
interface Layout {
  title: string;
  accent: string;
  columns: SeasonColumn[];
}

const W = 840;
const GAP = 48;
const HEAD = 104;

/** Both live teams' results through the event, grouped by stage, side by side. */
class SeasonHistoryScene extends Scene<Opts> {
  private readonly board = new Rebuilt<Layout>((l, into) => this.build(l, into));
  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.root.addChild(this.board);
  }

  protected draw(d: OverlayData): void {
    const o = this.ctx.options;
    const columns = seasonColumns(d.match, d.eventMatches, d.theme, {
      headers: o.headers,
      matches: o.matches,
      stage: o.stage ?? null,
      now: this.ctx.now(),
      zone: d.broadcast.timezone ?? "UTC",
    });
    const title = this.ctx.shared.title ?? (o.stage ? `${o.stage} results` : `${d.event?.short || d.event?.name || "Season"} results`);
    this.board.set({ title, accent: d.theme.accent, columns });
  }

  private build(l: Layout, into: Container): void {
    if (!l.columns.length) return;
    const lines = Math.max(...l.columns.map((c) => c.lines.length));
    const headers = Math.max(...l.columns.map((c) => c.lines.filter((x) => "header" in x).length));
    const results = lines - headers;
    // Rows shrink to fit the frame between the title and the bottom safe edge.
    const room = 1080 - 54 - 54 - 100 - HEAD - 16;
    const row = Math.max(64, Math.min(100, Math.floor((room - headers * 56) / Math.max(1, results)) - 10));
    const height = 100 + HEAD + 16 + results * (row + 10) + headers * 56;
    const top = Math.max(54, Math.round((1080 - height) / 2));
    titleBar(into, l.title, l.accent, top - 10);
    const total = l.columns.length * W + (l.columns.length - 1) * GAP;
    l.columns.forEach((c, i) => {
      const x = 960 - total / 2 + i * (W + GAP);
      let y = top + 100;
      teamHeader(into, x, y, W, HEAD, c.colours, c.name, this.ctx.invalidate, { value: c.record, label: "W-L" });
      y += HEAD + 16;
      for (const line of c.lines) {
        if ("header" in line) {
          into.addChild(rect(x, y + 4, W, 44, "#0b111c", 0.85));
          into.addChild(rect(x, y + 4, 8, 44, c.colours.accent));
          into.addChild(place(fitted(line.header.toUpperCase(), W - 40, display(28, "#ffffff", "500")), x + 24, y + 26));
          y += 56;
          continue;
        }
        resultRow(into, x, y, W, row, line, c.colours.accent, this.ctx.invalidate);
        y += row + 10;
      }
    });
  }
}

export const seasonHistory = defineScene(seasonHistoryRoute, { create: (ctx) => new SeasonHistoryScene(ctx) });
