import { gsap } from "gsap";
import { Container, Graphics, type Text } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { INK, body, heading } from "../shared/widgets.ts";
import { versusText } from "./layout.ts";
import { breakTitleOf } from "../shared/fillerTitle.ts";

export interface VersusOptions {
  vertical: boolean;
  extra: boolean;
}

/** Event logo, two team blocks flying in, a slanted VS (or the score once maps are played). */
export class VersusScene extends Scene<VersusOptions> {
  private readonly eventLogo: Logo;
  private readonly blocks = [new Container(), new Container()];
  private readonly bgs = [new Graphics(), new Graphics()];
  private readonly logos: Logo[];
  private readonly names: Text[] = [heading(64), heading(64)];
  private readonly vs = new Container();
  private readonly vsBg = new Graphics();
  private readonly vsText = heading(110);
  private readonly title = heading(44, "500");
  private readonly extra = body(28, "600");

  constructor(ctx: ConstructorParameters<typeof Scene<VersusOptions>>[0]) {
    super(ctx);
    this.eventLogo = new Logo(150, ctx.invalidate);
    this.eventLogo.position.set(960 - 75, 60);
    this.logos = [new Logo(300, ctx.invalidate), new Logo(300, ctx.invalidate)];
    this.blocks.forEach((b, i) => {
      this.names[i].anchor.set(0.5);
      b.addChild(this.bgs[i], this.logos[i], this.names[i]);
    });
    this.vsText.anchor.set(0.5);
    this.vs.addChild(this.vsBg, this.vsText);
    this.vs.position.set(960, 560);
    for (const t of [this.title, this.extra]) t.anchor.set(0.5);
    this.title.position.set(960, 250);
    this.extra.position.set(960, 960);
    this.root.addChild(this.eventLogo, this.title, ...this.blocks, this.vs, this.extra);
  }

  protected draw(d: OverlayData): void {
    const m = d.match;
    this.eventLogo.set(d.theme.logoId);
    setText(this.title, (breakTitleOf(d, this.ctx) ?? d.event?.name ?? "").toUpperCase());
    fitText(this.title, 1600);
    if (!m) return;
    const vertical = this.ctx.options.vertical;
    const [w, h] = vertical ? [1100, 230] : [640, 560];
    const text = versusText(m);
    this.blocks.forEach((b, i) => {
      const side = i as 0 | 1;
      const theme = m.teams[side]?.theme ?? d.theme;
      redraw(this.bgs[i], [w, h, theme.background, theme.accent], (g) => {
        box(g, 0, 0, w, h, theme.background);
        box(g, 0, h - 10, w, 10, theme.accent);
      });
      const logoSize = vertical ? 190 : 300;
      this.logos[i].set(m.teams[side]?.theme.logoId ?? null);
      this.logos[i].scale.set(logoSize / 300);
      this.logos[i].position.set(vertical ? 30 : (w - logoSize) / 2, vertical ? 20 : 60);
      this.names[i].style.fill = theme.textOnTheme;
      setText(this.names[i], text.names[side]);
      fitText(this.names[i], vertical ? w - 280 : w - 60);
      this.names[i].position.set(vertical ? 250 + (w - 280) / 2 : w / 2, vertical ? h / 2 : 440);
      b.position.set(vertical ? 960 - w / 2 : side === 0 ? 120 : 1920 - 120 - w, vertical ? (side === 0 ? 300 : 600) : 300);
    });
    this.vs.position.set(960, vertical ? 565 : 580);
    redraw(this.vsBg, [d.theme.accent], (g) => {
      g.poly([-130, -90, 150, -90, 130, 90, -150, 90]).fill({ color: 0xffffff });
      box(g, -150, 80, 300, 10, d.theme.accent);
    });
    this.vsText.style.fill = INK;
    setText(this.vsText, text.middle);
    fitText(this.vsText, 260);
    this.extra.visible = this.ctx.options.extra;
    setText(this.extra, [m.label, m.firstTo ? `First to ${m.firstTo}` : ""].filter(Boolean).join("  ·  ").toUpperCase());
    fitText(this.extra, 1600);
  }

  /** The blocks fly in and the VS pops as they land: 650 ms in all (OVERLAYS.md "Motion": 300–700 ms). */
  override in(): gsap.core.Timeline {
    return gsap
      .timeline({ paused: true })
      .fromTo(this.root, { alpha: 0 }, { alpha: 1, duration: 0.3 })
      .from(this.blocks[0], { x: -900, duration: 0.55, ease: "power4.out" }, 0)
      .from(this.blocks[1], { x: 2000, duration: 0.55, ease: "power4.out" }, 0)
      .from(this.vs.scale, { x: 0, y: 0, duration: 0.35, ease: "back.out(2)" }, 0.3);
  }
}
