import { Container, Graphics, type Text } from "pixi.js";
import { slotFeeds } from "../../domain/bracket/feeds.ts";
import { bindGames } from "../../domain/bracket/fromRecords.ts";
import { layoutGeometry, type Geometry } from "../../domain/bracket/geometry.ts";
import { layoutOrEmpty } from "../../domain/bracket/layout.ts";
import { placeholders } from "../../domain/match.ts";
import type { BracketRecord } from "../../domain/tables.ts";
import type { MatchView, OverlayData } from "../../engine/types.ts";
import { FIT_FLOOR, LABEL_FLOOR_PX, box, color, fitText, redraw, setText } from "../../engine/ui.ts";
import { INK, body, heading, sideName } from "../shared/widgets.ts";
import { routeConnectors } from "./connectors.ts";

export interface BracketOptions {
  extended: boolean;
  scale?: number;
  small: boolean;
}

/** Room between the panel's edge and the bracket, in panel pixels. */
const PAD = 24;
/** A small bracket grows to fill its panel, up to this. */
const MAX_SCALE = 3;

type Routed = Geometry & { routed: Geometry["lines"]; feeds: Map<string, string> };
type TextSpec = [text: string, x: number, y: number, maxW: number, fill: string, size: number, centred: boolean];
type BoxSpec = [x: number, y: number, w: number, h: number, fill: string, alpha: number];

/**
 * A bracket drawn from its layout with the same geometry as the site's bracket view
 * (domain/bracket/geometry.ts): games as two-row boxes in team colours, the winners' connections
 * (a slot a loser drops to says "Loser of M", an empty one "Winner of M", as on the site),
 * column headers and bracket names; the live match and
 * its teams highlighted. Scaled to fill its panel (width or height, whichever binds first),
 * connectors routed between columns (connectors.ts).
 */
export class BracketPanel extends Container {
  private readonly bg = new Graphics();
  private readonly content = new Container();
  private readonly lines = new Graphics();
  private readonly boxes = new Graphics();
  private texts: Text[] = [];
  /** What each text was last drawn from. */
  private specs: TextSpec[] = [];
  private geo: { inputs: unknown[]; value: Routed } | null = null;

  constructor(
    private readonly w: number,
    private readonly h: number,
  ) {
    super();
    this.content.addChild(this.lines, this.boxes);
    this.addChild(this.bg, this.content);
  }

  set(d: OverlayData, bracket: BracketRecord | null, o: BracketOptions): void {
    const geo = this.geometry(bracket, o);
    const font = geo.fontSize;
    const byId = new Map(d.eventMatches.map((m) => [m.id, m]));
    // Games bound to matches as the site and the server's resolver bind them (by number, else in order).
    const bound = bindGames(
      layoutOrEmpty(bracket?.bracket_layout),
      (bracket?.ordered_matches ?? []).map((id) => byId.get(id)?.record),
    ).byGame;
    const byNumber = new Map<number, MatchView>(
      [...bound].flatMap(([game, record]) => (byId.get(record.id) ? [[game, byId.get(record.id)!]] : [])),
    );
    const highlightLive = d.settings.has("Highlight live match on bracket");
    const liveTeams = new Set((d.match?.teams ?? []).map((t) => t?.id).filter(Boolean));

    redraw(this.lines, [geo], (l) => {
      for (const line of geo.routed) {
        l.poly(line.points.flat(), false).stroke({ color: 0x8da2c0, width: geo.lineWidth });
      }
    });
    const shapes: BoxSpec[] = [];
    const strings: TextSpec[] = [];
    for (const b of geo.boxes) {
      const m = byNumber.get(b.match);
      const live = highlightLive && !!m && m.id === d.match?.id;
      shapes.push([b.x - 3, b.y - 3, b.w + 6, b.h + 6, live ? d.theme.accent : "#000000", live ? 1 : 0.3]);
      for (const side of [0, 1] as const) {
        const team = m?.teams[side] ?? null;
        const y = b.y + side * b.slotH;
        const lit = highlightLive && !!team && liveTeams.has(team.id);
        shapes.push([b.x, y, b.w, b.slotH - 1, team?.theme.background ?? "#1c2636", 1]);
        shapes.push([b.x + b.w - font * 2.4, y, font * 2.4, b.slotH - 1, lit ? d.theme.accent : "#0b111c", 1]);
        // A side with neither team nor placeholder says where its team comes from ("Winner of 1").
        const unknown = !team && !(m && placeholders(m.record).names[side]);
        const name = (unknown && geo.feeds.get(`${b.match}.${side + 1}`)) || (m ? sideName(m, side, o.small) : "TBD");
        strings.push([
          name.toUpperCase(),
          b.x + font * 0.6,
          y + b.slotH / 2,
          b.w - font * 3.4,
          team ? team.theme.textOnTheme : "#9fb0c8",
          font,
          false,
        ]);
        const score = m?.played ? m.scoreText[side] : "";
        strings.push([score, b.x + b.w - font * 1.2, y + b.slotH / 2, font * 2, lit ? d.theme.textOnAccent : "#ffffff", font, true]);
      }
    }
    // Drawn again only when a box changed (a live match's score changes none).
    redraw(this.boxes, [JSON.stringify(shapes)], (g) => shapes.forEach((s) => box(g, ...s)));
    if (!o.small) {
      for (const h of geo.headers)
        strings.push([h.text.toUpperCase(), h.x + h.w / 2, h.y + font * 0.7, h.w, d.theme.accent, font * 0.9, true]);
      for (const t of geo.labels) strings.push([t.text.toUpperCase(), t.x, t.y + font * 0.7, font * 20, "#ffffff", font * 1.2, false]);
    }
    const k = Math.min(MAX_SCALE, (this.w - 2 * PAD) / Math.max(1, geo.width), (this.h - 2 * PAD) / Math.max(1, geo.height));
    // Scaled down to fit, a label still reads at the 20 px floor on the frame.
    this.drawTexts(strings, LABEL_FLOOR_PX / k);
    this.content.scale.set(k);
    this.content.position.set((this.w - geo.width * k) / 2, (this.h - geo.height * k) / 2);
    // The panel hugs the scaled bracket: no empty band where the bracket does not reach.
    const pw = Math.min(this.w, geo.width * k + 2 * PAD);
    const ph = Math.min(this.h, geo.height * k + 2 * PAD);
    const px = (this.w - pw) / 2;
    const py = (this.h - ph) / 2;
    redraw(this.bg, [d.theme.accent, px, py, pw, ph], (g) => {
      box(g, px, py, pw, ph, INK);
      box(g, px, py, 10, ph, d.theme.accent);
    });
  }

  /** The geometry of a layout, worked out again only when the bracket or the options change. */
  private geometry(bracket: BracketRecord | null, o: BracketOptions): Routed {
    const overlayScale = o.scale || bracket?.overlay_scale;
    const inputs = [bracket?.bracket_layout, overlayScale, o.extended];
    if (this.geo && this.geo.inputs.every((v, i) => v === inputs[i])) return this.geo.value;
    const layout = layoutOrEmpty(bracket?.bracket_layout);
    const geo = layoutGeometry(layout, { overlayScale, extended: o.extended });
    const value = { ...geo, routed: routeConnectors(geo), feeds: slotFeeds(layout) };
    this.geo = { inputs, value };
    return value;
  }

  /** Each text is updated in place, and only when its own spec changed; a new font makes a new text. */
  /** Draw the strings, none smaller than `minSize` in the panel's own units (nor shrunk under it to fit). */
  private drawTexts(strings: TextSpec[], minSize: number): void {
    while (this.texts.length > strings.length) {
      this.texts.pop()!.destroy();
      this.specs.pop();
    }
    strings.forEach((wanted, i) => {
      const spec: TextSpec = [...wanted];
      spec[5] = Math.max(wanted[5], minSize);
      const last = this.specs[i];
      if (last && spec.every((v, k) => v === last[k])) return;
      const [text, x, y, maxW, fill, size, centred] = spec;
      let t = this.texts[i];
      if (!t || !last || last[5] !== size || last[6] !== centred) {
        const made = centred ? heading(size) : body(size, "800");
        made.anchor.set(centred ? 0.5 : 0, 0.5);
        if (t) {
          this.content.addChildAt(made, this.content.getChildIndex(t));
          t.destroy();
        } else this.content.addChild(made);
        this.texts[i] = t = made;
      }
      setText(t, text);
      t.style.fill = color(fill);
      t.position.set(x, y);
      fitText(t, maxW, Math.max(FIT_FLOOR, minSize / size));
      this.specs[i] = spec;
    });
  }
}
