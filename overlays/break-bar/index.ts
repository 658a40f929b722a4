import { Graphics } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { breakBarRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { bindCountdown } from "../shared/Countdown.ts";
import { nextMatchOf } from "../shared/fillerSchedule.ts";
import { breakTitleOf } from "../shared/fillerTitle.ts";
import { INK, MatchRow, body, heading } from "../shared/widgets.ts";

/** A lower-third bar: logo, title, next match, countdown. */
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
    this.logo.position.set(60, 900);
    this.title.position.set(190, 900);
    this.sub.position.set(190, 962);
    this.next = new MatchRow(620, 80, ctx.invalidate);
    this.next.position.set(880, 910);
    this.countdown.anchor.set(0.5);
    this.countdown.position.set(1700, 950);
    this.root.addChild(this.bg, this.logo, this.title, this.sub, this.next, this.countdown);
    this.refresh = bindCountdown(ctx, this.countdown, () => this.data);
  }

  protected draw(d: OverlayData): void {
    redraw(this.bg, [d.theme.accent, d.theme.background], (g) => {
      box(g, 40, 890, 1840, 120, INK, 0.94);
      box(g, 40, 890, 1840, 6, d.theme.accent);
      box(g, 1540, 896, 340, 114, d.theme.background);
    });
    this.countdown.style.fill = d.theme.textOnTheme;
    this.logo.set(d.theme.logoId);
    setText(this.title, (breakTitleOf(d, this.ctx) ?? "").toUpperCase());
    fitText(this.title, 660);
    setText(this.sub, (this.ctx.shared.subtitle ?? d.event?.name ?? "").toUpperCase());
    this.sub.style.fill = d.theme.accent;
    const next = nextMatchOf(d, false);
    this.next.visible = !!next;
    if (next) this.next.set(next, d.theme, false, true);
    this.refresh();
  }
}

export const breakBar = defineScene(breakBarRoute, { create: (ctx) => new BreakBarScene(ctx) });
