import { Container, Graphics, type Text } from "pixi.js";
import type { MatchView, OverlayData } from "../../engine/types.ts";
import { box, fitText, redraw, setText } from "../../engine/ui.ts";
import { scheduleNote, scheduleRows } from "../break-schedule/layout.ts";
import { MatchLine } from "./fillerMatchLine.ts";
import { INK, body, heading } from "./widgets.ts";

type Row = { note: Text; line: MatchLine };

/**
 * A schedule as a heading and rows: time (or LIVE / FINAL) in a column, then the match
 * line; the live match on the accent. Transparent behind, so it sits on any frame.
 */
export class ScheduleList extends Container {
  private readonly head = heading(44);
  private readonly marks = new Graphics();
  private rows: Row[] = [];

  constructor(
    private readonly w: number,
    private readonly h: number,
    private readonly invalidate: () => void,
    private readonly rowH = 84,
    private readonly noteW = 190,
    private readonly codes = false,
  ) {
    super();
    this.addChild(this.marks, this.head);
  }

  /** The height the list takes with `n` rows. */
  heightOf(n: number, titled: boolean): number {
    return (titled ? 70 : 0) + Math.max(0, n * (this.rowH + 14) - 14);
  }

  /** Draws the rows that fit; answers how many it drew. */
  set(d: OverlayData, title: string, matches: readonly MatchView[]): number {
    const headH = title ? 70 : 0;
    const gap = 14;
    this.head.visible = !!title;
    setText(this.head, title.toUpperCase());
    // On an accent plate, so the heading reads over any picture (these lists sit on transparent frames too).
    this.head.style.fill = d.theme.textOnAccent;
    this.head.position.set(20, 4);
    fitText(this.head, this.w - 40);
    const n = scheduleRows(matches.length, this.h - headH, this.rowH, gap);
    while (this.rows.length > n) {
      const r = this.rows.pop()!;
      r.note.destroy();
      r.line.destroy({ children: true });
    }
    while (this.rows.length < n) {
      const note = body(28, "800");
      note.anchor.set(0.5);
      const line = new MatchLine(this.noteW ? this.w - this.noteW - 12 : this.w, this.rowH, this.invalidate);
      this.rows.push({ note, line });
      this.addChild(note, line);
    }
    const live = d.match?.id ?? null;
    const zone = d.broadcast.timezone;
    const liveRow = matches.slice(0, n).findIndex((m) => m.id === live);
    const plateW = title ? Math.ceil(this.head.width) + 40 : 0;
    redraw(this.marks, [n, liveRow, d.theme.accent, headH, plateW], (g) => {
      if (plateW) box(g, 0, 0, plateW, 58, d.theme.accent);
      for (let i = 0; i < n; i++) {
        const y = headH + i * (this.rowH + gap);
        box(g, 0, y, this.noteW, this.rowH, i === liveRow ? d.theme.accent : INK);
      }
    });
    matches.slice(0, n).forEach((m, i) => {
      const y = headH + i * (this.rowH + gap);
      const r = this.rows[i];
      setText(r.note, scheduleNote(m, live, zone));
      r.note.style.fill = i === liveRow ? d.theme.textOnAccent : "#ffffff";
      r.note.visible = this.noteW > 0;
      r.note.position.set(this.noteW / 2, y + this.rowH / 2);
      fitText(r.note, Math.max(1, this.noteW - 20));
      r.line.position.set(this.noteW ? this.noteW + 12 : 0, y);
      r.line.set(m, d.theme, i === liveRow, this.codes);
    });
    return n;
  }
}
