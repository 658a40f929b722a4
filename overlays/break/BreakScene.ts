import { gsap } from "gsap";
import { Container, Graphics, type Text } from "pixi.js";
import { breakPanelAt, type BreakPanel, type BreakState } from "../../domain/breakRotation.ts";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { bindCountdown } from "../shared/Countdown.ts";
import { liveCallOf, scheduleOf, upNextOf, type CalledUp } from "../shared/fillerSchedule.ts";
import { breakTitleOf } from "../shared/fillerTitle.ts";
import { MatchLine } from "../shared/fillerMatchLine.ts";
import { INK, body, heading } from "../shared/widgets.ts";
import { BREAK, SIDE_BLOCK_H, SIDE_ROW_H } from "./layout.ts";
import { BreakPanels } from "./panels.ts";
import { TICKER_LABEL, tickerLine } from "./ticker.ts";

export interface BreakOptions {
  secondary: boolean;
  interval: number;
}

const { bar, main, side, ticker } = BREAK;

/** A labelled match in the side column: UP NEXT, LIVE NOW or FINAL over its row. */
class SideMatch extends Container {
  private readonly billing: Text = body(22, "800");
  private readonly row: MatchLine;
  constructor(invalidate: () => void) {
    super();
    this.row = new MatchLine(side.w, SIDE_ROW_H, invalidate);
    this.row.y = 44;
    this.addChild(this.billing, this.row);
  }
  set(call: CalledUp | null, d: OverlayData): void {
    this.visible = !!call;
    if (!call) return;
    setText(this.billing, call.billing);
    this.billing.style.fill = d.theme.accent;
    this.row.set(call.match, d.theme, call.billing !== "UP NEXT", true);
  }
}

/**
 * Title bar with the countdown, a rotating main panel (break_display, or break_automation
 * when Automated), the match up next (and the live one, when the main panel does not show
 * it), and a headline ticker. With `secondary`, the schedule and the next match come from
 * the matches toggled Secondary.
 */
export class BreakScene extends Scene<BreakOptions> {
  private readonly frame = new Graphics();
  private readonly logo: Logo;
  private readonly title = heading(64);
  private readonly countdown = heading(72);
  private readonly next: SideMatch;
  private readonly live: SideMatch;
  private readonly panels: BreakPanels;
  private readonly ticker = body(28, "600");
  private readonly tickerBar = new Graphics();
  private readonly tickerLabel = heading(28);
  private readonly top = new Container();
  private panel: BreakPanel | null = null;
  private headline = 0;
  private readonly refreshCountdown: () => void;

  constructor(ctx: ConstructorParameters<typeof Scene<BreakOptions>>[0]) {
    super(ctx);
    this.logo = new Logo(BREAK.logo, ctx.invalidate);
    this.logo.position.set(bar.x + 16, bar.y + (bar.h - BREAK.logo) / 2);
    this.title.anchor.set(0, 0.5);
    this.title.position.set(bar.x + BREAK.logo + 40, bar.y + bar.h / 2);
    this.countdown.anchor.set(0.5);
    this.countdown.position.set(bar.x + bar.w - BREAK.countdownW / 2, bar.y + bar.h / 2);
    this.top.addChild(this.frame, this.logo, this.title, this.countdown);
    this.panels = new BreakPanels(main.w, main.h, ctx.invalidate);
    this.panels.position.set(main.x, main.y);
    this.next = new SideMatch(ctx.invalidate);
    this.next.position.set(side.x, side.y);
    this.live = new SideMatch(ctx.invalidate);
    this.live.position.set(side.x, side.y + SIDE_BLOCK_H);
    this.ticker.anchor.set(0, 0.5);
    this.ticker.position.set(ticker.x + BREAK.tickerLabelW + 20, ticker.y + ticker.h / 2);
    this.tickerLabel.anchor.set(0.5);
    this.tickerLabel.position.set(ticker.x + BREAK.tickerLabelW / 2, ticker.y + ticker.h / 2);
    this.tickerLabel.text = TICKER_LABEL;
    this.root.addChild(this.top, this.panels, this.next, this.live, this.tickerBar, this.tickerLabel, this.ticker);
    this.refreshCountdown = bindCountdown(ctx, this.countdown, () => this.data);
    // Panel rotation and headlines are checked once a second; a frame is drawn only on change.
    ctx.every(1000, () => this.data && this.rotate(this.data));
    ctx.every(Math.max(2000, ctx.options.interval), () => {
      if (!this.data || this.data.headlines.length < 2) return;
      this.headline = (this.headline + 1) % this.data.headlines.length;
      this.drawTicker(this.data);
      gsap.fromTo(this.ticker, { alpha: 0 }, { alpha: 1, duration: 0.5 });
      ctx.invalidate();
    });
  }

  /** The data with the schedule this break shows (the `secondary` option). */
  private view(d: OverlayData): OverlayData {
    return this.ctx.options.secondary ? { ...d, schedule: scheduleOf(d, true) } : d;
  }

  private rotate(data: OverlayData, force = false): void {
    const d = this.view(data);
    const panel = breakPanelAt(d.broadcast as BreakState, this.ctx.now());
    if (panel === this.panel && !force) return;
    const changed = panel !== this.panel;
    this.panel = panel;
    const shown = this.panels.show(panel, d, breakTitleOf(d, this.ctx) ?? "", liveCallOf(d) ?? upNextOf(data, this.ctx.options.secondary));
    this.drawSide(data);
    if (changed && this.data === data && !force) gsap.fromTo(shown, { alpha: 0 }, { alpha: 1, duration: 0.6, ease: "power2.out" });
    this.ctx.invalidate();
  }

  /** What is up next, and the live match as it stands unless the main panel already shows it. */
  private drawSide(d: OverlayData): void {
    const next = upNextOf(d, this.ctx.options.secondary);
    const live = liveCallOf(d);
    this.next.set(next, d);
    this.live.set(this.panel !== "Matchup" && live && live.match.id !== next?.match.id ? live : null, d);
  }

  /** The headline bar; with no headline, no bar, label or text at all. */
  private drawTicker(d: OverlayData): void {
    const line = tickerLine(d.headlines, this.headline);
    this.tickerBar.visible = this.tickerLabel.visible = this.ticker.visible = line !== null;
    redraw(this.tickerBar, [d.theme.accent, d.theme.textOnAccent], (f) => {
      box(f, ticker.x, ticker.y, ticker.w, ticker.h, INK);
      box(f, ticker.x, ticker.y, BREAK.tickerLabelW, ticker.h, d.theme.accent);
    });
    this.tickerLabel.style.fill = d.theme.textOnAccent;
    setText(this.ticker, line ?? "");
    fitText(this.ticker, ticker.w - BREAK.tickerLabelW - 40);
  }

  protected draw(d: OverlayData): void {
    redraw(this.frame, [d.theme.background, d.theme.accent], (f) => {
      box(f, bar.x, bar.y, bar.w, bar.h, d.theme.background);
      box(f, bar.x + bar.w - BREAK.countdownW, bar.y, BREAK.countdownW, bar.h, d.theme.accent);
    });
    this.logo.set(d.theme.logoId);
    this.title.style.fill = d.theme.textOnTheme;
    this.countdown.style.fill = d.theme.textOnAccent;
    setText(this.title, (breakTitleOf(d, this.ctx) ?? d.event?.name ?? "").toUpperCase());
    fitText(this.title, bar.w - BREAK.countdownW - BREAK.logo - 80);
    this.refreshCountdown();
    this.drawTicker(d);
    this.rotate(d, true);
  }
}
