import { Container, Graphics } from "pixi.js";
import type { ThemeRecord } from "../../domain/tables.ts";
import type { ResolvedTheme } from "../../domain/theme.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { attachmentUrl } from "../shared/mapTile.ts";
import { FittedImage } from "../shared/image.ts";
import { Portrait, portraitColours } from "../shared/silhouette.ts";
import { INK, body, heading } from "../shared/widgets.ts";
import type { MvpCard as MvpCardData } from "./layout.ts";

/** Art panel and text panel; `alternate` puts the art across the frame and the text under it. */
export const MVP_LAYOUT = {
  main: { art: { x: 96, y: 160, w: 760, h: 760 }, text: { x: 856, w: 968 } },
  alternate: { art: { x: 96, y: 120, w: 1728, h: 560 }, text: { x: 96, w: 1728 } },
} as const;

const PAD = 64;

/**
 * The one MVP card, drawn by the mvp route and by a GFX entry of type MVP: the player's
 * favourite hero's art (else their headshot, else a silhouette) in their team's colours, then
 * the title, their name, role and hero, their team, and an optional presenting sponsor. The
 * text panel is as tall as what it holds.
 */
export class MvpCard extends Container {
  readonly art = new Container();
  readonly panel = new Container();
  private readonly artFill = new Graphics();
  private readonly artEdge = new Graphics();
  private readonly heroArt: FittedImage;
  private readonly portrait: Portrait;
  private readonly panelBg = new Graphics();
  private readonly title = body(26, "800");
  private readonly nameText = heading(120);
  private readonly detail = body(32, "600");
  private readonly teamLogo: Logo;
  private readonly teamName = heading(36, "500");
  private readonly presented = body(20, "800");
  private readonly sponsorLogo: Logo;
  private readonly layout: (typeof MVP_LAYOUT)["main" | "alternate"];

  constructor(
    private readonly alternate: boolean,
    invalidate: () => void,
  ) {
    super();
    const L = (this.layout = alternate ? MVP_LAYOUT.alternate : MVP_LAYOUT.main);
    this.heroArt = new FittedImage(L.art.w, L.art.h, "cover", invalidate);
    const side = Math.round(Math.min(L.art.w, L.art.h) * 0.8);
    this.portrait = new Portrait(side, side, false, invalidate);
    this.portrait.position.set((L.art.w - side) / 2, L.art.h - side);
    this.teamLogo = new Logo(64, invalidate);
    this.sponsorLogo = new Logo(160, invalidate);
    this.art.position.set(L.art.x, L.art.y);
    this.art.addChild(this.artFill, this.portrait, this.heroArt, this.artEdge);
    this.panel.x = L.text.x;
    this.teamName.anchor.set(alternate ? 1 : 0, 0.5);
    this.presented.anchor.set(1, 0.5);
    this.panel.addChild(
      this.panelBg,
      this.title,
      this.nameText,
      this.detail,
      this.teamLogo,
      this.teamName,
      this.presented,
      this.sponsorLogo,
    );
    this.addChild(this.art, this.panel);
  }

  /** Where the text panel sits for a card with or without a sponsor (its top, its height). */
  panelBox(sponsor: boolean): { y: number; h: number } {
    if (this.alternate) return { y: this.layout.art.y + this.layout.art.h, h: 280 };
    const h = sponsor ? 580 : 450;
    return { y: this.layout.art.y + (this.layout.art.h - h) / 2, h };
  }

  set(card: MvpCardData, title: string, fallback: ResolvedTheme, accent: string, sponsor: ThemeRecord | null): void {
    const L = this.layout;
    const alt = this.alternate;
    const t = card.team?.theme ?? fallback;
    const heroImage = card.hero?.main_image?.[0]?.id ?? null;
    this.heroArt.set(attachmentUrl(heroImage, 1024));
    this.portrait.visible = !heroImage;
    if (!heroImage) this.portrait.set({ attachment: card.player.headshot?.[0]?.id ?? null }, portraitColours(t));
    const { y, h } = this.panelBox(!!sponsor);
    this.panel.y = y;
    redraw(this.artFill, [t.background, t.accent], (g) => {
      box(g, 0, 0, L.art.w, L.art.h, t.background);
      // Diagonal bands in the team's accent behind the art.
      for (let k = 0; k < 3; k++) {
        const x0 = L.art.w * (0.2 + k * 0.28);
        g.poly([x0, 0, x0 + 90, 0, x0 - 260, L.art.h, x0 - 350, L.art.h]).fill({ color: parseInt(t.accent.slice(1, 7), 16), alpha: 0.16 });
      }
    });
    // The team's colours frame the art and edge the text panel.
    redraw(this.artEdge, [t.background], (g) =>
      g.rect(5, 5, L.art.w - 10, L.art.h - 10).stroke({ color: parseInt(t.background.slice(1, 7), 16), width: 10 }),
    );
    redraw(this.panelBg, [t.background, t.accent, h], (g) => {
      box(g, 0, 0, L.text.w, h, INK);
      if (alt) box(g, 0, 0, L.text.w, 14, t.background);
      else box(g, 0, 0, 14, h, t.background);
      box(g, alt ? 0 : 14, alt ? 14 : 0, alt ? L.text.w : 4, alt ? 4 : h, t.accent);
    });
    this.title.style.fill = accent;
    setText(this.title, title.toUpperCase());
    fitText(this.title, L.text.w - PAD * 2);
    setText(this.nameText, card.player.name.toUpperCase());
    this.detail.style.fill = "#d5deea";
    setText(this.detail, card.detail);
    const teamLogo = card.team?.theme.logoId ?? null;
    this.teamLogo.set(teamLogo);
    this.teamLogo.visible = !!teamLogo;
    setText(this.teamName, (card.team?.name ?? "").toUpperCase());
    this.presented.visible = this.sponsorLogo.visible = !!sponsor;
    this.sponsorLogo.set(sponsor?.default_logo?.[0]?.id ?? sponsor?.small_logo?.[0]?.id ?? null);
    setText(this.presented, sponsor ? "PRESENTED BY" : "");
    const logoRoom = teamLogo ? 80 : 0;
    const room = L.text.w - PAD * 2;
    // Across the frame, the team and the sponsor take the panel's right-hand side: the name and detail keep clear of them.
    fitText(this.teamName, alt ? L.text.w / 2 - PAD - logoRoom : room - logoRoom);
    const textRoom = alt ? room - Math.max(this.teamName.width + logoRoom, sponsor ? 300 : 0) - 48 : room;
    fitText(this.nameText, textRoom);
    fitText(this.detail, textRoom);
    if (alt) {
      this.title.position.set(PAD, 34);
      this.nameText.position.set(PAD, 70);
      this.detail.position.set(PAD, 206);
      this.teamLogo.position.set(L.text.w - PAD - 64, 40);
      this.teamName.position.set(L.text.w - PAD - logoRoom, 72);
      this.presented.position.set(L.text.w - PAD - 180, 200);
      this.sponsorLogo.position.set(L.text.w - PAD - 160, 120);
    } else {
      this.title.position.set(PAD, 50);
      this.nameText.position.set(PAD, 90);
      this.detail.position.set(PAD, 250);
      this.teamLogo.position.set(PAD, 330);
      this.teamName.position.set(PAD + logoRoom, 362);
      this.presented.position.set(L.text.w - PAD - 180, 490);
      this.sponsorLogo.position.set(L.text.w - PAD - 160, 410);
    }
  }
}
