import type { Container } from "pixi.js";
import { roleGroup } from "../../domain/draftBoard.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Rebuilt, contrastOn, display, fitted, place, rect, teamHeader, text, titleBar } from "../shared/teamsKit.ts";
import { roleGlyph } from "../shared/teamsRoles.ts";
import { INK } from "../shared/widgets.ts";
import { liveRosters, rosterColumns, type RosterPlayer, type RosterTeam } from "./layout.ts";
import { rostersRoute } from "./options.ts";

type Opts = { roles: boolean; sort: boolean; staff: boolean; badges: boolean; split: number };
interface Layout {
  title: string;
  accent: string;
  teams: RosterTeam[];
  o: Opts;
}

const W = 840;
const GAP = 48;
const HEAD = 112;

/** Both live teams' rosters side by side under their team plates; staff below with `staff`. */
class RostersScene extends Scene<Opts> {
  private readonly board = new Rebuilt<Layout>((l, into) => this.build(l, into));
  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.root.addChild(this.board);
  }

  protected draw(d: OverlayData): void {
    const o = this.ctx.options;
    const teams = liveRosters(d.match, d.get, d.ids, d.theme, { sort: o.sort }).filter((t) => t.players.length);
    this.board.set({ title: this.ctx.shared.title ?? "Rosters", accent: d.theme.accent, teams, o: { ...o } });
  }

  private build(l: Layout, into: Container): void {
    if (!l.teams.length) return;
    const { o } = l;
    const rowsOf = (t: RosterTeam) => Math.max(...rosterColumns(t.players, o.split).map((c) => c.length));
    const staffRows = (t: RosterTeam) => (o.staff && t.staff.length ? 1 + Math.ceil(t.staff.length / o.split) : 0);
    const lines = Math.max(...l.teams.map((t) => rowsOf(t) + staffRows(t)));
    const rowH = Math.max(56, Math.min(88, Math.floor((1080 - 108 - 100 - HEAD - 16) / Math.max(1, lines)) - 10));
    const height = 100 + HEAD + 16 + lines * (rowH + 10);
    const top = Math.max(54, Math.round((1080 - height) / 2));
    titleBar(into, l.title, l.accent, top - 10);
    const total = l.teams.length * W + (l.teams.length - 1) * GAP;
    l.teams.forEach((t, i) => {
      const x = 960 - total / 2 + i * (W + GAP);
      let y = top + 100;
      teamHeader(into, x, y, W, HEAD, t.colours, t.name, this.ctx.invalidate, { value: String(t.players.length), label: "PLAYERS" });
      y += HEAD + 16;
      const cols = rosterColumns(t.players, o.split);
      const cw = (W - (cols.length - 1) * 10) / cols.length;
      cols.forEach((col, c) => col.forEach((p, k) => this.row(into, x + c * (cw + 10), y + k * (rowH + 10), cw, rowH, p, t, o)));
      y += Math.max(...cols.map((c) => c.length)) * (rowH + 10);
      if (o.staff && t.staff.length) {
        into.addChild(rect(x, y + 6, W, 40, INK, 0.85));
        into.addChild(rect(x, y + 6, 8, 40, t.colours.bg === INK ? l.accent : t.colours.bg));
        into.addChild(place(fitted("STAFF", W - 40, display(26, "#ffffff", "500")), x + 24, y + 26));
        y += rowH + 10;
        const scols = rosterColumns(t.staff, o.split);
        scols.forEach((col, c) =>
          col.forEach((p, k) =>
            this.row(into, x + c * (cw + 10), y + k * (rowH + 10), cw, rowH, { ...p, captain: false }, t, { ...o, roles: false }),
          ),
        );
      }
    });
  }

  private row(into: Container, x: number, y: number, w: number, h: number, p: RosterPlayer, t: RosterTeam, o: Opts): void {
    into.addChild(rect(x, y, w, h, INK));
    into.addChild(rect(x, y, 8, h, t.colours.bg));
    let tx = x + 28;
    if (o.roles) {
      const g = roleGlyph(p.role, 30, "#c9d4e5");
      if (g) {
        g.position.set(tx, y + (h - 30) / 2);
        into.addChild(g);
        tx += 46;
      }
    }
    let right = x + w - 20;
    if (o.roles && p.role) {
      const r = place(fitted((roleGroup(p.role) ?? p.role).toUpperCase(), 160, text(20, "#9fb0c8", "800")), right, y + h / 2, 1);
      into.addChild(r);
      right -= r.width + 16;
    }
    if (o.badges && p.captain) {
      into.addChild(rect(right - 34, y + h / 2 - 17, 34, 34, t.colours.accent));
      into.addChild(place(fitted("C", 30, display(24, contrastOn(t.colours.accent))), right - 17, y + h / 2, 0.5));
      right -= 46;
    }
    into.addChild(place(fitted(p.name, right - tx - 8, display(Math.min(40, h * 0.5), "#ffffff", "500")), tx, y + h / 2));
  }
}

export const rosters = defineScene(rostersRoute, {
  create: (ctx) => new RostersScene(ctx),
});
