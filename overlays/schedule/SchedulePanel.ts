import { Container, Graphics } from "pixi.js";
import type { MatchView, OverlayData } from "../../engine/types.ts";
import { box, fitText, redraw, setText } from "../../engine/ui.ts";
import { liveNote } from "../shared/fillerSchedule.ts";
import { INK, MatchRow, heading } from "../shared/widgets.ts";
import { scheduleRowY, schedulePanelSize } from "./layout.ts";

/** The broadcast's schedule as rows of team plates, the live match highlighted; as tall as its rows. */
export class SchedulePanel extends Container {
  private readonly bg = new Graphics();
  private readonly title = heading(44);
  private rows: MatchRow[] = [];
  private rowH = 0;

  constructor(
    private readonly w: number,
    private readonly maxH: number,
    private readonly invalidate: () => void,
  ) {
    super();
    this.bg.label = "mark:panel";
    this.title.position.set(32, 18);
    this.addChild(this.bg, this.title);
  }

  /** Draws the rows; answers the panel's height. */
  set(d: OverlayData, title: string, matches: MatchView[] = d.schedule): number {
    const size = schedulePanelSize(matches.length, this.maxH);
    redraw(this.bg, [d.theme.accent, size.h], (g) => {
      box(g, 0, 0, this.w, size.h, INK);
      box(g, 0, 0, 10, size.h, d.theme.accent);
    });
    setText(this.title, (matches.length ? title : `${title} · No matches scheduled`).toUpperCase());
    fitText(this.title, this.w - 64);
    // Rows are made again only when their height changes (a MatchRow is built for one height).
    if (size.rowH !== this.rowH) {
      this.rows.forEach((r) => r.destroy({ children: true }));
      this.rows = [];
      this.rowH = size.rowH;
    }
    while (this.rows.length > size.rows) this.rows.pop()!.destroy({ children: true });
    while (this.rows.length < size.rows) this.rows.push(this.addChild(new MatchRow(this.w - 80, size.rowH, this.invalidate)));
    const live = d.match?.id;
    matches.slice(0, size.rows).forEach((m, i) => {
      this.rows[i].position.set(40, scheduleRowY(i, size.rowH));
      this.rows[i].set(m, d.theme, m.id === live, false, m.id === live ? liveNote(m) : m.label);
    });
    return size.h;
  }
}
