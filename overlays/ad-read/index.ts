import { gsap } from "gsap";
import { Container, Graphics } from "pixi.js";
import { nextAdRead, playableAdReads, type AdReadPlay } from "../../domain/adReads.ts";
import { resolveTheme } from "../../domain/theme.ts";
import { OneShot } from "../../engine/audio.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, color, fitText, imageUrl, setText } from "../../engine/ui.ts";
import { framedImage, type FittedImage } from "../shared/image.ts";
import { body, heading } from "../shared/widgets.ts";
import { adReadRoute } from "./options.ts";

type Opts = { delay: number; start: boolean };

/** The card: bottom right of the safe area. */
const W = 760;
const H = 528;
const X = 1824 - W;
const Y = 1026 - H;
const IMAGE = { x: 24, y: 104, w: W - 48, h: 400 };

/**
 * Ad reads (broadcast.ad_reads): when the source goes on air (or at load with `start`), after
 * `delay` ms, the next read's audio plays, and its image and sponsor show in a card in the
 * sponsor's colours until the audio ends; then the card goes.
 */
class AdReadScene extends Scene<Opts> {
  private readonly card = new Container();
  private readonly bg = new Graphics();
  private readonly logo: FittedImage;
  private readonly label = body(20, "800");
  private readonly sponsor = heading(40);
  private readonly picture: FittedImage;
  private readonly sound = new OneShot(1);
  private lastId: string | null = null;
  private playing = false;
  private pending: ReturnType<typeof setTimeout> | null = null;
  private startedAtLoad = false;
  private readonly onActive = (e: Event) => {
    const detail = (e as CustomEvent<{ active?: boolean; visible?: boolean }>).detail;
    if (detail?.active ?? detail?.visible) this.schedule();
    else this.cancel();
  };
  // In a browser a click toggles the source (engine/main.tsx): a click that shows it plays a read.
  private readonly onClick = () => setTimeout(() => this.root.visible && this.schedule(), 0);

  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    // Sponsor logos are often wordmarks: a wide box, fitted whole.
    this.logo = framedImage({ x: 24, y: 14, w: 220, h: 76 }, "contain", ctx.invalidate);
    this.label.position.set(268, 18);
    this.sponsor.position.set(268, 38);
    this.picture = framedImage(IMAGE, "contain", ctx.invalidate);
    this.card.addChild(this.bg, this.picture, this.logo, this.label, this.sponsor);
    this.card.position.set(X, Y);
    this.card.visible = false;
    this.root.addChild(this.card);
    window.addEventListener("obsSourceActiveChanged", this.onActive);
    window.addEventListener("obsSourceVisibleChanged", this.onActive);
    window.addEventListener("click", this.onClick);
  }

  private current: AdReadPlay | null = null;

  protected draw(d: OverlayData): void {
    // A read on air follows its records (its sponsor arriving, a colour changed).
    if (this.playing && this.current) this.fill(d, this.current);
    const first = this.queue(d)[0];
    // At load (`start`): once the first read and its sponsor have arrived.
    if (this.ctx.options.start && !this.startedAtLoad && first && (!first.sponsorId || d.get(first.sponsorId, "Themes"))) {
      this.startedAtLoad = true;
      this.schedule();
    }
  }

  private queue(d: OverlayData): AdReadPlay[] {
    return playableAdReads((d.broadcast.ad_reads ?? []).flatMap((id) => d.get(id, "Ad Reads") ?? []));
  }

  /** The source went off air: no read waits, and one playing stops (its card goes with it). */
  private cancel(): void {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    this.sound.stop();
  }

  private schedule(): void {
    if (this.playing || this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = null;
      void this.play();
    }, this.ctx.options.delay);
  }

  private async play(): Promise<void> {
    const d = this.data;
    const read = d ? nextAdRead(this.queue(d), this.lastId) : null;
    if (!d || !read || this.playing) return;
    this.playing = true;
    this.lastId = read.id;
    this.current = read;
    this.show(d, read);
    await this.sound.play(read.audioUrl);
    this.playing = false;
    this.hide();
  }

  private show(d: OverlayData, read: AdReadPlay): void {
    this.fill(d, read);
    this.card.visible = true;
    gsap.killTweensOf(this.card);
    if (this.ctx.shared.noAnimate) this.card.alpha = 1;
    else gsap.fromTo(this.card, { alpha: 0, x: X + 160 }, { alpha: 1, x: X, duration: 0.55, ease: "power3.out" });
    this.ctx.invalidate();
  }

  /** The card's content: the sponsor's colours, logo and name, and the read's image. */
  private fill(d: OverlayData, read: AdReadPlay): void {
    const record = read.sponsorId ? d.get(read.sponsorId, "Themes") : null;
    const t = record ? resolveTheme(record) : d.theme;
    this.bg.clear();
    box(this.bg, 0, 0, W, H, t.logoBackground, 0.97, 14);
    this.bg.roundRect(0, 0, W, H, 14).stroke({ color: color(t.accent), width: 6, alignment: 1 });
    box(this.bg, IMAGE.x, IMAGE.y, IMAGE.w, IMAGE.h, "#000000", 0.15, 6);
    this.logo.set(t.logoId ? imageUrl(t.logoId, 720) : null);
    this.label.style.fill = t.accent;
    setText(this.label, "A WORD FROM OUR SPONSOR");
    this.sponsor.style.fill = t.textOnLogoBackground;
    setText(this.sponsor, (record?.name ?? read.name).toUpperCase());
    fitText(this.sponsor, W - 292);
    this.picture.set(read.imageId ? imageUrl(read.imageId, 720) : null);
  }

  private hide(): void {
    gsap.killTweensOf(this.card);
    const done = () => {
      this.card.visible = false;
      this.ctx.invalidate();
    };
    if (this.ctx.shared.noAnimate || this.card.destroyed) return done();
    gsap.to(this.card, { alpha: 0, x: X + 80, duration: 0.35, ease: "power2.in", onComplete: done });
    this.ctx.invalidate();
  }

  override destroy(): void {
    if (this.pending) clearTimeout(this.pending);
    window.removeEventListener("obsSourceActiveChanged", this.onActive);
    window.removeEventListener("obsSourceVisibleChanged", this.onActive);
    window.removeEventListener("click", this.onClick);
    this.sound.stop();
    gsap.killTweensOf(this.card);
    super.destroy();
  }
}

export const adRead = defineScene(adReadRoute, {
  needs: (_o, { broadcast, get }) => {
    const reads = broadcast.ad_reads ?? [];
    return [...reads, ...reads.flatMap((id) => get(id, "Ad Reads")?.sponsor ?? [])];
  },
  create: (ctx) => new AdReadScene(ctx),
});
