import { Container, Graphics, type Text } from "pixi.js";
import type { ResolvedTheme } from "../../domain/theme.ts";
import type { MatchView } from "../../engine/types.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { heading, sideName } from "./widgets.ts";

/**
 * A compact match line for narrow places: logo, name (or code), the score or VS in the
 * middle, name, logo; each side on its team's colour. Names scale down to fit.
 */
export class MatchLine extends Container {
  private readonly bg = new Graphics();
  private readonly logos: [Logo, Logo];
  private readonly names: [Text, Text];
  private readonly mid: Text;
  private readonly side: number;

  constructor(
    private readonly w: number,
    private readonly h: number,
    invalidate: () => void,
    private readonly midW = Math.round(h * 1.5),
  ) {
    super();
    this.side = (w - this.midW) / 2;
    const size = h - 12;
    this.logos = [new Logo(size, invalidate), new Logo(size, invalidate)];
    this.logos[0].position.set(6, 6);
    this.logos[1].position.set(w - 6 - size, 6);
    const fontSize = Math.max(28, Math.round(h * 0.42));
    this.names = [heading(fontSize), heading(fontSize)];
    this.names[0].anchor.set(0, 0.5);
    this.names[0].position.set(h + 4, h / 2);
    this.names[1].anchor.set(1, 0.5);
    this.names[1].position.set(w - h - 4, h / 2);
    this.mid = heading(fontSize);
    this.mid.anchor.set(0.5);
    this.mid.position.set(w / 2, h / 2);
    this.addChild(this.bg, ...this.logos, ...this.names, this.mid);
  }

  set(m: MatchView, theme: ResolvedTheme, highlight: boolean, codes: boolean): void {
    const themes = m.teams.map((t) => t?.theme ?? theme) as [ResolvedTheme, ResolvedTheme];
    const midFill = highlight ? theme.accent : "#0b111c";
    redraw(this.bg, [themes[0].background, themes[1].background, midFill], (g) => {
      box(g, 0, 0, this.side, this.h, themes[0].background);
      box(g, this.w - this.side, 0, this.side, this.h, themes[1].background);
      box(g, this.side, 0, this.midW, this.h, midFill);
    });
    ([0, 1] as const).forEach((i) => {
      this.logos[i].set(m.teams[i]?.theme.logoId ?? null);
      this.names[i].style.fill = themes[i].textOnTheme;
      setText(this.names[i], sideName(m, i, codes).toUpperCase());
      fitText(this.names[i], this.side - this.h - 16);
    });
    this.mid.style.fill = highlight ? theme.textOnAccent : "#ffffff";
    setText(this.mid, m.played ? m.scoreText.join("-") : "VS");
    fitText(this.mid, this.midW - 12);
  }
}
