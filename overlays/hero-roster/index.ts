import type { Container } from "pixi.js";
import { teamsOnScreen } from "../../domain/flipTeams.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { NeedsInput } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { ImageBox, Rebuilt, display, fitted, place, rect, teamHeader, text } from "../shared/teamsKit.ts";
import { heroKeys, teamKeys } from "../shared/teamsData.ts";
import { roleGlyph } from "../shared/teamsRoles.ts";
import { portraitColours, silhouette } from "../shared/silhouette.ts";
import { INK } from "../shared/widgets.ts";
import { roleLine, rosterTeam, rosterTeamId, teamForRoster, type RosterTeam } from "../rosters/layout.ts";
import { heroRosterRoute } from "./options.ts";

type Opts = { team: number; count: number; roles: boolean; pronouns: boolean };
interface Layout {
  t: RosterTeam;
  o: Opts;
}

/** The team a roster route shows, with its players (and the heroes by name) loaded. */
export function rosterNeeds(which: number, { broadcast, get, ids }: NeedsInput): (string | null | undefined)[] {
  const live = get(broadcast.live_match?.[0], "Matches");
  const sides = live ? teamsOnScreen(live) : [null, null];
  const id = which === 3 ? (broadcast.highlight_team?.[0] ?? sides[0]) : sides[which === 2 ? 1 : 0];
  return [...teamKeys(get, id, true), ...heroKeys(ids)];
}

/** The roster a scene draws for its `team` option, or null. */
export function rosterFor(d: OverlayData, which: number, count: number, sort = false): RosterTeam | null {
  const id = rosterTeamId(d.match, d.broadcast.highlight_team?.[0], which);
  const t = rosterTeam(teamForRoster(d.get, id, d.teams), d.get, d.ids, d.theme, { count, sort });
  return t && t.players.length ? t : null;
}

/** A team plate over a row of tall cards: each player's favourite hero's art, name and role. */
class HeroRosterScene extends Scene<Opts> {
  private readonly board = new Rebuilt<Layout | null>((l, into) => l && this.build(l, into));
  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.root.addChild(this.board);
  }

  protected draw(d: OverlayData): void {
    const o = this.ctx.options;
    const t = rosterFor(d, o.team, o.count);
    this.board.set(t ? { t, o: { ...o } } : null);
  }

  private build({ t, o }: Layout, into: Container): void {
    const n = t.players.length;
    const gap = 16;
    const cw = Math.min(340, (1728 - (n - 1) * gap) / n);
    const total = n * cw + (n - 1) * gap;
    const x0 = 960 - total / 2;
    const cardH = 680;
    const top = Math.round((1080 - 112 - 24 - cardH) / 2);
    teamHeader(into, x0, top, total, 112, t.colours, t.name, this.ctx.invalidate);
    const y = top + 112 + 24;
    t.players.forEach((p, i) => {
      const x = x0 + i * (cw + gap);
      into.addChild(rect(x, y, cw, cardH, t.colours.bg));
      if (p.heroArt) {
        const art = new ImageBox(p.heroArt, cw, cardH - 150, this.ctx.invalidate, true, true);
        art.position.set(x, y);
        into.addChild(art);
      } else {
        // No favourite hero's art: a silhouette in the team's colours, never an empty card.
        const figure = silhouette(cw, cardH - 150, portraitColours(t.colours));
        figure.position.set(x, y);
        into.addChild(figure);
      }
      into.addChild(rect(x, y + cardH - 150, cw, 150, INK));
      into.addChild(rect(x, y + cardH - 156, cw, 6, t.colours.accent));
      into.addChild(place(fitted(p.name.toUpperCase(), cw - 36, display(44, "#ffffff")), x + cw / 2, y + cardH - 100, 0.5));
      const line = roleLine(p, o.roles, o.pronouns);
      if (line) {
        const glyph = o.roles ? roleGlyph(p.role, 24, "#c9d4e5") : null;
        const label = fitted(line, cw - 36 - (glyph ? 32 : 0), text(24, "#c9d4e5", "700"));
        const w = label.width + (glyph ? 32 : 0);
        if (glyph) {
          glyph.position.set(x + (cw - w) / 2, y + cardH - 52 - 12);
          into.addChild(glyph);
        }
        into.addChild(place(label, x + (cw - w) / 2 + (glyph ? 32 : 0), y + cardH - 52));
      }
    });
  }
}

export const heroRoster = defineScene(heroRosterRoute, {
  create: (ctx) => new HeroRosterScene(ctx),
  needs: (o, input) => rosterNeeds(o.team, input),
});
