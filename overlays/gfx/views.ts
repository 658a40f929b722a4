import { Container, Graphics, type Text } from "pixi.js";
import type { ResolvedTheme } from "../../domain/theme.ts";
import { statLines } from "../../domain/teamStats.ts";
import type { OverlayData, TeamView } from "../../engine/types.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { INK, TeamPlate, body, heading } from "../shared/widgets.ts";
import { rosterLines, type StatsView } from "./layout.ts";

/** A panel's frame: dark glass, an accent band on top, a title in it. */
class Card extends Container {
  protected readonly bg = new Graphics();
  protected readonly title = heading(60);
  constructor(
    protected readonly w: number,
    protected readonly h: number,
  ) {
    super();
    this.title.position.set(48, 30);
    this.addChild(this.bg, this.title);
  }
  protected frame(theme: ResolvedTheme, title: string, h = this.h): void {
    redraw(this.bg, [theme.accent, theme.background, h], (g) => {
      box(g, 0, 0, this.w, h, INK);
      box(g, 0, 0, this.w, 10, theme.accent);
    });
    this.title.style.fill = theme.accent;
    setText(this.title, title.toUpperCase());
    fitText(this.title, this.w - 96);
  }
}

/** A title and a paragraph; the panel grows with the text. */
export class TextCard extends Card {
  private readonly text: Text = body(44, "600");
  constructor(w: number) {
    super(w, 0);
    this.text.style.wordWrap = true;
    this.text.style.wordWrapWidth = w - 96;
    this.text.style.lineHeight = 60;
    this.text.position.set(48, 130);
    this.addChild(this.text);
  }
  set(d: OverlayData, title: string, text: string): number {
    setText(this.text, text);
    const h = 130 + this.text.height + 56;
    this.frame(d.theme, title, h);
    return h;
  }
}

/** A player's or team's record as big numbers in tiles. */
export class StatsCard extends Card {
  private readonly logo: Logo;
  private readonly nameText = heading(84);
  private readonly sub = heading(40, "500");
  private readonly tiles = new Graphics();
  private cells: { value: Text; label: Text }[] = [];
  constructor(w: number, h: number, invalidate: () => void) {
    super(w, h);
    this.logo = new Logo(200, invalidate);
    this.logo.position.set(48, 130);
    this.nameText.position.set(280, 140);
    this.sub.position.set(280, 250);
    this.addChild(this.tiles, this.logo, this.nameText, this.sub);
  }
  set(d: OverlayData, title: string, view: StatsView, team: TeamView | null): void {
    const theme = team?.theme ?? d.theme;
    this.frame(theme, title);
    this.logo.set(theme.logoId);
    setText(this.nameText, view.name.toUpperCase());
    fitText(this.nameText, this.w - 330);
    setText(this.sub, view.player ? view.team.name.toUpperCase() : "EVENT RECORD");
    fitText(this.sub, this.w - 330);
    const lines = statLines(view.stats);
    const gap = 20;
    const tileW = Math.floor((this.w - 96 - gap * (lines.length - 1)) / lines.length);
    const y = 380;
    redraw(this.tiles, [lines.length, theme.background, theme.accent], (g) => {
      lines.forEach((_, i) => {
        box(g, 48 + i * (tileW + gap), y, tileW, 200, theme.background);
        box(g, 48 + i * (tileW + gap), y + 194, tileW, 6, theme.accent);
      });
    });
    while (this.cells.length < lines.length) {
      const cell = { value: heading(96), label: body(26, "800") };
      cell.value.anchor.set(0.5);
      cell.label.anchor.set(0.5);
      this.cells.push(cell);
      this.addChild(cell.value, cell.label);
    }
    this.cells.forEach((c, i) => {
      const line = lines[i];
      c.value.visible = c.label.visible = !!line;
      if (!line) return;
      const cx = 48 + i * (tileW + gap) + tileW / 2;
      setText(c.value, line[1]);
      c.value.style.fill = theme.textOnTheme;
      c.value.position.set(cx, y + 84);
      fitText(c.value, tileW - 24);
      setText(c.label, line[0].toUpperCase());
      c.label.style.fill = theme.textOnTheme;
      c.label.position.set(cx, y + 160);
      fitText(c.label, tileW - 24);
    });
  }
}

/** Both teams' rosters side by side: a team plate over its players and their roles. */
export class RostersCard extends Container {
  private readonly plates: [TeamPlate, TeamPlate];
  private readonly bg = new Graphics();
  private lists: [Text[], Text[]] = [[], []];
  constructor(
    private readonly w: number,
    private readonly h: number,
    invalidate: () => void,
  ) {
    super();
    const colW = (w - 40) / 2;
    this.plates = [new TeamPlate(colW, 130, invalidate, false, 56), new TeamPlate(colW, 130, invalidate, false, 56)];
    this.plates[1].x = colW + 40;
    this.addChild(this.bg, ...this.plates);
  }
  /** Draws both rosters; answers the height they take. */
  set(d: OverlayData, teams: [TeamView | null, TeamView | null], names: [string, string]): number {
    const colW = (this.w - 40) / 2;
    const rows = teams.map((t) => rosterLines(t));
    const n = Math.max(...rows.map((r) => r.length), 1);
    const rowH = Math.min(80, Math.floor((this.h - 150) / n));
    redraw(this.bg, [n, rowH], (g) => {
      for (const x of [0, colW + 40]) box(g, x, 130, colW, n * rowH + 20, INK);
    });
    ([0, 1] as const).forEach((i) => {
      this.plates[i].set(teams[i], names[i], d.theme);
      const lines = rows[i];
      const texts = this.lists[i];
      while (texts.length < lines.length * 2) texts.push(this.addChild(heading(40)));
      texts.forEach((t) => (t.visible = false));
      lines.forEach((line, k) => {
        const [name, role] = [texts[k * 2], texts[k * 2 + 1]];
        const x = i * (colW + 40);
        const y = 140 + k * rowH + rowH / 2;
        name.visible = role.visible = true;
        name.anchor.set(0, 0.5);
        setText(name, line.name.toUpperCase());
        name.position.set(x + 32, y);
        fitText(name, colW - 260);
        role.anchor.set(1, 0.5);
        role.style.fontSize = 28;
        role.style.fill = teams[i]?.theme.accent ?? d.theme.accent;
        setText(role, line.role.toUpperCase());
        role.position.set(x + colW - 32, y);
      });
    });
    return 150 + n * rowH;
  }
}
