import { Graphics } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { scheduleOf, upNextOf } from "../shared/fillerSchedule.ts";
import { breakTitleOf } from "../shared/fillerTitle.ts";
import { bindCountdown } from "../shared/Countdown.ts";
import { MatchLine } from "../shared/fillerMatchLine.ts";
import { ScheduleList } from "../shared/fillerScheduleList.ts";
import { SponsorRotator, sponsorNeeds, sponsorsOf } from "../shared/fillerSponsors.ts";
import { body, heading } from "../shared/widgets.ts";
import { SPONSOR_MS } from "../sponsors/layout.ts";
import { lBarLayout } from "./layout.ts";
import { lBarRoute } from "./options.ts";

type Opts = { sponsors: boolean; sponsorAnim: boolean; secondary: boolean };

const L = lBarLayout();
const C = L.columnContent;
const B = L.barContent;
const CD_W = 380;

/**
 * The L-shaped frame: a transparent 16:9 window for the game or desk; to its right the
 * event logo, the break title and the schedule; under it the next match and the countdown;
 * the sponsors rotating in the corner with `sponsors`.
 */
class LBarScene extends Scene<Opts> {
  private readonly frame = new Graphics();
  private readonly logo: Logo;
  private readonly title = heading(48);
  private readonly list: ScheduleList;
  private readonly nextLabel = body(24, "800");
  private readonly next: MatchLine;
  private readonly eventName = heading(56);
  private readonly cdLabel = body(22, "800");
  private readonly countdown = heading(76);
  private readonly sponsors: SponsorRotator;
  private readonly refresh: () => void;

  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.logo = new Logo(150, ctx.invalidate);
    this.logo.position.set(C.x + (C.w - 150) / 2, C.y);
    this.title.anchor.set(0.5, 0);
    this.title.position.set(C.x + C.w / 2, C.y + 166);
    this.list = new ScheduleList(C.w, C.h - 250, ctx.invalidate, 64, 0, true);
    this.list.position.set(C.x, C.y + 250);
    this.nextLabel.position.set(B.x, B.y);
    this.next = new MatchLine(B.w - CD_W - 40, 110, ctx.invalidate);
    this.next.position.set(B.x, B.y + 44);
    this.eventName.anchor.set(0, 0.5);
    this.eventName.position.set(B.x, B.y + 77);
    this.cdLabel.anchor.set(0.5, 0);
    this.cdLabel.position.set(B.x + B.w - CD_W / 2, B.y + 6);
    this.countdown.anchor.set(0.5);
    this.countdown.position.set(B.x + B.w - CD_W / 2, B.y + 96);
    this.sponsors = new SponsorRotator(L.corner.w, L.corner.h, ctx.invalidate, ctx.options.sponsorAnim);
    this.sponsors.position.set(L.corner.x, L.corner.y);
    this.root.addChild(
      this.frame,
      this.logo,
      this.title,
      this.list,
      this.nextLabel,
      this.next,
      this.eventName,
      this.cdLabel,
      this.countdown,
      this.sponsors,
    );
    this.refresh = bindCountdown(ctx, this.countdown, () => this.data);
    if (ctx.options.sponsors) ctx.every(SPONSOR_MS, () => this.sponsors.next());
  }

  protected draw(d: OverlayData): void {
    const t = d.theme;
    redraw(this.frame, [t.background, t.accent], (g) => {
      box(g, L.column.x, 0, L.column.w, 1080, t.background);
      box(g, 0, L.bar.y, L.bar.w, L.bar.h, t.background);
      box(g, L.win.w, 0, 6, L.win.h + 6, t.accent);
      box(g, 0, L.win.h, L.win.w, 6, t.accent);
      box(g, B.x + B.w - CD_W, B.y, CD_W, 154, t.accent);
    });
    this.logo.set(t.logoId);
    this.title.style.fill = t.textOnTheme;
    setText(this.title, (breakTitleOf(d, this.ctx) ?? "").toUpperCase());
    fitText(this.title, C.w);
    const matches = scheduleOf(d, this.ctx.options.secondary);
    this.list.set(d, "", matches);
    const next = upNextOf(d, this.ctx.options.secondary);
    this.nextLabel.visible = this.next.visible = !!next;
    this.nextLabel.style.fill = t.accent;
    setText(this.nextLabel, next?.billing ?? "");
    if (next) this.next.set(next.match, t, false, false);
    // With no match to call up, the bar carries the event's name instead.
    this.eventName.visible = !next;
    this.eventName.style.fill = t.textOnTheme;
    setText(this.eventName, next ? "" : (d.event?.name ?? "").toUpperCase());
    fitText(this.eventName, B.w - CD_W - 40);
    this.cdLabel.style.fill = this.countdown.style.fill = t.textOnAccent;
    setText(this.cdLabel, d.broadcast.countdown_end == null ? "LOCAL TIME" : "BACK IN");
    this.refresh();
    this.sponsors.set(this.ctx.options.sponsors ? sponsorsOf(d) : [], t.textOnTheme);
  }
}

export const lBar = defineScene(lBarRoute, {
  create: (ctx) => new LBarScene(ctx),
  needs: (o, input) => (o.sponsors ? sponsorNeeds(input) : []),
});
