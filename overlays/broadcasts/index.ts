import { Container, Graphics, type Text } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, fitText, redraw, setText } from "../../engine/ui.ts";
import { MatchLine } from "../shared/fillerMatchLine.ts";
import { INK, body, heading } from "../shared/widgets.ts";
import { broadcastRows, type BroadcastRow } from "./layout.ts";
import { broadcastsRoute } from "./options.ts";

const W = 1400;
const ROW_H = 150;

/** One broadcast: its title and channel on the left, the match on it on the right. */
class Row extends Container {
  private readonly bg = new Graphics();
  private readonly title: Text = heading(46);
  private readonly sub: Text = body(28, "600");
  private readonly line: MatchLine;
  constructor(invalidate: () => void) {
    super();
    this.title.position.set(40, 26);
    this.sub.position.set(40, 90);
    this.line = new MatchLine(700, 90, invalidate);
    this.line.position.set(W - 740, 30);
    this.addChild(this.bg, this.title, this.sub, this.line);
  }
  set(r: BroadcastRow, d: OverlayData): void {
    redraw(this.bg, [d.theme.accent], (g) => {
      box(g, 0, 0, W, ROW_H, INK);
      box(g, 0, 0, 10, ROW_H, d.theme.accent);
    });
    setText(this.title, r.title.toUpperCase());
    const width = r.match ? W - 840 : W - 80;
    fitText(this.title, width);
    setText(this.sub, [r.name, r.channel].filter(Boolean).join("  ·  "));
    this.sub.style.fill = d.theme.accent;
    fitText(this.sub, width);
    this.line.visible = !!r.match;
    if (r.match) this.line.set(r.match, d.theme, true, true);
  }
}

/** The event's other live broadcasts under an "Also live" heading; none draws nothing. */
class BroadcastsScene extends Scene {
  private readonly head = heading(56);
  private readonly plate = new Graphics();
  private rows: Row[] = [];
  constructor(ctx: ConstructorParameters<typeof Scene>[0]) {
    super(ctx);
    this.head.anchor.set(0, 0.5);
    this.root.addChild(this.plate, this.head);
  }
  protected draw(d: OverlayData): void {
    const list = broadcastRows(d.otherBroadcasts, d.eventMatches).slice(0, 5);
    while (this.rows.length > list.length) this.rows.pop()!.destroy({ children: true });
    while (this.rows.length < list.length) this.rows.push(this.root.addChild(new Row(this.ctx.invalidate)));
    const total = 100 + list.length * (ROW_H + 20);
    const top = Math.round((1080 - total) / 2);
    this.head.visible = list.length > 0;
    setText(this.head, (this.ctx.shared.title ?? "Also live").toUpperCase());
    this.head.position.set(300, top + 40);
    this.head.style.fill = d.theme.textOnAccent;
    redraw(this.plate, [list.length > 0, top, d.theme.accent, this.head.width], (g) => {
      if (list.length) box(g, 260, top, this.head.width + 80, 80, d.theme.accent);
    });
    list.forEach((r, i) => {
      this.rows[i].position.set(260, top + 100 + i * (ROW_H + 20));
      this.rows[i].set(r, d);
    });
  }
}

export const broadcasts = defineScene(broadcastsRoute, { create: (ctx) => new BroadcastsScene(ctx) });
