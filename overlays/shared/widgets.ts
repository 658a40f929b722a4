import { Container, Graphics, type Text } from "pixi.js";
import type { ResolvedTheme } from "../../domain/theme.ts";
import type { MatchView, TeamView } from "../../engine/types.ts";
import { BODY, DISPLAY, Logo, box, fitText, label, redraw, setText } from "../../engine/ui.ts";

/** The dark ink every panel is filled with, solid so a busy game never shows through. */
export const INK = "#0b111c";

export function heading(size = 48, weight: "500" | "700" = "700"): Text {
  return label("", { fontFamily: DISPLAY, fontSize: size, fontWeight: weight, letterSpacing: 2 });
}

export function body(size = 26, weight: "400" | "600" | "800" = "600"): Text {
  return label("", { fontFamily: BODY, fontSize: size, fontWeight: weight });
}

export { sideName } from "./names.ts";
import { sideName } from "./names.ts";

/** A team's block: theme-coloured, logo then name; width and height fixed. */
export class TeamPlate extends Container {
  private readonly bg = new Graphics();
  private readonly logo: Logo;
  private readonly nameText: Text;

  constructor(private readonly w: number, private readonly h: number, invalidate: () => void, private readonly mirrored = false, size = Math.round(h * 0.45)) {
    super();
    this.logo = new Logo(h - 16, invalidate);
    this.nameText = heading(size);
    this.nameText.anchor.set(mirrored ? 1 : 0, 0.5);
    this.addChild(this.bg, this.logo, this.nameText);
  }

  set(team: TeamView | null, text: string, fallback: ResolvedTheme): void {
    const theme = team?.theme ?? fallback;
    redraw(this.bg, [theme.background, theme.accent], (g) => {
      box(g, 0, 0, this.w, this.h, theme.background);
      box(g, this.mirrored ? 0 : this.w - 6, 0, 6, this.h, theme.accent);
    });
    this.logo.set(team?.theme.logoId ?? null);
    this.logo.position.set(this.mirrored ? this.w - this.h + 8 : 8, 8);
    this.nameText.style.fill = theme.textOnTheme;
    setText(this.nameText, text.toUpperCase());
    fitText(this.nameText, this.w - this.h - 40);
    this.nameText.position.set(this.mirrored ? this.w - this.h - 16 : this.h + 16, this.h / 2);
  }
}

/** One schedule line: team, score or "vs", team, and a note under the middle (its round, LIVE, FINAL, UP NEXT). */
export class MatchRow extends Container {
  private readonly bg = new Graphics();
  private readonly left: TeamPlate;
  private readonly right: TeamPlate;
  private readonly mid: Text;
  private readonly note: Text;

  constructor(private readonly w: number, private readonly h: number, invalidate: () => void) {
    super();
    const side = Math.round((w - 180) / 2);
    this.left = new TeamPlate(side, h, invalidate, true);
    this.right = new TeamPlate(side, h, invalidate);
    this.right.x = side + 180;
    this.mid = heading(Math.round(h * 0.46));
    this.mid.anchor.set(0.5);
    this.mid.position.set(w / 2, h / 2 - 10);
    // The note is a secondary label: never under the 20 px floor.
    this.note = body(20, "600");
    this.note.anchor.set(0.5);
    this.note.position.set(w / 2, h - 15);
    this.addChild(this.bg, this.left, this.right, this.mid, this.note);
  }

  set(m: MatchView, theme: ResolvedTheme, highlight: boolean, codes = false, note = m.label): void {
    this.left.set(m.teams[0], sideName(m, 0, codes), theme);
    this.right.set(m.teams[1], sideName(m, 1, codes), theme);
    redraw(this.bg, [highlight ? theme.accent : INK], (g) => box(g, this.w / 2 - 90, 0, 180, this.h, highlight ? theme.accent : INK));
    this.mid.style.fill = highlight ? theme.textOnAccent : "#ffffff";
    this.note.style.fill = highlight ? theme.textOnAccent : "#9fb0c8";
    setText(this.mid, m.played ? m.scoreText.join(" - ") : "VS");
    setText(this.note, note.toUpperCase());
    fitText(this.note, 170);
  }
}
