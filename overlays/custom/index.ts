import { Graphics } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { heading } from "../shared/widgets.ts";
import { CUSTOM_FRAME as F, customTitle, customWindow } from "./layout.ts";
import { customRoute } from "./options.ts";
import { breakTitleOf } from "../shared/fillerTitle.ts";

/** A titled frame in the theme's colours around a transparent window for external content. */
class CustomScene extends Scene {
  private readonly frame = new Graphics();
  private readonly logo: Logo;
  private readonly title = heading(52);
  constructor(ctx: ConstructorParameters<typeof Scene>[0]) {
    super(ctx);
    this.logo = new Logo(76, ctx.invalidate);
    this.logo.position.set(F.x + 14, F.y + 10);
    this.title.anchor.set(0, 0.5);
    this.root.addChild(this.frame, this.logo, this.title);
  }
  protected draw(d: OverlayData): void {
    const title = customTitle(this.ctx.shared.title, breakTitleOf(d, this.ctx));
    const win = customWindow(!!title);
    const t = d.theme;
    redraw(this.frame, [t.background, t.accent, win.y], (g) => {
      // Four sides around the window, so it stays transparent.
      box(g, F.x, F.y, F.w, win.y - F.y, t.background);
      box(g, F.x, win.y + win.h, F.w, F.border, t.background);
      box(g, F.x, win.y, F.border, win.h, t.background);
      box(g, win.x + win.w, win.y, F.border, win.h, t.background);
      box(g, win.x, win.y, win.w, 4, t.accent);
    });
    this.logo.visible = this.title.visible = !!title;
    this.logo.set(title ? t.logoId : null);
    this.title.style.fill = t.textOnTheme;
    setText(this.title, title.toUpperCase());
    this.title.position.set(F.x + (t.logoId ? 110 : 32), F.y + F.titleH / 2);
    fitText(this.title, F.w - 160);
  }
}

export const custom = defineScene(customRoute, { create: (ctx) => new CustomScene(ctx) });
