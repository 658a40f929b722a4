import { gsap } from "gsap";
import { Container, Graphics } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, fitText, setText } from "../../engine/ui.ts";
import { attachmentUrl, setFit } from "../shared/mapTile.ts";
import { FittedImage } from "../shared/image.ts";
import { INK, body, heading } from "../shared/widgets.ts";
import { mvpCard, mvpSponsor } from "./layout.ts";

export interface MvpOptions {
  sponsor: boolean;
  alternate: boolean;
}

/** Art panel and text panel; `alternate` puts the art across the frame and the text under it. */
const LAYOUT = {
  main: { art: { x: 96, y: 160, w: 760, h: 760 }, text: { x: 856, y: 260, w: 968, h: 560 } },
  alternate: { art: { x: 96, y: 120, w: 1728, h: 560 }, text: { x: 96, y: 680, w: 1728, h: 280 } },
} as const;

/** The match MVP: their favourite hero's art in their team's colours, name, role and hero, an optional sponsor. */
export class MvpScene extends Scene<MvpOptions> {
  private readonly art = new Container();
  private readonly artBg = new Graphics();
  private readonly artFill = new Graphics();
  private readonly image: FittedImage;
  private readonly bigLogo: Logo;
  private readonly panel = new Container();
  private readonly panelBg = new Graphics();
  private readonly label = body(26, "800");
  private readonly name = heading(120);
  private readonly detail = body(32, "600");
  private readonly teamLogo: Logo;
  private readonly teamName = heading(36, "500");
  private readonly presented = body(20, "800");
  private readonly sponsorLogo: Logo;
  private key = "";

  constructor(ctx: ConstructorParameters<typeof Scene<MvpOptions>>[0]) {
    super(ctx);
    const L = ctx.options.alternate ? LAYOUT.alternate : LAYOUT.main;
    this.image = new FittedImage(L.art.w, L.art.h, "cover", ctx.invalidate);
    this.bigLogo = new Logo(Math.min(L.art.w, L.art.h) * 0.6, ctx.invalidate);
    this.teamLogo = new Logo(64, ctx.invalidate);
    this.sponsorLogo = new Logo(160, ctx.invalidate);
    this.art.position.set(L.art.x, L.art.y);
    this.art.addChild(this.artFill, this.bigLogo, this.image, this.artBg);
    this.panel.position.set(L.text.x, L.text.y);
    this.teamName.anchor.set(0, 0.5);
    this.presented.anchor.set(1, 0.5);
    this.panel.addChild(this.panelBg, this.label, this.name, this.detail, this.teamLogo, this.teamName, this.presented, this.sponsorLogo);
    this.root.addChild(this.art, this.panel);
  }

  protected draw(d: OverlayData): void {
    const card = mvpCard(d.match, d.get, d.ids("Heroes"));
    this.root.visible = !!card;
    if (!card) return;
    const o = this.ctx.options;
    const alt = o.alternate;
    const L = alt ? LAYOUT.alternate : LAYOUT.main;
    const t = card.team?.theme ?? d.theme;
    const sponsor = o.sponsor ? mvpSponsor([d.broadcast.sponsors, d.event?.sponsors], d.get) : null;
    const heroImage = card.hero?.main_image?.[0]?.id ?? null;
    this.image.set(attachmentUrl(heroImage, 1024));
    this.bigLogo.set(heroImage ? null : (t.logoId ?? null));
    this.bigLogo.position.set((L.art.w - Math.min(L.art.w, L.art.h) * 0.6) / 2, (L.art.h - Math.min(L.art.w, L.art.h) * 0.6) / 2);
    const key = JSON.stringify([t, heroImage, alt]);
    if (key !== this.key) {
      this.key = key;
      this.artBg.clear();
      this.artFill.clear();
      box(this.artFill, 0, 0, L.art.w, L.art.h, t.background, 0.98);
      // Diagonal bands in the team's accent behind the art.
      for (let k = 0; k < 3; k++) {
        const x0 = L.art.w * (0.2 + k * 0.28);
        this.artFill
          .poly([x0, 0, x0 + 90, 0, x0 - 260, L.art.h, x0 - 350, L.art.h])
          .fill({ color: parseInt(t.accent.slice(1, 7), 16), alpha: 0.16 });
      }
      // The team's colours frame the art and edge the text panel.
      this.artBg.rect(5, 5, L.art.w - 10, L.art.h - 10).stroke({ color: parseInt(t.background.slice(1, 7), 16), width: 10 });
      this.panelBg.clear();
      box(this.panelBg, 0, 0, L.text.w, L.text.h, INK, 0.95);
      if (alt) box(this.panelBg, 0, 0, L.text.w, 14, t.background);
      else box(this.panelBg, 0, 0, 14, L.text.h, t.background);
      box(this.panelBg, alt ? 0 : 14, alt ? 14 : 0, alt ? L.text.w : 4, alt ? 4 : L.text.h, t.accent);
    }
    const pad = 64;
    this.label.style.fill = d.theme.accent;
    setText(this.label, (this.ctx.shared.title ?? "Player of the match").toUpperCase());
    this.name.style.fill = "#ffffff";
    setFit(this.name, card.player.name.toUpperCase(), L.text.w - pad * 2);
    this.detail.style.fill = "#d5deea";
    setFit(this.detail, card.detail, L.text.w - pad * 2);
    this.teamLogo.set(card.team?.theme.logoId ?? null);
    setText(this.teamName, (card.team?.name ?? "").toUpperCase());
    fitText(this.teamName, L.text.w / 2 - pad);
    this.teamName.style.fill = "#ffffff";
    this.presented.visible = this.sponsorLogo.visible = !!sponsor;
    this.sponsorLogo.set(sponsor?.default_logo?.[0]?.id ?? sponsor?.small_logo?.[0]?.id ?? null);
    setText(this.presented, sponsor ? `PRESENTED BY` : "");
    if (alt) {
      this.label.position.set(pad, 34);
      this.name.position.set(pad, 70);
      this.detail.position.set(pad, 206);
      this.teamLogo.position.set(L.text.w - pad - 64, 40);
      this.teamName.anchor.set(1, 0.5);
      this.teamName.position.set(L.text.w - pad - 80, 72);
      this.presented.position.set(L.text.w - pad - 180, 200);
      this.sponsorLogo.position.set(L.text.w - pad - 160, 120);
    } else {
      this.label.position.set(pad, 50);
      this.name.position.set(pad, 90);
      this.detail.position.set(pad, 250);
      this.teamLogo.position.set(pad, 340);
      this.teamName.anchor.set(0, 0.5);
      this.teamName.position.set(pad + 80, 372);
      this.presented.position.set(L.text.w - pad - 180, 470);
      this.sponsorLogo.position.set(L.text.w - pad - 160, 390);
    }
  }

  override in(): gsap.core.Timeline {
    const alt = this.ctx.options.alternate;
    return gsap
      .timeline({ paused: true })
      .fromTo(this.root, { alpha: 0 }, { alpha: 1, duration: 0.3 }, 0)
      .fromTo(
        this.art,
        alt ? { y: LAYOUT.alternate.art.y - 60 } : { x: LAYOUT.main.art.x - 200 },
        { ...(alt ? { y: LAYOUT.alternate.art.y } : { x: LAYOUT.main.art.x }), duration: 0.65, ease: "power3.out" },
        0,
      )
      .fromTo(
        this.panel,
        alt ? { y: LAYOUT.alternate.text.y + 60 } : { x: LAYOUT.main.text.x + 200 },
        { ...(alt ? { y: LAYOUT.alternate.text.y } : { x: LAYOUT.main.text.x }), duration: 0.65, ease: "power3.out" },
        0.08,
      );
  }
}
