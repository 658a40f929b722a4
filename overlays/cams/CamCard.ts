import { Container, Graphics, type Text } from "pixi.js";
import type { PlayerRecord } from "../../domain/tables.ts";
import type { ResolvedTheme } from "../../domain/theme.ts";
import { Logo, box, fitText, redraw, setText } from "../../engine/ui.ts";
import { body, heading } from "../shared/widgets.ts";

/**
 * What a cam's box shows until its feed is live: a card in the team's colours with the
 * player's headshot (when there is one), name and role. Never the browser's error page.
 */
export class CamCard extends Container {
  private readonly bg = new Graphics();
  private readonly headshot: Logo;
  private readonly nameText: Text;
  private readonly role: Text;

  constructor(
    private readonly w: number,
    private readonly h: number,
    invalidate: () => void,
  ) {
    super();
    const big = h >= 400;
    this.headshot = new Logo(Math.round(h * 0.7), invalidate);
    this.nameText = heading(Math.max(24, Math.min(big ? 96 : 40, Math.round(h * 0.2))));
    this.role = body(Math.max(20, Math.min(big ? 40 : 22, Math.round(h * 0.09))), "600");
    this.addChild(this.bg, this.headshot, this.nameText, this.role);
  }

  set(player: PlayerRecord, theme: ResolvedTheme): void {
    redraw(this.bg, [theme.background, theme.accent], (g) => {
      box(g, 0, 0, this.w, this.h, theme.background, 1);
      // A darker band behind the text keeps it legible on light team colours too.
      box(g, 0, 0, this.w, this.h, "#000000", 0.18);
      box(g, 0, 0, 6, this.h, theme.accent);
    });
    const shot = player.headshot?.[0]?.id ?? null;
    this.headshot.set(shot);
    const size = Math.round(this.h * 0.7);
    this.headshot.position.set(Math.round(this.h * 0.15) + 6, Math.round(this.h * 0.15));
    const textX = shot ? size + Math.round(this.h * 0.3) + 6 : 24;
    for (const t of [this.nameText, this.role]) {
      t.style.fill = theme.textOnTheme;
      t.anchor.set(0, 0.5);
    }
    setText(this.nameText, player.name.toUpperCase());
    setText(this.role, (player.role ?? "").toUpperCase());
    this.role.visible = !!player.role;
    const room = this.w - textX - 16;
    fitText(this.nameText, room);
    fitText(this.role, room);
    const nameH = this.nameText.height;
    const roleH = this.role.visible ? this.role.height + 4 : 0;
    const top = (this.h - nameH - roleH) / 2;
    this.nameText.position.set(textX, top + nameH / 2);
    this.role.position.set(textX, top + nameH + 4 + this.role.height / 2);
  }
}
