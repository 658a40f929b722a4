import { Graphics } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { breakBarRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { bindCountdown } from "../shared/Countdown.ts";
import { upNextOf } from "../shared/fillerSchedule.ts";
import { breakTitleOf } from "../shared/fillerTitle.ts";
import { INK, MatchRow, body, heading } from "../shared/widgets.ts";

/** The bar, inside the graphics-safe area (96 px left and right, 54 px from the bottom). */
const BAR = { x: 96, y: 886, w: 1728, h: 140 };
const COUNTDOWN_W = 320;

/** A lower-third bar: logo, title, the match up next (the one answer of `upNextOf`), countdown. */
class BreakBarScene extends Scene {
  private readonly bg = new Graphics();
  private readonly logo: Logo;
  private readonly title = heading(46);
  private readonly sub = body(20, "800");
  private readonly next: MatchRow;
  private readonly countdown = heading(56);
  private readonly refresh: () => void;

  constructor(ctx: ConstructorParameters<typeof Scene>[0]) {
    super(ctx);
    this.logo = new Logo(100, ctx.invalidate);
    this.logo.position.set(BAR.x + 16, BAR.y + 26);
    this.title.position.set(BAR.x + 136, BAR.y + 18);
    this.sub.position.set(BAR.x + 136, BAR.y + 86);
    this.next = new MatchRow(620, 90, ctx.invalidate);
    this.next.position.set(BAR.x + BAR.w - COUNTDOWN_W - 24 - 620, BAR.y + 25);
    this.countdown.anchor.set(0.5);
    this.countdown.position.set(BAR.x + BAR.w - COUNTDOWN_W / 2, BAR.y + BAR.h / 2 + 3);
    this.root.addChild(this.bg, this.logo, this.title, this.sub, this.next, this.countdown);
    this.refresh = bindCountdown(ctx, this.countdown, () => this.data);
  }

  protected draw(d: OverlayData): void {
    redraw(this.bg, [d.theme.accent, d.theme.background], (g) => {
      box(g, BAR.x, BAR.y, BAR.w, BAR.h, INK);
      box(g, BAR.x, BAR.y, BAR.w, 6, d.theme.accent);
      box(g, BAR.x + BAR.w - COUNTDOWN_W, BAR.y + 6, COUNTDOWN_W, BAR.h - 6, d.theme.background);
    });
    this.countdown.style.fill = d.theme.textOnTheme;
    this.logo.set(d.theme.logoId);
    setText(this.title, (breakTitleOf(d, this.ctx) ?? "").toUpperCase());
    fitText(this.title, 620);
    setText(this.sub, (this.ctx.shared.subtitle ?? d.event?.name ?? "").toUpperCase());
    this.sub.style.fill = d.theme.accent;
    fitText(this.sub, 620);
    const next = upNextOf(d, false);
    this.next.visible = !!next;
    if (next) this.next.set(next.match, d.theme, next.billing !== "UP NEXT", true, next.billing);
    this.refresh();
  }
}

export const breakBar = defineScene(breakBarRoute, { create: (ctx) => new BreakBarScene(ctx) });
