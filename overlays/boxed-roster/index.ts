import type { Container } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { ImageBox, Rebuilt, display, fitted, place, rect, text } from "../shared/teamsKit.ts";
import { roleGlyph } from "../shared/teamsRoles.ts";
import { INK } from "../shared/widgets.ts";
import { rosterFor, rosterNeeds } from "../hero-roster/index.ts";
import { roleLine, type RosterPlayer, type RosterTeam } from "../rosters/layout.ts";
import { boxedRosterRoute } from "./options.ts";

type Opts = {
  team: number;
  count: number;
  roles: boolean;
  pronouns: boolean;
  subtitle?: string;
  alternate: boolean;
  video: boolean;
  staff: boolean;
  headshots: boolean;
  fill: boolean;
};
interface Layout {
  t: RosterTeam;
  subtitle: string;
  o: Opts;
}

/** Boxed player cards under a team header; missing art leaves the card in team colours, never an empty frame. */
class BoxedRosterScene extends Scene<Opts> {
  private readonly board = new Rebuilt<Layout | null>((l, into) => l && this.build(l, into));
  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.root.addChild(this.board);
  }

  protected draw(d: OverlayData): void {
    const o = this.ctx.options;
    const t = rosterFor(d, o.team, o.count);
    this.board.set(t ? { t, subtitle: o.subtitle ?? this.ctx.shared.subtitle ?? "", o: { ...o } } : null);
  }

  private build({ t, subtitle, o }: Layout, into: Container): void {
    const cards: (RosterPlayer & { isStaff?: boolean })[] = [
      ...t.players,
      ...(o.staff ? t.staff.map((s) => ({ ...s, isStaff: true })) : []),
    ];
    const n = cards.length;
    const perRow = n > 6 ? Math.ceil(n / 2) : n;
    const rows = Math.ceil(n / perRow);
    const gap = 20;
    const cw = o.fill ? (1728 - (perRow - 1) * gap) / perRow : Math.min(300, (1728 - (perRow - 1) * gap) / perRow);
    const ch = rows > 1 ? 360 : 520;
    const total = perRow * cw + (perRow - 1) * gap;
    const x0 = 960 - total / 2;
    const headH = subtitle ? 150 : 112;
    const height = headH + 28 + rows * ch + (rows - 1) * gap;
    const top = Math.max(54, Math.round((1080 - height) / 2));
    // The header: logo, name and subtitle on a box in the team's colours.
    const hx = Math.min(x0, 96 + (1728 - Math.max(total, 900)) / 2);
    const hw = Math.max(total, 900);
    into.addChild(rect(hx, top, hw, headH, t.colours.bg));
    into.addChild(rect(hx, top + headH - 8, hw, 8, t.colours.accent));
    if (o.video && t.image) {
      const img = new ImageBox(t.image, hw, headH - 8, this.ctx.invalidate, true);
      img.alpha = 0.35;
      img.position.set(hx, top);
      into.addChild(img);
    }
    let nx = hx + 28;
    if (t.colours.logo) {
      const logo = new ImageBox(t.colours.logo, headH - 32, headH - 32, this.ctx.invalidate);
      logo.position.set(hx + 16, top + 12);
      into.addChild(logo);
      nx = hx + headH;
    }
    into.addChild(
      place(fitted(t.name.toUpperCase(), hx + hw - nx - 28, display(60, t.colours.text)), nx, top + (subtitle ? 56 : headH / 2 - 4)),
    );
    if (subtitle) into.addChild(place(fitted(subtitle, hx + hw - nx - 28, text(28, t.colours.text, "600")), nx, top + 112));
    const y0 = top + headH + 28;
    cards.forEach((p, i) => {
      const x = x0 + (i % perRow) * (cw + gap);
      const y = y0 + Math.floor(i / perRow) * (ch + gap);
      const image = o.headshots ? (p.headshot ?? p.heroArt) : p.heroArt;
      const nameH = 120;
      if (o.alternate) {
        into.addChild(rect(x, y, cw, ch, t.colours.bg));
        into.addChild(rect(x + 12, y + 12, cw - 24, ch - nameH - 12, INK));
        if (image) {
          const art = new ImageBox(image, cw - 24, ch - nameH - 12, this.ctx.invalidate, true, true);
          art.position.set(x + 12, y + 12);
          into.addChild(art);
        }
      } else {
        into.addChild(rect(x, y, cw, ch, t.colours.bg));
        if (image) {
          const art = new ImageBox(image, cw, ch - nameH, this.ctx.invalidate, true, true);
          art.position.set(x, y);
          into.addChild(art);
        }
        into.addChild(rect(x, y + ch - nameH, cw, nameH, INK));
      }
      // The box's frame in the team's accent.
      const frame = rect(x, y, cw, ch, t.colours.accent, 0);
      frame
        .clear()
        .rect(x + 2, y + 2, cw - 4, ch - 4)
        .stroke({ color: t.colours.accent, width: 4 });
      into.addChild(frame);
      const fg = o.alternate ? t.colours.text : "#ffffff";
      into.addChild(place(fitted(p.name.toUpperCase(), cw - 32, display(40, fg)), x + cw / 2, y + ch - nameH + 44, 0.5));
      const line = p.isStaff ? "Staff" : roleLine(p, o.roles, o.pronouns);
      if (line) {
        const glyph = o.roles && !p.isStaff ? roleGlyph(p.role, 22, fg) : null;
        const label = fitted(line, cw - 32 - (glyph ? 30 : 0), text(22, fg, "700"));
        label.alpha = 0.85;
        const w = label.width + (glyph ? 30 : 0);
        if (glyph) {
          glyph.position.set(x + (cw - w) / 2, y + ch - 36 - 11);
          into.addChild(glyph);
        }
        into.addChild(place(label, x + (cw - w) / 2 + (glyph ? 30 : 0), y + ch - 36));
      }
    });
  }
}

export const boxedRoster = defineScene(boxedRosterRoute, {
  create: (ctx) => new BoxedRosterScene(ctx),
  needs: (o, input) => rosterNeeds(o.team, input),
});
