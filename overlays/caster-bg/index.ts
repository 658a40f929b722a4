import { gsap } from "gsap";
import { FillGradient, Graphics } from "pixi.js";
import { previousAndNext } from "../../domain/mapLineup.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, color, fitText, redraw, setText } from "../../engine/ui.ts";
import { framedImage, type FittedImage } from "../shared/image.ts";
import { liveLineup } from "../shared/mapTile.ts";
import { body, heading } from "../shared/widgets.ts";
import { casterBg } from "./layout.ts";
import { casterBgRoute } from "./options.ts";

type Opts = { map?: string; video: boolean };
const FULL = { x: 0, y: 0, w: 1920, h: 1080 };

/**
 * Full-frame desk background: the next map's art (a video in the DOM layer when it has one)
 * under a wash of the theme's colours, with the map's name and the event logo low in the frame.
 */
class CasterBgScene extends Scene<Opts> {
  private readonly base = new Graphics();
  private readonly picture: FittedImage;
  private readonly wash = new Graphics();
  private readonly label = body(24, "800");
  private readonly name = heading(84);
  private readonly logo: Logo;

  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.picture = framedImage(FULL, "cover", ctx.invalidate);
    this.logo = new Logo(140, ctx.invalidate);
    this.logo.position.set(1920 - 96 - 140, 1080 - 54 - 140);
    this.label.position.set(96, 856);
    this.name.anchor.set(0, 0);
    this.name.position.set(96, 886);
    this.root.addChild(this.base, this.picture, this.wash, this.label, this.name, this.logo);
  }

  protected draw(d: OverlayData): void {
    const bg = casterBg(d, previousAndNext(liveLineup(d)).next, this.ctx.options);
    const t = d.theme;
    redraw(this.base, [t.background, t.dark], (g) => box(g, 0, 0, 1920, 1080, t.background));
    this.picture.set(bg.video ? null : bg.image);
    this.ctx.dom.set(bg.video ? [{ key: "caster-bg", url: bg.video, ...FULL, video: { fit: "cover", muted: true } }] : []);
    // With a video under the canvas the wash must not hide it: only the lower gradient stays.
    const video = !!bg.video;
    redraw(this.wash, [t.background, t.accent, video, !!bg.image], (g) => {
      if (!video) {
        const side = new FillGradient({
          type: "linear",
          start: { x: 0, y: 0 },
          end: { x: 1, y: 0 },
          colorStops: [
            { offset: 0, color: withAlpha(t.background, bg.image ? 0.75 : 1) },
            { offset: 1, color: withAlpha(t.background, bg.image ? 0.25 : 0.85) },
          ],
          textureSpace: "local",
        });
        g.rect(0, 0, 1920, 1080).fill(side);
      }
      const low = new FillGradient({
        type: "linear",
        start: { x: 0, y: 0 },
        end: { x: 0, y: 1 },
        colorStops: [
          { offset: 0, color: withAlpha(t.background, 0) },
          { offset: 1, color: withAlpha(t.background, 0.95) },
        ],
        textureSpace: "local",
      });
      g.rect(0, 620, 1920, 460).fill(low);
      // Theme accents: a slanted band and the base line.
      g.poly([1320, 0, 1520, 0, 1120, 1080, 920, 1080]).fill({ color: color(t.accent), alpha: 0.08 });
      box(g, 0, 1072, 1920, 8, t.accent);
    });
    this.label.style.fill = t.accent;
    this.label.visible = !!bg.label;
    setText(this.label, (bg.label ?? "").toUpperCase());
    this.name.style.fill = t.textOnTheme;
    this.name.visible = !!bg.name;
    setText(this.name, (bg.name ?? "").toUpperCase());
    fitText(this.name, 1300);
    this.logo.set(t.logoId);
  }

  override in(): gsap.core.Timeline {
    return gsap
      .timeline({ paused: true })
      .fromTo(this.root, { alpha: 0 }, { alpha: 1, duration: 0.6, ease: "power2.out" })
      .fromTo([this.label, this.name], { x: 40, alpha: 0 }, { x: 96, alpha: 1, duration: 0.45, ease: "power3.out", stagger: 0.08 }, 0.15);
  }

  override destroy(): void {
    this.ctx.dom.clear();
    super.destroy();
  }
}

/** "#rrggbb" with an alpha, as a CSS colour the gradient takes. */
function withAlpha(hex: string, a: number): string {
  const n = color(hex);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${a})`;
}

export const casterBackground = defineScene(casterBgRoute, {
  needs: (o, { broadcast, get }) => {
    const live = get(broadcast.live_match?.[0], "Matches");
    const maps = (live?.maps ?? []).flatMap((id) => get(id, "Maps")?.map ?? []);
    return [...maps, ...(o.map ? (get(broadcast.event?.[0], "Events")?.map_pool ?? []) : [])];
  },
  create: (ctx) => new CasterBgScene(ctx),
});
