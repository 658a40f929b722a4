import { Container, Graphics, type Text } from "pixi.js";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { INK, body, heading } from "../shared/widgets.ts";
import { groupsOf, standingsPanelSize, standingsRowY, standingsTable } from "./layout.ts";

const COLS = [
  ["W-L", 0.62],
  ["MAPS", 0.76],
  ["DIFF", 0.9],
] as const;

/** A group's standings table with team colours and logos, as tall as its rows; tied teams show their shared rank as T2. */
export class StandingsPanel extends Container {
  private readonly bg = new Graphics();
  private readonly title = heading(44);
  private readonly heads: Text[] = COLS.map(() => body(20, "800"));
  private rows: { g: Graphics; logo: Logo; cells: Text[] }[] = [];
  private rowH = 0;

  constructor(
    private readonly w: number,
    private readonly maxH: number,
    private readonly invalidate: () => void,
  ) {
    super();
    this.bg.label = "mark:panel";
    this.title.position.set(32, 18);
    this.addChild(this.bg, this.title, ...this.heads);
    this.heads.forEach((t, i) => {
      t.anchor.set(0.5, 0);
      t.position.set(this.w * COLS[i][1], 84);
    });
  }

  /** Draws the table; answers the panel's height. */
  set(d: OverlayData, wanted: string | null): number {
    const groups = groupsOf(d.eventMatches);
    const group = wanted ?? (d.match && String(d.match.record.match_group ?? "")) ?? groups[0] ?? "";
    const table = standingsTable(d.eventMatches, groups.includes(group) ? group : (groups[0] ?? ""));
    const size = standingsPanelSize(table.length, this.maxH);
    redraw(this.bg, [d.theme.accent, size.h], (g) => {
      box(g, 0, 0, this.w, size.h, INK);
      box(g, 0, 0, 10, size.h, d.theme.accent);
    });
    setText(this.title, `STANDINGS · ${(groups.includes(group) ? group : (groups[0] ?? "")).toUpperCase()}`);
    this.heads.forEach((t, i) => {
      setText(t, COLS[i][0]);
      t.style.fill = d.theme.accent;
    });
    const rowH = size.rowH;
    // Rows are made again only when their height changes (a logo is built for one size).
    if (rowH !== this.rowH) {
      this.rows.forEach((r) => [r.g, r.logo, ...r.cells].forEach((c) => c.destroy()));
      this.rows = [];
      this.rowH = rowH;
    }
    while (this.rows.length < table.length) {
      const r = {
        g: new Graphics(),
        logo: new Logo(rowH - 12, this.invalidate),
        cells: [heading(30, "500"), heading(30), body(26), body(26), body(26)],
      };
      this.rows.push(r);
      this.addChild(r.g, r.logo, ...r.cells);
    }
    this.rows.forEach((r, i) => {
      const row = table[i];
      const vis = !!row;
      r.logo.visible = vis;
      r.cells.forEach((c) => (c.visible = vis));
      if (!row) return redraw(r.g, [], () => {});
      const team = d.teams.get(row.team);
      const theme = team?.theme ?? d.theme;
      const y = standingsRowY(i, rowH);
      redraw(r.g, [y, rowH, theme.background], (g) => {
        box(g, 30, y, this.w - 60, rowH, "#ffffff", i % 2 ? 0.04 : 0.08);
        box(g, 30, y, rowH, rowH, theme.background);
      });
      r.logo.set(theme.logoId);
      r.logo.position.set(36, y + 6);
      const [rank, name, wl, maps, diff] = r.cells;
      setText(rank, row.tied ? `T${row.rank}` : String(row.rank));
      rank.anchor.set(0.5);
      rank.position.set(30 + rowH + 40, y + rowH / 2);
      setText(name, row.name.toUpperCase());
      name.anchor.set(0, 0.5);
      name.position.set(30 + rowH + 80, y + rowH / 2);
      fitText(name, this.w * 0.5 - rowH - 120);
      setText(wl, `${row.matchWins}-${row.matchLosses}`);
      setText(maps, `${row.mapWins}-${row.mapLosses}`);
      setText(diff, row.mapDiff > 0 ? `+${row.mapDiff}` : String(row.mapDiff));
      [wl, maps, diff].forEach((t, k) => {
        t.anchor.set(0.5);
        t.position.set(this.w * COLS[k][1], y + rowH / 2);
      });
    });
    return size.h;
  }
}
