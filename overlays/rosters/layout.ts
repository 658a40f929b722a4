import { roleGroup, sortByRole, splitColumns } from "../../domain/draftBoard.ts";
import type { ResolvedTheme } from "../../domain/theme.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import type { Lookup, TableIds } from "../../engine/buildData.ts";
import type { MatchView, TeamView } from "../../engine/types.ts";
import { coloursOf, firstAttachment, heroByName, teamById, type Colours } from "../shared/teamsData.ts";

export interface RosterPlayer {
  name: string;
  role: string;
  pronouns: string;
  captain: boolean;
  /** The favourite hero's art (Hero.main_image), null when unknown. */
  heroArt: string | null;
  heroName: string;
  headshot: string | null;
}

export interface RosterTeam {
  name: string;
  code: string;
  colours: Colours;
  players: RosterPlayer[];
  staff: RosterPlayer[];
  /** The team's first image (Team.images), for backgrounds. */
  image: string | null;
}

/** The team a roster route shows: 1 and 2 are the live match's sides, 3 the highlighted team (else side 1). */
export function rosterTeamId(match: MatchView | null, highlight: string | null | undefined, which: number): string | null {
  if (which === 3) return highlight ?? match?.teams[0]?.id ?? null;
  return match?.teams[which === 2 ? 1 : 0]?.id ?? null;
}

function rosterPlayer(p: PlayerRecord, captains: readonly string[], get: Lookup, ids: TableIds): RosterPlayer {
  const hero = heroByName(get, ids, p.favourite_hero);
  return {
    name: p.name,
    role: p.role ?? "",
    pronouns: p.pronouns ?? "",
    captain: captains.includes(p.id),
    heroArt: firstAttachment(hero?.main_image),
    heroName: hero?.name ?? "",
    headshot: firstAttachment(p.headshot),
  };
}

/** A team's roster as drawn: players (by role when `sort`, at most `count`), staff, colours. */
export function rosterTeam(
  team: TeamView | null,
  get: Lookup,
  ids: TableIds,
  theme: ResolvedTheme,
  opts: { sort?: boolean; count?: number } = {},
): RosterTeam | null {
  if (!team) return null;
  const record = get(team.id, "Teams");
  const captains = record?.captains ?? [];
  let players = team.players;
  if (opts.sort) players = sortByRole(players);
  if (opts.count && opts.count > 0) players = players.slice(0, opts.count);
  return {
    name: team.name,
    code: team.code,
    colours: coloursOf(team, theme),
    players: players.map((p) => rosterPlayer(p, captains, get, ids)),
    staff: team.staff.map((p) => rosterPlayer(p, captains, get, ids)),
    image: firstAttachment(record?.images),
  };
}

/** Both live teams' rosters (a side without a team is left out). */
export function liveRosters(
  match: MatchView | null,
  get: Lookup,
  ids: TableIds,
  theme: ResolvedTheme,
  opts: { sort?: boolean; count?: number } = {},
): RosterTeam[] {
  return (match?.teams ?? []).flatMap((t) => rosterTeam(t, get, ids, theme, opts) ?? []);
}

/** Players in `split` columns (1 = one list). */
export const rosterColumns = (players: readonly RosterPlayer[], split: number): RosterPlayer[][] => splitColumns(players, split);

/** The role line under a name: "Tank", with pronouns when asked ("Tank · she/her"). */
export function roleLine(p: RosterPlayer, roles: boolean, pronouns: boolean): string {
  return [roles ? (roleGroup(p.role) ?? p.role) : "", pronouns ? p.pronouns : ""].filter(Boolean).join(" · ");
}

/** A team by id for the hero and boxed rosters, with its players loaded through `needs`. */
export function teamForRoster(get: Lookup, id: string | null, known: ReadonlyMap<string, TeamView>): TeamView | null {
  return teamById(get, id, known);
}
