import { gsap } from "gsap";
import { Container, Graphics, type Text } from "pixi.js";
import { initials, podcastGuests, type GuestCard } from "../../domain/podcastGuests.ts";
import type { ResolvedTheme } from "../../domain/theme.ts";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, color, fitText, imageUrl } from "../../engine/ui.ts";
import { framedImage } from "../shared/image.ts";
import { body, heading } from "../shared/widgets.ts";
import { gridBoxes, sideBoxes, type GuestBox } from "./layout.ts";

export type PodcastMode = "grid" | "sides";

/** One guest: the cam's frame (the cam itself is a DOM frame underneath), its name card, its plate. */
class GuestTile extends Container {
  readonly card = new Container();
  private readonly texts: Text[] = [];

  constructor(g: GuestCard, b: GuestBox, theme: ResolvedTheme, invalidate: () => void) {
    super();
    const frame = new Graphics();
    // The name card fills the cam's box until its feed arrives: a picture (or initials) on the theme.
    const cardBg = new Graphics();
    box(cardBg, b.x, b.y, b.w, b.h, theme.background);
    cardBg.circle(b.x + b.w / 2, b.y + b.h / 2, b.h * 0.36).fill({ color: color(theme.accent), alpha: 0.18 });
    this.card.addChild(cardBg);
    const r = Math.round(b.h * 0.3);
    const initialsText = heading(Math.round(r * 0.9));
    initialsText.text = initials(g.name);
    initialsText.style.fill = theme.textOnTheme;
    initialsText.anchor.set(0.5);
    initialsText.position.set(b.x + b.w / 2, b.y + b.h / 2);
    this.card.addChild(initialsText);
    const picUrl = g.headshotId ? imageUrl(g.headshotId, 512) : g.avatarUrl;
    if (picUrl) {
      const pic = framedImage({ x: b.x + b.w / 2 - r, y: b.y + b.h / 2 - r, w: 2 * r, h: 2 * r }, "cover", () => {
        initialsText.visible = false;
        invalidate();
      });
      const mask = new Graphics().circle(b.x + b.w / 2, b.y + b.h / 2, r).fill(0xffffff);
      pic.mask = mask;
      pic.set(picUrl);
      this.card.addChild(pic, mask);
    }
    const ring = new Graphics().circle(b.x + b.w / 2, b.y + b.h / 2, r + 3).stroke({ color: color(theme.accent), width: 6 });
    this.card.addChild(ring);
    frame.rect(b.x, b.y, b.w, b.h).stroke({ color: color(theme.accent), width: 4, alignment: 1 });
    box(frame, b.x - 4, b.y + b.h, b.w + 8, b.plate, theme.background, 0.96);
    box(frame, b.x - 4, b.y + b.h, 8, b.plate, theme.accent);
    const name = heading(Math.round(b.plate * 0.55));
    name.text = g.name.toUpperCase();
    name.style.fill = theme.textOnTheme;
    name.anchor.set(0, 0.5);
    name.position.set(b.x + 24, b.y + b.h + b.plate / 2);
    const pron = body(Math.max(20, Math.round(b.plate * 0.36)), "600");
    pron.text = g.pronouns ?? "";
    pron.visible = !!g.pronouns;
    pron.style.fill = theme.accent;
    pron.anchor.set(1, 0.5);
    pron.position.set(b.x + b.w - 20, b.y + b.h + b.plate / 2);
    fitText(pron, b.w * 0.35);
    fitText(name, b.w - 48 - (g.pronouns ? pron.width + 24 : 0));
    this.texts.push(name, pron);
    this.addChild(this.card, frame, name, pron);
  }
}

/** Guest cams (podcast: a grid; podcast-sides: down both edges) with name cards until each feed arrives. */
export class PodcastScene extends Scene<{ rows?: number }> {
  private tiles: GuestTile[] = [];
  private keys: string[] = [];
  private drawn = "";
  private readonly stopDom: () => void;

  constructor(
    ctx: ConstructorParameters<typeof Scene<{ rows?: number }>>[0],
    private readonly mode: PodcastMode,
  ) {
    super(ctx);
    // A cam's card steps aside once its peer video view says it connected (engine/domLayer.ts, reveal "message").
    this.stopDom = ctx.dom.onChange(() => {
      this.showFeeds();
      ctx.invalidate();
    });
  }

  protected draw(d: OverlayData): void {
    const guests = podcastGuests(d.guests, d.broadcast.manual_guests, d.broadcast.player_cams);
    const boxes = this.mode === "sides" ? sideBoxes(guests.length) : gridBoxes(guests.length, this.ctx.options.rows || undefined);
    this.ctx.dom.set(
      guests.flatMap((g, i) =>
        g.camUrl
          ? [{ key: g.key, url: g.camUrl, x: boxes[i].x, y: boxes[i].y, w: boxes[i].w, h: boxes[i].h, reveal: "message" as const }]
          : [],
      ),
    );
    // Tiles are built again only when what they show changed.
    const key = JSON.stringify([guests, boxes, d.theme]);
    if (key === this.drawn) return;
    this.drawn = key;
    this.tiles.forEach((t) => t.destroy({ children: true }));
    this.tiles = guests.map((g, i) => new GuestTile(g, boxes[i], d.theme, this.ctx.invalidate));
    this.keys = guests.map((g) => g.key);
    if (this.tiles.length) this.root.addChild(...this.tiles);
    this.showFeeds();
  }

  private showFeeds(): void {
    this.tiles.forEach((t, i) => (t.card.visible = !this.ctx.dom.isLive(this.keys[i])));
  }

  override in(): gsap.core.Timeline {
    const tl = gsap.timeline({ paused: true }).fromTo(this.root, { alpha: 0 }, { alpha: 1, duration: 0.4, ease: "power2.out" });
    this.tiles.forEach((t, i) => tl.fromTo(t, { alpha: 0, y: 30 }, { alpha: 1, y: 0, duration: 0.5, ease: "power3.out" }, 0.08 * i));
    return tl;
  }

  override destroy(): void {
    this.stopDom();
    this.ctx.dom.clear();
    super.destroy();
  }
}
