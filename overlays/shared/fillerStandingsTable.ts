import { Container, Graphics, type Text } from "pixi.js";
import type { MatchView, OverlayData } from "../../engine/types.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { STANDING_COLUMNS, standingsTable, type StandingColumn } from "../multi-standings/layout.ts";
import { INK, body, heading } from "./widgets.ts";

const HEAD_H = 120;

type RowTexts = { g: Graphics; logo: Logo; rank: Text; name: Text; cells: Text[] };

/**
 * One group's standings in a given width: title, column heads, a row per team on its
 * colour with logo, rank (T2 when tied), name or code and the chosen columns.
 */
export class StandingsTable extends Container {
  private readonly bg = new Graphics();
  private readonly title = heading(40);
  private heads: Text[] = [];
  private rows: RowTexts[] = [];
  private columns: StandingColumn[] = [];

  constructor(
    private readonly w: number,
    private readonly h: number,
    private readonly invalidate: () => void,
  ) {
    super();
    this.title.position.set(28, 20);
    this.addChild(this.bg, this.title);
  }

  private accent = "#ffffff";

  /** The panel drawn `h` tall (tables side by side share the tallest's height). */
  fitHeight(h: number): void {
    redraw(this.bg, [this.accent, h], (g) => {
      box(g, 0, 0, this.w, h, INK);
      box(g, 0, 0, this.w, 8, this.accent);
    });
  }

  /** Draws the table; answers the height it needs. */
  set(d: OverlayData, matches: readonly MatchView[], group: string, title: string, columns: StandingColumn[], codes: boolean): number {
    const table = standingsTable(matches, group).slice(0, 10);
    this.accent = d.theme.accent;
    setText(this.title, title.toUpperCase());
    fitText(this.title, this.w - 56);
    if (columns.join() !== this.columns.join()) {
      this.columns = columns;
      this.heads.forEach((t) => t.destroy());
      this.heads = columns.map((c) => {
        const t = body(20, "800");
        setText(t, STANDING_COLUMNS[c].head);
        t.anchor.set(0.5, 0);
        return this.addChild(t);
      });
      this.rows.forEach((r) => r.cells.forEach((c) => c.destroy()));
      this.rows.forEach(
        (r) =>
          (r.cells = columns.map(() => {
            const t = this.addChild(body(28, "600"));
            t.anchor.set(0.5);
            return t;
          })),
      );
    }
    const colW = Math.min(96, Math.floor((this.w * 0.5) / columns.length));
    const colX = (k: number) => this.w - 24 - (columns.length - k - 0.5) * colW;
    this.heads.forEach((t, k) => {
      t.style.fill = d.theme.accent;
      t.position.set(colX(k), 84);
    });
    const rowH = Math.min(76, Math.floor((this.h - HEAD_H - 16) / Math.max(1, table.length)) - 8);
    const height = HEAD_H + table.length * (rowH + 8) + 16;
    while (this.rows.length < table.length) {
      const r: RowTexts = {
        g: new Graphics(),
        logo: new Logo(rowH - 12, this.invalidate),
        rank: heading(30, "500"),
        name: heading(Math.max(28, Math.round(rowH * 0.46))),
        cells: columns.map(() => body(28, "600")),
      };
      r.rank.anchor.set(0.5);
      r.name.anchor.set(0, 0.5);
      r.cells.forEach((c) => c.anchor.set(0.5));
      this.rows.push(r);
      this.addChild(r.g, r.logo, r.rank, r.name, ...r.cells);
    }
    const nameX = 24 + rowH + 60;
    const nameW = colX(0) - colW / 2 - nameX - 8;
    this.rows.forEach((r, i) => {
      const row = table[i];
      for (const t of [r.logo, r.rank, r.name, ...r.cells]) t.visible = !!row;
      if (!row) return redraw(r.g, [], () => {});
      const theme = d.teams.get(row.team)?.theme ?? d.theme;
      const y = HEAD_H + i * (rowH + 8);
      redraw(r.g, [y, rowH, theme.background], (g) => {
        box(g, 16, y, this.w - 32, rowH, "#ffffff", i % 2 ? 0.04 : 0.08);
        box(g, 16, y, rowH, rowH, theme.background);
      });
      r.logo.set(theme.logoId);
      r.logo.position.set(22, y + 6);
      setText(r.rank, row.tied ? `T${row.rank}` : String(row.rank));
      r.rank.position.set(16 + rowH + 32, y + rowH / 2);
      setText(r.name, (codes ? row.code || row.name : row.name).toUpperCase());
      r.name.position.set(nameX, y + rowH / 2);
      fitText(r.name, nameW);
      r.cells.forEach((c, k) => {
        setText(c, STANDING_COLUMNS[columns[k]].value(row));
        c.position.set(colX(k), y + rowH / 2);
      });
    });
    this.fitHeight(height);
    return height;
  }
}
