import type { Container } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { ImageBox, Rebuilt, display, fitted, place, rect, text } from "../shared/teamsKit.ts";
import { INK } from "../shared/widgets.ts";
import { brandingLayout, brandingNeeds, type BrandingLayout } from "./layout.ts";
import { brandingRoute } from "./options.ts";

/** A team's identity card: the big logo on its colours, its code and name, who designed it. */
class BrandingScene extends Scene<Record<string, never>> {
  private readonly board = new Rebuilt<BrandingLayout | null>((l, into) => l && this.build(l, into));
  constructor(ctx: ConstructorParameters<typeof Scene<Record<string, never>>>[0]) {
    super(ctx);
    this.root.addChild(this.board);
  }

  protected draw(d: OverlayData): void {
    this.board.set(brandingLayout(d.broadcast, d.match, d.get, d.theme, d.teams));
  }

  private build(l: BrandingLayout, into: Container): void {
    const h = 640;
    const top = (1080 - h) / 2;
    const x0 = 160;
    const w = 1600;
    const c = l.colours;
    into.addChild(rect(x0, top, h, h, c.bg));
    into.addChild(rect(x0, top + h - 12, h, 12, c.accent));
    if (c.logo) {
      const logo = new ImageBox(c.logo, h - 120, h - 120, this.ctx.invalidate);
      logo.position.set(x0 + 60, top + 54);
      into.addChild(logo);
    }
    const rx = x0 + h;
    const rw = w - h;
    into.addChild(rect(rx, top, rw, h, INK));
    const tx = rx + 64;
    const tw = rw - 112;
    // Without designers the code and name sit in the middle of the panel.
    const dy = l.designers.length ? 0 : 60;
    into.addChild(place(fitted(l.code.toUpperCase(), tw, display(200, c.accent === "#ffffff" ? "#ffffff" : c.accent)), tx, top + 160 + dy));
    into.addChild(rect(tx, top + 290 + dy, 120, 8, c.bg === INK ? c.accent : c.bg));
    into.addChild(place(fitted(l.name.toUpperCase(), tw, display(72, "#ffffff", "500")), tx, top + 370 + dy));
    if (l.designers.length) {
      into.addChild(
        place(fitted(l.designers.length > 1 ? "BRAND DESIGNERS" : "BRAND DESIGNER", tw, text(22, "#9fb0c8", "800")), tx, top + 480),
      );
      into.addChild(place(fitted(l.designers.join(", "), tw, text(34, "#ffffff", "600")), tx, top + 528));
    }
  }
}

export const branding = defineScene(brandingRoute, {
  create: (ctx) => new BrandingScene(ctx),
  needs: (_o, { broadcast, get }) => brandingNeeds(broadcast, get),
});
