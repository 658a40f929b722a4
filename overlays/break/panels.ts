import { Container, Graphics, type Text } from "pixi.js";
import type { BreakPanel } from "../../domain/breakRotation.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, fitText, redraw, setText } from "../../engine/ui.ts";
import { BracketPanel } from "../bracket/BracketPanel.ts";
import { SchedulePanel } from "../schedule/SchedulePanel.ts";
import { StandingsPanel } from "../standings/StandingsPanel.ts";
import type { CalledUp } from "../shared/fillerSchedule.ts";
import { INK, TeamPlate, body, heading, sideName } from "../shared/widgets.ts";

/** A titled list panel (Title, Staff, Other Info, Matchup text lines). */
class TextPanel extends Container {
  private readonly bg = new Graphics();
  private readonly title = heading(64);
  private readonly lines = body(34, "600");
  constructor(
    private readonly w: number,
    private readonly h: number,
  ) {
    super();
    this.title.anchor.set(0.5);
    this.title.position.set(w / 2, h * 0.32);
    this.lines.anchor.set(0.5, 0);
    this.lines.position.set(w / 2, h * 0.45);
    this.lines.style.align = "center";
    this.lines.style.lineHeight = 52;
    this.addChild(this.bg, this.title, this.lines);
  }
  set(d: OverlayData, title: string, lines: string[]): void {
    redraw(this.bg, [d.theme.accent], (g) => {
      box(g, 0, 0, this.w, this.h, INK);
      box(g, 0, 0, 10, this.h, d.theme.accent);
    });
    setText(this.title, title.toUpperCase());
    fitText(this.title, this.w - 80);
    setText(this.lines, lines.join("\n"));
  }
}

/**
 * The match of the moment, its two teams facing each other under what it is: the live match
 * on show (LIVE NOW with its score, or FINAL and its winner), else the one up next (VS).
 */
class MatchupPanel extends Container {
  private readonly bg = new Graphics();
  private readonly billing: Text = heading(40);
  private readonly plates: TeamPlate[];
  private readonly vs: Text = heading(90);
  private readonly note: Text = body(28, "600");
  constructor(
    private readonly w: number,
    private readonly h: number,
    invalidate: () => void,
  ) {
    super();
    this.bg.label = "mark:panel";
    this.billing.anchor.set(0.5);
    this.billing.position.set(w / 2, 56);
    this.plates = [new TeamPlate(w - 160, 170, invalidate, false, 64), new TeamPlate(w - 160, 170, invalidate, true, 64)];
    this.plates[0].position.set(80, 110);
    this.plates[1].position.set(80, h - 110 - 170);
    this.vs.anchor.set(0.5);
    this.vs.position.set(w / 2, (280 + h - 280) / 2);
    this.note.anchor.set(0.5);
    this.note.position.set(w / 2, h - 56);
    this.addChild(this.bg, this.billing, ...this.plates, this.vs, this.note);
  }
  set(d: OverlayData, call: CalledUp | null): void {
    redraw(this.bg, [d.theme.accent], (g) => {
      box(g, 0, 0, this.w, this.h, INK);
      box(g, 0, 0, 10, this.h, d.theme.accent);
    });
    for (const c of this.children) if (c !== this.bg) c.visible = !!call;
    if (!call) return;
    const m = call.match;
    this.plates.forEach((p, i) => p.set(m.teams[i as 0 | 1], sideName(m, i as 0 | 1), d.theme));
    this.billing.style.fill = d.theme.accent;
    const winner = call.billing === "FINAL" && m.winner ? sideName(m, (m.winner - 1) as 0 | 1) : "";
    setText(this.billing, (winner ? `FINAL · ${winner} WIN` : call.billing).toUpperCase());
    fitText(this.billing, this.w - 80);
    setText(this.vs, m.played ? m.scoreText.join(" - ") : "VS");
    setText(this.note, [m.label, m.firstTo ? `First to ${m.firstTo}` : ""].filter(Boolean).join("  ·  ").toUpperCase());
  }
}

/** Every main panel a break can show; one visible at a time. */
export class BreakPanels extends Container {
  readonly schedule: SchedulePanel;
  readonly standings: StandingsPanel;
  readonly bracket: BracketPanel;
  readonly matchup: MatchupPanel;
  readonly text: TextPanel;

  constructor(w: number, h: number, invalidate: () => void) {
    super();
    this.schedule = new SchedulePanel(w, h, invalidate);
    this.standings = new StandingsPanel(w, h, invalidate);
    this.bracket = new BracketPanel(w, h);
    this.matchup = new MatchupPanel(w, h, invalidate);
    this.text = new TextPanel(w, h);
    this.addChild(this.schedule, this.standings, this.bracket, this.matchup, this.text);
  }

  /** Shows one panel, drawn from `d`; the schedule and standings hug their rows from the top. */
  show(panel: BreakPanel, d: OverlayData, title: string, matchup: CalledUp | null): Container {
    for (const c of this.children) c.visible = false;
    switch (panel) {
      case "Schedule":
        this.schedule.set(d, "Schedule");
        return on(this.schedule);
      case "Standings":
        this.standings.set(d, null);
        return on(this.standings);
      case "Bracket":
        this.bracket.set(d, d.brackets[0] ?? null, { extended: false, small: false });
        return on(this.bracket);
      case "Matchup":
        this.matchup.set(d, matchup);
        return on(this.matchup);
      case "Staff":
        this.text.set(
          d,
          "On the broadcast",
          d.casters.map((p) => p.name),
        );
        return on(this.text);
      case "Other Info":
      case "Other Streams":
        this.text.set(
          d,
          "Also live",
          d.otherBroadcasts.map((b) => b.title ?? b.name),
        );
        return on(this.text);
      default:
        this.text.set(d, title, [d.event?.name ?? ""]);
        return on(this.text);
    }
  }
}

function on<T extends Container>(c: T): T {
  c.visible = true;
  return c;
}
