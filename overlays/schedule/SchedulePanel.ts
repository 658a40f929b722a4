import { Container, Graphics, type Text } from "pixi.js";
import type { MatchView, OverlayData } from "../../engine/types.ts";
import { box, redraw, setText } from "../../engine/ui.ts";
import { INK, MatchRow, heading } from "../shared/widgets.ts";

/** The broadcast's schedule as rows of team plates; the live match highlighted. */
export class SchedulePanel extends Container {
  private readonly bg = new Graphics();
  private readonly title = heading(44);
  private rows: MatchRow[] = [];

  constructor(
    private readonly w: number,
    private readonly h: number,
    private readonly invalidate: () => void,
  ) {
    super();
    this.title.position.set(32, 18);
    this.addChild(this.bg, this.title);
  }

  set(d: OverlayData, title: string, matches: MatchView[] = d.schedule): void {
    redraw(this.bg, [d.theme.accent], (g) => {
      box(g, 0, 0, this.w, this.h, INK, 0.9);
      box(g, 0, 0, 10, this.h, d.theme.accent);
    });
    setText(this.title, title.toUpperCase());
    const list = matches.slice(0, 6);
    const rowH = Math.min(100, Math.floor((this.h - 110 - list.length * 16) / Math.max(1, list.length)));
    while (this.rows.length > list.length) this.rows.pop()!.destroy({ children: true });
    while (this.rows.length < list.length) {
      const r = new MatchRow(this.w - 80, rowH, this.invalidate);
      this.rows.push(r);
      this.addChild(r);
    }
    const live = d.match?.id;
    list.forEach((m, i) => {
      this.rows[i].position.set(40, 96 + i * (rowH + 16));
      this.rows[i].set(m, d.theme, m.id === live);
    });
    if (!list.length) setText(this.title, `${title.toUpperCase()} · No matches scheduled`);
  }
}

export type { Text };
