import { gsap } from "gsap";
import { Container, Graphics } from "pixi.js";
import { podcastGuests, type GuestCard } from "../../domain/podcastGuests.ts";
import type { ResolvedTheme } from "../../domain/theme.ts";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, color, fitText } from "../../engine/ui.ts";
import { Portrait, portraitColours } from "../shared/silhouette.ts";
import { INK, body, heading } from "../shared/widgets.ts";
import { gridBoxes, sideBoxes, type GuestBox } from "./layout.ts";

export type PodcastMode = "grid" | "sides";

/** One guest: the cam's frame (the cam itself is a DOM frame underneath), its name card, its plate. */
class GuestTile extends Container {
  readonly card = new Container();

  constructor(g: GuestCard, b: GuestBox, theme: ResolvedTheme, invalidate: () => void) {
    super();
    // The name card fills the cam's box until its feed arrives: the guest's picture (or a silhouette) on the theme.
    const cardBg = new Graphics();
    box(cardBg, b.x, b.y, b.w, b.h, theme.background);
    this.card.addChild(cardBg);
    const d = Math.round(b.h * 0.62);
    const portrait = new Portrait(d, d, true, invalidate);
    portrait.position.set(b.x + (b.w - d) / 2, b.y + (b.h - d) / 2);
    portrait.set({ attachment: g.headshotId, url: g.avatarUrl }, portraitColours(theme));
    const ring = new Graphics().circle(b.x + b.w / 2, b.y + b.h / 2, d / 2 + 3).stroke({ color: color(theme.accent), width: 6 });
    this.card.addChild(portrait, ring);
    // The frame and the plate share the cam's width: one solid block.
    const frame = new Graphics();
    const edge = 4;
    box(frame, b.x, b.y, b.w, edge, theme.accent);
    box(frame, b.x, b.y + b.h - edge, b.w, edge, theme.accent);
    box(frame, b.x, b.y, edge, b.h, theme.accent);
    box(frame, b.x + b.w - edge, b.y, edge, b.h, theme.accent);
    box(frame, b.x, b.y + b.h, b.w, b.plate, INK);
    box(frame, b.x, b.y + b.h, 8, b.plate, theme.accent);
    const name = heading(Math.round(b.plate * 0.55));
    name.text = g.name.toUpperCase();
    name.anchor.set(0, 0.5);
    name.position.set(b.x + 28, b.y + b.h + b.plate / 2);
    const pron = body(Math.max(20, Math.round(b.plate * 0.36)), "600");
    pron.text = g.pronouns ?? "";
    pron.visible = !!g.pronouns;
    pron.style.fill = theme.accent === INK ? theme.textOnTheme : theme.accent;
    pron.anchor.set(1, 0.5);
    pron.position.set(b.x + b.w - 24, b.y + b.h + b.plate / 2);
    fitText(pron, b.w * 0.3);
    fitText(name, b.w - 52 - (g.pronouns ? pron.width + 24 : 0));
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
    const tl = gsap.timeline({ paused: true }).fromTo(this.root, { alpha: 0 }, { alpha: 1, duration: 0.3, ease: "power2.out" });
    // The tiles follow each other, all in within the 700 ms an entrance may take.
    const step = Math.min(0.08, 0.2 / Math.max(1, this.tiles.length - 1));
    this.tiles.forEach((t, i) => tl.fromTo(t, { alpha: 0, y: 30 }, { alpha: 1, y: 0, duration: 0.45, ease: "power3.out" }, step * i));
    return tl;
  }

  override destroy(): void {
    this.stopDom();
    this.ctx.dom.clear();
    super.destroy();
  }
}
