import { gsap } from "gsap";
import { Container, Graphics } from "pixi.js";
import { breakPanelAt, type BreakPanel, type BreakState } from "../../domain/breakRotation.ts";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { bindCountdown } from "../shared/Countdown.ts";
import { nextMatchOf, scheduleOf } from "../shared/fillerSchedule.ts";
import { breakTitleOf } from "../shared/fillerTitle.ts";
import { INK, MatchRow, body, heading } from "../shared/widgets.ts";
import { BreakPanels } from "./panels.ts";
import { TICKER_LABEL, tickerLine } from "./ticker.ts";

export interface BreakOptions {
  secondary: boolean;
  interval: number;
}

/**
 * Title bar with the countdown, a rotating main panel (break_display, or break_automation
 * when Automated), the next match, and a headline ticker. With `secondary`, the schedule
 * and the next match come from the matches toggled Secondary.
 */
export class BreakScene extends Scene<BreakOptions> {
  private readonly frame = new Graphics();
  private readonly logo: Logo;
  private readonly title = heading(64);
  private readonly countdown = heading(72);
  private readonly upNext = body(22, "800");
  private readonly next: MatchRow;
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
    this.logo = new Logo(130, ctx.invalidate);
    this.logo.position.set(70, 40);
    this.title.anchor.set(0, 0.5);
    this.title.position.set(230, 105);
    this.countdown.anchor.set(0.5);
    this.countdown.position.set(1670, 105);
    this.top.addChild(this.frame, this.logo, this.title, this.countdown);
    this.panels = new BreakPanels(1220, 720, ctx.invalidate);
    this.panels.position.set(60, 210);
    this.upNext.position.set(1320, 230);
    this.next = new MatchRow(540, 90, ctx.invalidate);
    this.next.position.set(1320, 280);
    this.ticker.anchor.set(0, 0.5);
    this.ticker.position.set(240, 1000);
    this.tickerLabel.anchor.set(0.5);
    this.tickerLabel.position.set(130, 1000);
    this.tickerLabel.text = TICKER_LABEL;
    this.root.addChild(this.top, this.panels, this.upNext, this.next, this.tickerBar, this.tickerLabel, this.ticker);
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
    const shown = this.panels.show(panel, d, breakTitleOf(d, this.ctx) ?? "");
    if (changed && this.data === data && !force) gsap.fromTo(shown, { alpha: 0 }, { alpha: 1, duration: 0.6 });
    this.ctx.invalidate();
  }

  /** The headline bar; with no headline, no bar, label or text at all. */
  private drawTicker(d: OverlayData): void {
    const line = tickerLine(d.headlines, this.headline);
    this.tickerBar.visible = this.tickerLabel.visible = this.ticker.visible = line !== null;
    redraw(this.tickerBar, [d.theme.accent, d.theme.textOnAccent], (f) => {
      box(f, 40, 970, 1840, 60, INK, 0.92);
      box(f, 40, 970, 180, 60, d.theme.accent);
    });
    this.tickerLabel.style.fill = d.theme.textOnAccent;
    setText(this.ticker, line ?? "");
    fitText(this.ticker, 1600);
  }

  protected draw(d: OverlayData): void {
    redraw(this.frame, [d.theme.background, d.theme.accent], (f) => {
      box(f, 40, 30, 1840, 150, d.theme.background, 0.97);
      box(f, 1480, 30, 400, 150, d.theme.accent);
    });
    this.logo.set(d.theme.logoId);
    this.title.style.fill = d.theme.textOnTheme;
    this.countdown.style.fill = d.theme.textOnAccent;
    setText(this.title, (breakTitleOf(d, this.ctx) ?? d.event?.name ?? "").toUpperCase());
    fitText(this.title, 1220);
    this.refreshCountdown();
    const next = nextMatchOf(d, this.ctx.options.secondary);
    this.upNext.visible = this.next.visible = !!next;
    setText(this.upNext, "UP NEXT");
    this.upNext.style.fill = d.theme.accent;
    if (next) this.next.set(next, d.theme, false, true);
    this.drawTicker(d);
    this.rotate(d, true);
  }
}
