import { Container, Graphics, type Text } from "pixi.js";
import type { MatchView, OverlayData, Rec } from "../../engine/types.ts";
import { box, color, fitText, setText } from "../../engine/ui.ts";
import { INK, body, heading, sideName } from "../shared/widgets.ts";
import { bracketFontSize, layoutGeometry, parseLayout } from "./layout.ts";

export interface BracketOptions { extended: boolean; scale?: number; small: boolean }

/**
 * A bracket drawn from its layout JSON: games as two-row boxes in team colours, win
 * connections (width 2), column headers; the live match and its teams highlighted.
 * Scaled down to fit its area, never up past the SPEC sizes.
 */
export class BracketPanel extends Container {
  private readonly bg = new Graphics();
  private readonly content = new Container();
  private readonly lines = new Graphics();
  private readonly boxes = new Graphics();
  private texts: Text[] = [];
  private key = "";

  constructor(private readonly w: number, private readonly h: number) {
    super();
    this.content.addChild(this.lines, this.boxes);
    this.addChild(this.bg, this.content);
  }

  set(d: OverlayData, bracket: Rec | null, o: BracketOptions): void {
    this.bg.clear();
    box(this.bg, 0, 0, this.w, this.h, INK, 0.9);
    box(this.bg, 0, 0, 10, this.h, d.theme.accent);
    const layout = parseLayout(bracket?.bracket_layout as string | undefined);
    const font = bracketFontSize(bracket?.overlay_scale as number | undefined, o.extended, o.scale);
    const geo = layoutGeometry(layout, font, !o.small);
    const ordered = ((bracket?.ordered_matches as string[] | undefined) ?? []).map((id) => d.eventMatches.find((m) => m.id === id) ?? null);
    const byNumber = new Map<number, MatchView>();
    ordered.forEach((m, i) => m && byNumber.set(Number(m.record.match_number ?? i + 1), m));
    const highlightLive = d.settings.has("Highlight live match on bracket");
    const liveId = d.match?.id;
    const liveTeams = new Set((d.match?.teams ?? []).map((t) => t?.id).filter(Boolean));

    // Rebuild texts only when the set of strings changes; positions are cheap.
    const strings: [string, number, number, number, string, number, boolean][] = [];
    const g = this.boxes.clear();
    const l = this.lines.clear();
    for (const pts of geo.lines) l.poly(pts, false).stroke({ color: 0x8da2c0, width: 2 });
    for (const b of geo.boxes) {
      const m = byNumber.get(b.match);
      const live = highlightLive && !!m && m.id === liveId;
      box(g, b.x - 3, b.y - 3, b.w + 6, b.h + 6, live ? d.theme.accent : "#000000", live ? 1 : 0.3);
      for (const side of [0, 1] as const) {
        const team = m?.teams[side] ?? null;
        const y = b.y + (side * b.h) / 2;
        const lit = highlightLive && !!team && liveTeams.has(team.id);
        box(g, b.x, y, b.w, b.h / 2 - 1, team?.theme.background ?? "#1c2636", 1);
        box(g, b.x + b.w - font * 2.4, y, font * 2.4, b.h / 2 - 1, lit ? d.theme.accent : "#0b111c", 0.9);
        const fill = team ? team.theme.textOnTheme : "#9fb0c8";
        const name = m ? sideName(m, side, o.small) : "TBD";
        strings.push([name.toUpperCase(), b.x + font * 0.6, y + b.h / 4, b.w - font * 3.4, fill, font, false]);
        const score = m && m.score[0] + m.score[1] > 0 ? String(m.score[side]) : "";
        strings.push([score, b.x + b.w - font * 1.2, y + b.h / 4, font * 2, lit ? d.theme.textOnAccent : "#ffffff", font, true]);
      }
    }
    for (const h of geo.headers) strings.push([h.text.toUpperCase(), h.x, h.y + font * 0.7, font * 14, d.theme.accent, font * 0.9, true]);
    for (const t of geo.titles) strings.push([t.text.toUpperCase(), 0, t.y + font * 0.7, font * 20, "#ffffff", font * 1.2, false]);
    const key = strings.map((s) => s.join("\u0001")).join("\u0002");
    if (key !== this.key) {
      this.key = key;
      this.texts.forEach((t) => t.destroy());
      this.texts = strings.map(([text, x, y, maxW, fill, size, centred]) => {
        const t = (centred ? heading(size) : body(size, "800"));
        t.text = text;
        t.style.fill = color(fill);
        t.anchor.set(centred ? 0.5 : 0, 0.5);
        t.position.set(x, y);
        fitText(t, maxW);
        return t;
      });
      if (this.texts.length) this.content.addChild(...this.texts);
    }
    const k = Math.min(1.5, (this.w - 80) / Math.max(1, geo.width), (this.h - 60) / Math.max(1, geo.height));
    this.content.scale.set(k);
    this.content.position.set((this.w - geo.width * k) / 2, (this.h - geo.height * k) / 2);
    void setText;
  }
}
