import { Container, Graphics } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, redraw } from "../../engine/ui.ts";
import { SponsorCardView, SponsorRotator, sponsorNeeds, sponsorsOf } from "../shared/fillerSponsors.ts";
import { INK } from "../shared/widgets.ts";
import { logoRow, SPONSOR_MS } from "./layout.ts";
import { logosRoute, sponsorsRoute } from "./options.ts";

type Ctx = ConstructorParameters<typeof Scene>[0];

/** The sponsors one at a time on a card in the middle of the frame, cross-fading on each change. */
class SponsorsScene extends Scene {
  private readonly bg = new Graphics();
  private readonly rotator: SponsorRotator;
  constructor(ctx: Ctx) {
    super(ctx);
    this.rotator = new SponsorRotator(560, 200, ctx.invalidate, true);
    this.rotator.position.set(680, 440);
    this.root.addChild(this.bg, this.rotator);
    ctx.every(SPONSOR_MS, () => this.rotator.next());
  }
  protected draw(d: OverlayData): void {
    const list = sponsorsOf(d);
    this.rotator.set(list, d.theme.textOnTheme);
    redraw(this.bg, [list.length > 0, d.theme.background, d.theme.accent], (g) => {
      if (!list.length) return;
      box(g, 640, 400, 640, 280, d.theme.background, 0.95, 16);
      box(g, 640, 672, 640, 8, d.theme.accent);
    });
  }
}

/** Every sponsor's logo in a row along the bottom of the frame, still. */
class LogosScene extends Scene {
  private readonly bg = new Graphics();
  private readonly row = new Container();
  private cards: SponsorCardView[] = [];
  private size = "";
  constructor(ctx: Ctx) {
    super(ctx);
    this.root.addChild(this.bg, this.row);
  }
  protected draw(d: OverlayData): void {
    const list = sponsorsOf(d);
    const { w, h, xs } = logoRow(list.length);
    if (`${w}x${h}` !== this.size || this.cards.length !== list.length) {
      this.cards.forEach((c) => c.destroy({ children: true }));
      this.cards = list.map(() => this.row.addChild(new SponsorCardView(w, h, this.ctx.invalidate, 32)));
      this.size = `${w}x${h}`;
    }
    const y = 1026 - 32 - h;
    list.forEach((s, i) => {
      this.cards[i].position.set(xs[i], y);
      this.cards[i].set(s, d.theme.textOnTheme);
    });
    redraw(this.bg, [xs[0], w, h, d.theme.accent], (g) => {
      if (!list.length) return;
      const x = xs[0] - 32;
      const width = xs[xs.length - 1] + w + 32 - x;
      box(g, x, y - 24, width, h + 48, INK, 0.85, 12);
      box(g, x, y + h + 18, width, 6, d.theme.accent);
    });
  }
}

export const sponsors = defineScene(sponsorsRoute, { create: (ctx) => new SponsorsScene(ctx), needs: (_o, input) => sponsorNeeds(input) });
export const logos = defineScene(logosRoute, { create: (ctx) => new LogosScene(ctx), needs: (_o, input) => sponsorNeeds(input) });
