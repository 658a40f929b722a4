import { Container, Graphics } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { MUTED } from "../shared/mapTile.ts";
import { INK, body, heading, sideName } from "../shared/widgets.ts";
import { ROW_H, mapCell, statsLines } from "./layout.ts";

export interface MapStatsOptions {
  number: number;
  hideCompleted: boolean;
}

const W = 1400;
const X = 960 - W / 2;
const SIDE_W = 420;

/** A table: the map pool down the middle, each live team's record and win share on its side. */
export class MapStatsScene extends Scene<MapStatsOptions> {
  private readonly headBg = new Graphics();
  private readonly title = heading(60);
  private readonly logos: Logo[];
  private readonly names = [heading(40), heading(40)];
  private readonly poolLabel = body(24, "800");
  private readonly list = new Container();
  private key = "";

  constructor(ctx: ConstructorParameters<typeof Scene<MapStatsOptions>>[0]) {
    super(ctx);
    this.title.anchor.set(0.5);
    this.logos = [new Logo(72, ctx.invalidate), new Logo(72, ctx.invalidate)];
    this.names.forEach((n, i) => n.anchor.set(i === 0 ? 0 : 1, 0.5));
    this.poolLabel.anchor.set(0.5);
    this.root.addChild(this.headBg, this.title, this.poolLabel, ...this.logos, ...this.names, this.list);
  }

  protected draw(d: OverlayData): void {
    const m = d.match;
    const o = this.ctx.options;
    const lines = statsLines(d, o.hideCompleted, o.number);
    this.root.visible = !!m && lines.length > 0;
    if (!m || !lines.length) return;
    const total = 100 + 96 + lines.length * (ROW_H + 8);
    const top = Math.max(54, Math.round(540 - total / 2));
    setText(this.title, (this.ctx.shared.title ?? "Map stats").toUpperCase());
    fitText(this.title, 480 - 48);
    this.title.position.set(960, top + 40);
    const headY = top + 100;
    redraw(this.headBg, [top, m.teams[0]?.theme, m.teams[1]?.theme, d.theme.accent], (g) => {
      box(g, 960 - 240, top, 480, 84, INK);
      box(g, 960 - 240, top + 80, 480, 4, d.theme.accent);
      [0, 1].forEach((i) => {
        const t = m.teams[i]?.theme ?? d.theme;
        const x = i === 0 ? X : X + W - SIDE_W;
        box(g, x, headY, SIDE_W, 88, t.background);
        box(g, x, headY + 84, SIDE_W, 4, t.accent);
      });
      box(g, X + SIDE_W + 8, headY, W - 2 * SIDE_W - 16, 88, INK);
    });
    this.poolLabel.style.fill = d.theme.accent;
    setText(this.poolLabel, `${(d.event?.short ?? "").toUpperCase()} MAP POOL`.trim());
    fitText(this.poolLabel, W - 2 * SIDE_W - 48);
    this.poolLabel.position.set(960, headY + 44);
    [0, 1].forEach((i) => {
      const side = i as 0 | 1;
      const t = m.teams[side]?.theme ?? d.theme;
      this.logos[i].set(m.teams[side]?.theme.logoId ?? null);
      this.logos[i].position.set(i === 0 ? X + 10 : X + W - 82, headY + 8);
      this.names[i].style.fill = t.textOnTheme;
      setText(this.names[i], sideName(m, side, true));
      fitText(this.names[i], SIDE_W - 120);
      this.names[i].position.set(i === 0 ? X + 100 : X + W - 100, headY + 44);
    });
    const key = JSON.stringify([lines, m.teams.map((t) => t?.theme), headY]);
    if (key === this.key) return;
    this.key = key;
    this.list.removeChildren().forEach((c) => c.destroy({ children: true }));
    lines.forEach((line, k) => {
      const y = headY + 96 + k * (ROW_H + 8);
      const g = new Graphics();
      const row = new Container();
      row.addChild(g);
      // The map in the middle.
      box(g, X + SIDE_W + 8, y, W - 2 * SIDE_W - 16, ROW_H, INK);
      const cell = mapCell(!!line.type);
      const name = heading(cell.name.size);
      name.text = line.name;
      name.anchor.set(0.5, 0);
      name.position.set(960, y + cell.name.y);
      fitText(name, W - 2 * SIDE_W - 48);
      const type = body(cell.type?.size ?? 20, "600");
      type.text = line.type;
      type.style.fill = MUTED;
      type.anchor.set(0.5, 0);
      type.position.set(960, y + (cell.type?.y ?? 0));
      row.addChild(name, type);
      line.sides.forEach((s, i) => {
        const t = m.teams[i]?.theme ?? d.theme;
        const x = i === 0 ? X : X + W - SIDE_W;
        box(g, x, y, SIDE_W, ROW_H, INK);
        // The win share as a bar in the team's colour along the row's foot, growing from the outer edge
        // (under the text, never behind it, so the text keeps its contrast on any team colour).
        if (s.share !== null) {
          box(g, x, y + ROW_H - 8, SIDE_W, 8, "#2a3446");
          const bw = Math.round((SIDE_W * (s.share ?? 0)) / 100);
          box(g, i === 0 ? x : x + SIDE_W - bw, y + ROW_H - 8, bw, 8, t.background === INK ? t.accent : t.background);
        }
        const record = heading(40);
        record.text = s.record;
        record.anchor.set(i === 0 ? 0 : 1, 0.5);
        record.position.set(i === 0 ? x + 24 : x + SIDE_W - 24, y + ROW_H / 2 - 4);
        const pct = heading(32, "500");
        pct.text = s.percent;
        pct.style.fill = s.share === null ? MUTED : "#ffffff";
        pct.anchor.set(i === 0 ? 1 : 0, 0.5);
        pct.position.set(i === 0 ? x + SIDE_W - 24 : x + 24, y + ROW_H / 2 - 4);
        row.addChild(record, pct);
      });
      this.list.addChild(row);
    });
  }
}
