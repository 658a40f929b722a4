import type { Container } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { ImageBox, Rebuilt, display, fitted, place, rect, text } from "../shared/teamsKit.ts";
import { INK } from "../shared/widgets.ts";
import { historyFrame, historyRowY, playerHistoryLayout, playerHistoryNeeds, type PlayerHistoryLayout } from "./layout.ts";
import { playerHistoryRoute } from "./options.ts";

type Opts = { minor: boolean };
type Layout = { p: PlayerHistoryLayout; minor: boolean; title: string; accent: string } | null;

/** The highlighted player's card beside the teams they played for (a lower third with `minor`). */
class PlayerHistoryScene extends Scene<Opts> {
  private readonly board = new Rebuilt<Layout>((l, into) => l && (l.minor ? this.minor(l, into) : this.full(l, into)));
  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.root.addChild(this.board);
  }

  protected draw(d: OverlayData): void {
    const p = playerHistoryLayout(d.get(d.broadcast.highlight_player?.[0], "Players"), d.get, d.ids, d.theme, d.teams);
    this.board.set(p ? { p, minor: this.ctx.options.minor, title: this.ctx.shared.title ?? "Team history", accent: d.theme.accent } : null);
  }

  private full({ p, title, accent }: NonNullable<Layout>, into: Container): void {
    const { rows, rowH, cardH } = historyFrame(p.teams.length);
    const top = Math.round((1080 - cardH) / 2);
    const cardW = 500;
    const x0 = 96 + (1728 - cardW - 48 - 1100) / 2;
    const card = rect(x0, top, cardW, cardH, p.colours.bg);
    card.label = "mark:panel";
    into.addChild(card);
    if (p.image) {
      const img = new ImageBox(p.image, cardW, cardH - 170, this.ctx.invalidate, true, true);
      img.position.set(x0, top);
      into.addChild(img);
    }
    into.addChild(rect(x0, top + cardH - 170, cardW, 170, INK));
    into.addChild(rect(x0, top + cardH - 176, cardW, 6, p.colours.accent));
    into.addChild(place(fitted(p.name.toUpperCase(), cardW - 56, display(64, "#ffffff")), x0 + 28, top + cardH - 108));
    if (p.detail) into.addChild(place(fitted(p.detail, cardW - 56, text(28, "#c9d4e5")), x0 + 28, top + cardH - 46));
    const lx = x0 + cardW + 48;
    const lw = 1100;
    into.addChild(rect(lx, top, lw, 84, INK));
    into.addChild(rect(lx, top + 78, lw, 6, accent));
    into.addChild(place(fitted(title.toUpperCase(), lw - 56, display(48, "#ffffff")), lx + 28, top + 40));
    p.teams.slice(0, rows).forEach((t, i) => {
      const y = top + historyRowY(i, rowH);
      const mid = y + rowH / 2;
      into.addChild(rect(lx, y, lw, rowH, INK));
      into.addChild(rect(lx, y, rowH, rowH, t.colours.bg));
      if (t.colours.logo) {
        const logo = new ImageBox(t.colours.logo, rowH - 20, rowH - 20, this.ctx.invalidate);
        logo.position.set(lx + 10, y + 10);
        into.addChild(logo);
      }
      const roleText = place(
        fitted(t.role.toUpperCase(), 300, text(24, t.colours.accent === "#ffffff" ? "#ffffff" : "#c9d4e5", "800")),
        lx + lw - 28,
        mid,
        1,
      );
      into.addChild(
        place(
          fitted(t.name.toUpperCase(), lw - rowH - 80 - roleText.width, display(40, "#ffffff", "500")),
          lx + rowH + 24,
          t.event ? mid - 16 : mid,
        ),
      );
      if (t.event) into.addChild(place(fitted(t.event, lw - rowH - 80 - roleText.width, text(24, "#9fb0c8")), lx + rowH + 24, mid + 26));
      into.addChild(roleText);
    });
  }

  private minor({ p, accent }: NonNullable<Layout>, into: Container): void {
    const h = 200;
    const y = 1080 - 54 - h;
    const x = 96;
    const teams = p.teams.slice(0, 3);
    const w = 560 + teams.length * 300;
    into.addChild(rect(x, y, w, h, INK));
    into.addChild(rect(x, y + h - 6, w, 6, accent));
    into.addChild(rect(x, y, h, h - 6, p.colours.bg));
    if (p.image) {
      const img = new ImageBox(p.image, h, h - 6, this.ctx.invalidate, true, true);
      img.position.set(x, y);
      into.addChild(img);
    }
    into.addChild(place(fitted(p.name.toUpperCase(), 320, display(52, "#ffffff")), x + h + 28, y + 70));
    if (p.detail) into.addChild(place(fitted(p.detail, 320, text(26, "#c9d4e5")), x + h + 28, y + 132));
    teams.forEach((t, i) => {
      const tx = x + 560 + i * 300;
      into.addChild(rect(tx, y + 24, 284, h - 54, t.colours.bg));
      if (t.colours.logo) {
        const logo = new ImageBox(t.colours.logo, 64, 64, this.ctx.invalidate);
        logo.position.set(tx + 14, y + 36);
        into.addChild(logo);
      }
      into.addChild(place(fitted(t.name.toUpperCase(), 190, display(28, t.colours.text, "500")), tx + 90, y + 68));
      if (t.event) into.addChild(place(fitted(t.event, 256, text(20, t.colours.text, "600")), tx + 14, y + 128));
    });
  }
}

export const playerHistory = defineScene(playerHistoryRoute, {
  create: (ctx) => new PlayerHistoryScene(ctx),
  needs: (_o, { broadcast, get, ids }) => playerHistoryNeeds(broadcast.highlight_player?.[0], get, ids),
});
