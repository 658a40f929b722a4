import { Container, Graphics, type Text } from "pixi.js";
import type { PlayerRecord } from "../../domain/tables.ts";
import type { ResolvedTheme } from "../../domain/theme.ts";
import { box, fitText, redraw, setText } from "../../engine/ui.ts";
import { Portrait, portraitColours } from "../shared/silhouette.ts";
import { body, heading } from "../shared/widgets.ts";
import type { Rect } from "./layout.ts";

/**
 * What a cam's box shows until its feed is live: a card in the team's colours with the
 * player's headshot (a silhouette without one) and role, and their name only when the plate
 * under the cam shows another text. Never the browser's error page. Its picture and texts keep
 * to `content` (the card's own coordinates), the graphics-safe part of a full-frame cam.
 */
export class CamCard extends Container {
  private readonly bg = new Graphics();
  private readonly portrait: Portrait;
  private readonly nameText: Text;
  private readonly role: Text;
  private readonly side: number;

  constructor(
    private readonly w: number,
    private readonly h: number,
    private readonly content: Rect,
    invalidate: () => void,
  ) {
    super();
    const big = content.h >= 400;
    this.side = Math.round(Math.min(content.h * 0.8, content.w * 0.4));
    this.portrait = new Portrait(this.side, this.side, true, invalidate);
    this.nameText = heading(Math.max(24, Math.min(big ? 96 : 40, Math.round(content.h * 0.2))));
    this.role = body(Math.max(20, Math.min(big ? 40 : 22, Math.round(content.h * 0.09))), "600");
    this.addChild(this.bg, this.portrait, this.nameText, this.role);
  }

  /** The player, and the name to print (null: the plate already prints it). */
  set(player: PlayerRecord, name: string | null, theme: ResolvedTheme): void {
    redraw(this.bg, [theme.background, theme.accent], (g) => {
      box(g, 0, 0, this.w, this.h, theme.background);
      // A darker ground keeps the text legible on light team colours too.
      box(g, 0, 0, this.w, this.h, "#000000", 0.18);
      box(g, 0, 0, 6, this.h, theme.accent);
    });
    const c = this.content;
    this.portrait.set({ attachment: player.headshot?.[0]?.id ?? null }, portraitColours(theme));
    for (const t of [this.nameText, this.role]) {
      t.style.fill = theme.textOnTheme;
      t.anchor.set(0, 0.5);
    }
    setText(this.nameText, (name ?? "").toUpperCase());
    this.nameText.visible = !!name;
    setText(this.role, (player.role ?? "").toUpperCase());
    this.role.visible = !!player.role;
    const texts = [this.nameText, this.role].filter((t) => t.visible);
    const pad = Math.round(c.h * 0.1);
    // Alone, the picture sits in the middle; with texts, on their left.
    const left = texts.length ? c.x + pad : c.x + (c.w - this.side) / 2;
    this.portrait.position.set(left, c.y + (c.h - this.side) / 2);
    const textX = left + this.side + pad;
    const room = c.x + c.w - textX - 16;
    texts.forEach((t) => fitText(t, room));
    const total = texts.reduce((sum, t) => sum + t.height, 0) + (texts.length - 1) * 4;
    let y = c.y + (c.h - total) / 2;
    for (const t of texts) {
      t.position.set(textX, y + t.height / 2);
      y += t.height + 4;
    }
  }
}
