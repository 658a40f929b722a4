import { Graphics, type Container } from "pixi.js";
import { color } from "../../engine/ui.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Rebuilt, contrastOn, display, fitted, place, rect, teamHeader, text, titleBar } from "../shared/teamsKit.ts";
import { INK } from "../shared/widgets.ts";
import { Portrait, portraitColours } from "../shared/silhouette.ts";
import { auctionLayout, auctionNeeds, lotBoxes, type AuctionLayout } from "./layout.ts";
import { auctionRoute } from "./options.ts";

type Opts = { category?: string; captain: boolean; undrafted: boolean };
interface Layout {
  a: AuctionLayout;
  title: string;
  accent: string;
  bg: string;
  captain: boolean;
  undrafted: boolean;
}

/** The lot on the block beside every team's balance and buys; the pool along the bottom with `undrafted`. */
class AuctionScene extends Scene<Opts> {
  private readonly board = new Rebuilt<Layout | null>((l, into) => l && this.build(l, into));
  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.root.addChild(this.board);
  }

  protected draw(d: OverlayData): void {
    const o = this.ctx.options;
    const a = auctionLayout(d.event, d.get, d.ids, d.theme, d.teams, o.category ?? null);
    const title = this.ctx.shared.title ?? ["Player auction", a?.category].filter(Boolean).join(" · ");
    this.board.set(a ? { a, title, accent: d.theme.accent, bg: d.theme.background, captain: o.captain, undrafted: o.undrafted } : null);
  }

  private build(l: Layout, into: Container): void {
    const { a } = l;
    const pool = l.undrafted && a.pool.length ? 92 : 0;
    const per = a.teams.length <= 4 ? 2 : Math.ceil(a.teams.length / 2);
    const rows = Math.max(1, Math.ceil(a.teams.length / per));
    // Team cards are as tall as their longest list; the lot card keeps room for its art.
    const lines = Math.max(1, ...a.teams.map((t) => t.buys.length + (l.captain && t.captain ? 1 : 0)));
    const want = Math.max(a.lot ? 700 : 0, rows * (84 + 12 + lines * 48 + 56) + (rows - 1) * 24);
    const room = 1080 - 54 - 108 - 24 - (pool ? pool + 20 : 0);
    const bodyH = Math.min(room, want);
    const top = titleBar(into, l.title, l.accent, Math.round((1080 - (108 + 24 + bodyH + (pool ? pool + 20 : 0))) / 2) + 10) + 24;
    const bottom = top + bodyH;
    const lotW = a.lot ? 600 : 0;
    if (a.lot) this.lot(into, a.lot, 96, top, lotW, bottom - top, l);
    const gx = 96 + (lotW ? lotW + 32 : 0);
    const gw = 1824 - gx;
    const cw = (gw - (per - 1) * 24) / per;
    const ch = (bottom - top - (rows - 1) * 24) / rows;
    a.teams.forEach((t, i) => {
      const x = gx + (i % per) * (cw + 24);
      const y = top + Math.floor(i / per) * (ch + 24);
      into.addChild(rect(x, y, cw, ch, INK));
      teamHeader(into, x, y, cw, 84, t.colours, t.name, this.ctx.invalidate, { value: String(t.left), label: "LEFT" });
      let ry = y + 84 + 12;
      const lineH = Math.max(38, Math.min(48, (ch - 84 - 60) / Math.max(1, t.buys.length + (l.captain && t.captain ? 1 : 0))));
      if (l.captain && t.captain) {
        into.addChild(
          place(
            fitted("CAPTAIN", 140, text(20, t.colours.accent === "#ffffff" ? "#c9d4e5" : t.colours.accent, "800")),
            x + 20,
            ry + lineH / 2,
          ),
        );
        into.addChild(place(fitted(t.captain, cw - 180, text(28, "#ffffff", "700")), x + 160, ry + lineH / 2));
        ry += lineH;
      }
      for (const b of t.buys) {
        if (ry + lineH > y + ch - 40) break;
        into.addChild(place(fitted(b.name, cw - 180, text(28, "#ffffff", "600")), x + 20, ry + lineH / 2));
        into.addChild(place(fitted(String(b.price), 140, display(30, "#c9d4e5", "500")), x + cw - 20, ry + lineH / 2, 1));
        ry += lineH;
      }
      if (t.slotsLeft > 0)
        into.addChild(
          place(
            fitted(`${t.slotsLeft} ${t.slotsLeft === 1 ? "SLOT" : "SLOTS"} LEFT`, cw - 40, text(20, "#9fb0c8", "800")),
            x + 20,
            y + ch - 24,
          ),
        );
    });
    if (pool) {
      const y = bottom + 20;
      into.addChild(rect(96, y, 1728, pool, INK));
      into.addChild(rect(96, y, 200, pool, l.accent));
      into.addChild(place(fitted("STILL IN POOL", 176, display(28, contrastOn(l.accent))), 196, y + pool / 2, 0.5));
      into.addChild(place(fitted(a.pool.join("  ·  "), 1728 - 240, text(28, "#ffffff", "600")), 320, y + pool / 2));
    }
  }

  private lot(into: Container, lot: NonNullable<AuctionLayout["lot"]>, x: number, y: number, w: number, h: number, l: Layout): void {
    const c = lot.team?.colours;
    const b = lotBoxes(x, y, w, h);
    into.addChild(rect(x, y, w, h, INK));
    into.addChild(rect(b.art.x, b.art.y, b.art.w, b.art.h, c?.bg ?? l.bg));
    // The player's headshot (else their hero's art), round and whole; a silhouette in the bidding team's colours without one.
    const picture = new Portrait(b.avatar.w, b.avatar.h, true, this.ctx.invalidate);
    picture.position.set(b.avatar.x, b.avatar.y);
    picture.set(
      { attachment: lot.image },
      portraitColours({ background: c?.bg ?? l.bg, accent: c?.accent ?? l.accent, textOnTheme: c?.text ?? "#ffffff" }),
    );
    const ring = new Graphics()
      .circle(b.avatar.x + b.avatar.w / 2, b.avatar.y + b.avatar.h / 2, b.avatar.w / 2 + 3)
      .stroke({ color: color(c?.accent ?? l.accent), width: 6 });
    into.addChild(picture, ring);
    const chip = fitted("ON THE BLOCK", b.chip.w - 36, display(26, contrastOn(l.accent)));
    into.addChild(rect(b.chip.x, b.chip.y, chip.width + 36, b.chip.h, l.accent));
    into.addChild(place(chip, b.chip.x + 18, b.chip.y + b.chip.h / 2));
    let ty = b.name.y + 56;
    into.addChild(place(fitted(lot.name.toUpperCase(), w - 56, display(64, "#ffffff")), x + 28, ty));
    if (lot.role) into.addChild(place(fitted(lot.role.toUpperCase(), w - 56, text(24, "#9fb0c8", "800")), x + 28, ty + 50));
    ty += 110;
    into.addChild(place(fitted("LEADING BID", 260, text(22, "#9fb0c8", "800")), x + 28, ty));
    into.addChild(place(fitted(String(lot.bid), 260, display(88, l.accent)), x + w - 28, ty + 16, 1));
    if (lot.team) teamHeader(into, b.team.x, b.team.y, b.team.w, b.team.h, lot.team.colours, lot.team.name, this.ctx.invalidate);
  }
}

export const auction = defineScene(auctionRoute, {
  create: (ctx) => new AuctionScene(ctx),
  needs: (_o, { broadcast, get, ids }) => auctionNeeds(get(broadcast.event?.[0], "Events"), get, ids),
});
