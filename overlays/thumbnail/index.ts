import { Graphics, type Text } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, color, fitText, redraw, setText } from "../../engine/ui.ts";
import { ScheduleList } from "../shared/fillerScheduleList.ts";
import { body, heading, sideName } from "../shared/widgets.ts";
import { thumbnailCaption, thumbnailMatch } from "./layout.ts";
import { thumbnailRoute } from "./options.ts";

type Opts = { schedule: boolean };

/**
 * A full-frame VOD thumbnail: the frame split on a slant in the two teams' colours, their
 * logos and names big, a VS, the event logo and the round. `schedule` shows the day's
 * schedule under the event's title instead.
 */
class ThumbnailScene extends Scene<Opts> {
  private readonly bg = new Graphics();
  private readonly eventLogo: Logo;
  private readonly logos: [Logo, Logo];
  private readonly names: [Text, Text] = [heading(84), heading(84)];
  private readonly vs = heading(150);
  private readonly caption = body(40, "800");
  private readonly title = heading(64);
  private readonly panel: ScheduleList | null = null;
  private readonly sub = heading(40, "500");

  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.eventLogo = new Logo(ctx.options.schedule ? 150 : 170, ctx.invalidate);
    this.logos = [new Logo(440, ctx.invalidate), new Logo(440, ctx.invalidate)];
    this.logos[0].position.set(190, 250);
    this.logos[1].position.set(1290, 250);
    this.names.forEach((t, i) => {
      t.anchor.set(0.5);
      t.position.set(i ? 1510 : 410, 790);
      t.style.dropShadow = { color: 0x000000, alpha: 0.5, blur: 6, distance: 3, angle: Math.PI / 2 };
    });
    this.vs.anchor.set(0.5);
    this.vs.position.set(960, 470);
    this.vs.style.dropShadow = { color: 0x000000, alpha: 0.6, blur: 10, distance: 4, angle: Math.PI / 2 };
    this.caption.anchor.set(0.5);
    this.caption.position.set(960, 960);
    this.title.anchor.set(0, 0.5);
    this.root.addChild(this.bg, this.eventLogo);
    if (ctx.options.schedule) {
      this.eventLogo.position.set(110, 70);
      this.title.position.set(300, 120);
      this.sub.position.set(300, 170);
      this.panel = new ScheduleList(1700, 760, ctx.invalidate, 120, 260);
      this.panel.position.set(110, 270);
      this.root.addChild(this.title, this.sub, this.panel);
    } else {
      this.eventLogo.position.set(960 - 85, 60);
      this.root.addChild(...this.logos, ...this.names, this.vs, this.caption);
    }
  }

  protected draw(d: OverlayData): void {
    const m = thumbnailMatch(d.match, d.schedule);
    this.eventLogo.set(d.theme.logoId);
    if (this.panel) {
      redraw(this.bg, [d.theme.background, d.theme.alt], (g) => {
        box(g, 0, 0, 1920, 1080, d.theme.background);
        g.poly([1300, 0, 1920, 0, 1920, 1080, 900, 1080]).fill({ color: color(d.theme.alt), alpha: 0.35 });
      });
      this.title.style.fill = d.theme.textOnTheme;
      setText(this.title, (this.ctx.shared.title ?? d.event?.name ?? "Schedule").toUpperCase());
      fitText(this.title, 1500);
      this.sub.style.fill = d.theme.accent;
      setText(this.sub, (this.ctx.shared.subtitle ?? "Today's matches").toUpperCase());
      const n = this.panel.set(d, "", d.schedule);
      this.panel.y = Math.max(260, Math.round(260 + (800 - this.panel.heightOf(n, false)) / 2));
      return;
    }
    const themes = [m?.teams[0]?.theme ?? d.theme, m?.teams[1]?.theme ?? d.theme];
    redraw(this.bg, [themes[0].background, themes[1].background, themes[0].accent, themes[1].accent, d.theme.accent], (g) => {
      g.poly([0, 0, 1060, 0, 860, 1080, 0, 1080]).fill({ color: color(themes[0].background) });
      g.poly([1060, 0, 1920, 0, 1920, 1080, 860, 1080]).fill({ color: color(themes[1].background) });
      g.poly([1040, 0, 1080, 0, 880, 1080, 840, 1080]).fill({ color: color(d.theme.accent) });
      box(g, 0, 900, 1920, 120, "#0b111c", 0.85);
    });
    ([0, 1] as const).forEach((i) => {
      this.logos[i].set(m?.teams[i]?.theme.logoId ?? null);
      this.names[i].style.fill = themes[i].textOnTheme;
      setText(this.names[i], m ? sideName(m, i).toUpperCase() : "");
      fitText(this.names[i], 760);
    });
    setText(this.vs, m ? (m.played && m.winner ? m.scoreText.join(" - ") : "VS") : "");
    this.caption.style.fill = d.theme.accent;
    setText(this.caption, (this.ctx.shared.subtitle ?? (m ? thumbnailCaption(m) : (d.event?.name ?? ""))).toUpperCase());
    fitText(this.caption, 1700);
  }
}

export const thumbnail = defineScene(thumbnailRoute, { create: (ctx) => new ThumbnailScene(ctx) });
