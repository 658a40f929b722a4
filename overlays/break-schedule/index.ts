import { Container, Graphics } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, color, fitText, redraw, setText } from "../../engine/ui.ts";
import { bindCountdown } from "../shared/Countdown.ts";
import { SponsorRotator, sponsorNeeds, sponsorsOf } from "../shared/fillerSponsors.ts";
import { ScheduleList } from "../shared/fillerScheduleList.ts";
import { breakTitleOf } from "../shared/fillerTitle.ts";
import { body, heading } from "../shared/widgets.ts";
import { SPONSOR_MS } from "../sponsors/layout.ts";
import { BREAK_SCHEDULE as L } from "./layout.ts";
import { breakScheduleRoute } from "./options.ts";

type Opts = { sponsors: boolean };

/** The left block's parts, from its top: logo, title, event name, countdown box, sponsors box. */
const LOGO_Y = 0;
const TITLE_Y = 250;
const EVENT_Y = 360;
const CD_Y = 450;
const SP_Y = 680;
const BLOCK_H = { plain: 650, sponsors: 890 };

/**
 * A full-frame break: the event logo, the break text and the countdown down the left
 * (sponsors under it with `sponsors`), the broadcast's schedule on the right.
 */
class BreakScheduleScene extends Scene<Opts> {
  private readonly bg = new Graphics();
  private readonly block = new Container();
  private readonly boxes = new Graphics();
  private readonly logo: Logo;
  private readonly title = heading(84);
  private readonly event = heading(36, "500");
  private readonly cdLabel = body(24, "800");
  private readonly countdown = heading(110);
  private readonly spLabel = body(22, "800");
  private readonly sponsors: SponsorRotator;
  private readonly list: ScheduleList;
  private readonly refresh: () => void;

  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.logo = new Logo(220, ctx.invalidate);
    this.logo.position.set(L.left.x, LOGO_Y);
    this.title.position.set(L.left.x, TITLE_Y);
    this.event.position.set(L.left.x, EVENT_Y);
    this.cdLabel.position.set(L.left.x + 32, CD_Y + 22);
    this.countdown.anchor.set(0, 0.5);
    this.countdown.position.set(L.left.x + 28, CD_Y + 120);
    this.spLabel.position.set(L.left.x + 32, SP_Y + 18);
    this.sponsors = new SponsorRotator(L.left.w - 64, 140, ctx.invalidate, true);
    this.sponsors.position.set(L.left.x + 32, SP_Y + 56);
    this.block.addChild(this.boxes, this.logo, this.title, this.event, this.cdLabel, this.countdown, this.spLabel, this.sponsors);
    this.list = new ScheduleList(L.right.w, L.bottom - L.top, ctx.invalidate, 96, 210);
    this.list.position.set(L.right.x, L.top);
    this.root.addChild(this.bg, this.block, this.list);
    this.refresh = bindCountdown(ctx, this.countdown, () => this.data);
    if (ctx.options.sponsors) ctx.every(SPONSOR_MS, () => this.sponsors.next());
  }

  protected draw(d: OverlayData): void {
    const t = d.theme;
    const sponsors = this.ctx.options.sponsors ? sponsorsOf(d) : [];
    redraw(this.bg, [t.background, t.alt], (g) => {
      box(g, 0, 0, 1920, 1080, t.background);
      g.poly([1240, 0, 1920, 0, 1920, 1080, 760, 1080]).fill({ color: color(t.alt), alpha: 0.18 });
    });
    redraw(this.boxes, [t.accent, sponsors.length > 0], (g) => {
      box(g, L.left.x, CD_Y, L.left.w, 200, t.accent);
      if (sponsors.length) box(g, L.left.x, SP_Y, L.left.w, 210, "#ffffff", 0.08, 8);
    });
    this.block.y = Math.round((1080 - (sponsors.length ? BLOCK_H.sponsors : BLOCK_H.plain)) / 2);
    this.logo.set(t.logoId);
    this.title.style.fill = t.textOnTheme;
    setText(this.title, (breakTitleOf(d, this.ctx) ?? "").toUpperCase());
    fitText(this.title, L.left.w);
    this.event.style.fill = t.accent;
    setText(this.event, (this.ctx.shared.subtitle ?? d.event?.name ?? "").toUpperCase());
    fitText(this.event, L.left.w);
    this.cdLabel.style.fill = this.countdown.style.fill = t.textOnAccent;
    setText(this.cdLabel, d.broadcast.countdown_end == null ? "LOCAL TIME" : "BACK IN");
    this.refresh();
    this.spLabel.visible = sponsors.length > 0;
    this.spLabel.style.fill = t.accent;
    setText(this.spLabel, "SUPPORTED BY");
    this.sponsors.set(sponsors, t.textOnTheme);
    const n = this.list.set(d, "Schedule", d.schedule);
    this.list.y = Math.max(L.top, Math.round((1080 - this.list.heightOf(n, true)) / 2));
  }
}

export const breakSchedule = defineScene(breakScheduleRoute, {
  create: (ctx) => new BreakScheduleScene(ctx),
  needs: (o, input) => (o.sponsors ? sponsorNeeds(input) : []),
});
