import { Container, Graphics, type Text } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, fitText, redraw, setText } from "../../engine/ui.ts";
import { BAN_RED, MUTED, liveLineup } from "../shared/mapTile.ts";
import { INK, TeamPlate, body, heading, sideName } from "../shared/widgets.ts";
import { overviewFrame, overviewRows } from "./layout.ts";

export interface OverviewOptions {
  video: boolean;
  live: boolean;
}

/** The desk score (two plates and the score) and the match's maps as a compact list, for observer feeds. */
export class OverviewScene extends Scene<OverviewOptions> {
  private readonly scoreBar = new Container();
  private plates: TeamPlate[] = [];
  private readonly scoreBg = new Graphics();
  private readonly score = heading(56);
  private readonly note = body(22, "800");
  private readonly list = new Container();
  private rowsKey = "";

  constructor(ctx: ConstructorParameters<typeof Scene<OverviewOptions>>[0]) {
    super(ctx);
    const f = overviewFrame(ctx.options.video);
    const plateW = (f.w - 160) / 2;
    const plateH = f.rowH + 24;
    this.plates = [new TeamPlate(plateW, plateH, ctx.invalidate, false), new TeamPlate(plateW, plateH, ctx.invalidate, true)];
    this.plates[1].x = plateW + 160;
    this.score.anchor.set(0.5);
    this.score.position.set(f.w / 2, plateH / 2);
    this.note.anchor.set(0.5, 0);
    this.note.position.set(f.w / 2, plateH + 10);
    this.scoreBar.addChild(this.scoreBg, ...this.plates, this.score, this.note);
    this.scoreBar.position.set(f.x, f.y);
    this.list.position.set(f.x, f.y + plateH + 56);
    this.root.addChild(this.scoreBar, this.list);
  }

  protected draw(d: OverlayData): void {
    const m = d.match;
    this.root.visible = !!m;
    if (!m) return;
    const o = this.ctx.options;
    const f = overviewFrame(o.video);
    const plateW = (f.w - 160) / 2;
    const plateH = f.rowH + 24;
    const codes = o.video || d.settings.has("Use team codes");
    this.plates.forEach((p, i) => p.set(m.teams[i], sideName(m, i as 0 | 1, codes), d.theme));
    redraw(this.scoreBg, [d.theme.accent], (g) => {
      box(g, plateW, 0, 160, plateH, INK);
      box(g, plateW, plateH - 4, 160, 4, d.theme.accent);
      box(g, plateW - 20, plateH, 200, 40, INK);
    });
    setText(this.score, m.scoreText.join(" - "));
    this.note.style.fill = d.theme.accent;
    setText(this.note, [m.bestOf ? `BEST OF ${m.bestOf}` : "", `MAP ${m.mapNumber}`].filter(Boolean).join(" · "));
    fitText(this.note, 190);
    const rows = overviewRows(m, liveLineup(d), o.live);
    const tones = rows.map((r) => (r.tone === 1 || r.tone === 2 ? m.teams[r.tone - 1]?.theme : null));
    const key = JSON.stringify([rows, tones, d.theme.accent]);
    if (key === this.rowsKey) return;
    this.rowsKey = key;
    this.list.removeChildren().forEach((c) => c.destroy({ children: true }));
    const h = f.rowH;
    rows.forEach((r, i) => {
      const row = new Container();
      row.y = i * (h + 8);
      const g = new Graphics();
      box(g, 0, 0, f.w, h, INK);
      box(g, 0, 0, h, h, r.tone === "live" ? d.theme.accent : "#1b2433");
      const num = heading(Math.round(h * 0.5));
      num.text = r.number;
      num.anchor.set(0.5);
      num.position.set(h / 2, h / 2);
      num.style.fill = r.tone === "live" ? d.theme.textOnAccent : "#ffffff";
      const name = heading(Math.round(h * 0.46));
      name.text = r.name;
      name.anchor.set(0, 0.5);
      name.style.fill = r.name === "TBD" ? MUTED : "#ffffff";
      const type = body(20, "600");
      type.text = r.type;
      type.style.fill = MUTED;
      type.anchor.set(0, 0.5);
      const rightW = 190;
      const right = heading(Math.round(h * 0.42));
      right.text = r.right;
      right.anchor.set(0.5);
      right.position.set(f.w - rightW / 2, h / 2);
      const theme = tones[i];
      if (r.right) {
        const fill = theme ? theme.background : r.tone === "live" ? d.theme.accent : r.tone === "ban" ? "#3a1418" : "#1b2433";
        box(g, f.w - rightW, 0, rightW, h, fill);
        if (theme) box(g, f.w - rightW, h - 4, rightW, 4, theme.accent);
        if (r.tone === "ban") box(g, f.w - rightW, h - 4, rightW, 4, BAN_RED);
        right.style.fill = theme ? theme.textOnTheme : r.tone === "live" ? d.theme.textOnAccent : r.tone === "ban" ? BAN_RED : MUTED;
        fitText(right, rightW - 20);
      }
      const textW = f.w - h - 24 - (r.right ? rightW : 0) - 16;
      row.addChild(g, num, name, type, right);
      placeNameType(name, type, h + 20, h, textW);
      this.list.addChild(row);
    });
  }
}

/** Name then type on one line when both fit, the type dropped otherwise. */
function placeNameType(name: Text, type: Text, x: number, h: number, w: number): void {
  fitText(name, w);
  name.position.set(x, h / 2);
  const room = w - name.width - 16;
  type.visible = !!type.text && room >= type.width;
  type.position.set(x + name.width + 16, h / 2 + 2);
}
