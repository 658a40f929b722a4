import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { breakTextRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, fitText, setText } from "../../engine/ui.ts";
import { breakTitleOf } from "../shared/fillerTitle.ts";
import { heading } from "../shared/widgets.ts";

/** The event logo and the break title, centred on a transparent frame. */
class BreakTextScene extends Scene {
  private readonly logo: Logo;
  private readonly title = heading(110);
  private readonly sub = heading(44, "500");
  constructor(ctx: ConstructorParameters<typeof Scene>[0]) {
    super(ctx);
    this.logo = new Logo(320, ctx.invalidate);
    this.logo.position.set(960 - 160, 170);
    this.title.anchor.set(0.5);
    this.title.position.set(960, 640);
    this.sub.anchor.set(0.5);
    this.sub.position.set(960, 740);
    this.title.style.dropShadow = { color: 0x000000, alpha: 0.6, blur: 8, distance: 4, angle: Math.PI / 2 };
    this.root.addChild(this.logo, this.title, this.sub);
  }
  protected draw(d: OverlayData): void {
    this.logo.set(d.theme.logoId);
    setText(this.title, (breakTitleOf(d, this.ctx) ?? "").toUpperCase());
    fitText(this.title, 1700);
    setText(this.sub, (this.ctx.shared.subtitle ?? d.event?.name ?? "").toUpperCase());
    this.sub.style.fill = d.theme.accent;
  }
}

export const breakText = defineScene(breakTextRoute, { create: (ctx) => new BreakTextScene(ctx) });
