import type { MapRecord, MatchRecord, TeamRecord } from "./tables.ts";

/**
 * The rules of a match, one definition each (SPEC §3 Match, §4 "Match winner", §9 match
 * length): every page, overlay, the bracket resolver and the standings call these.
 * A side is 1 or 2, in stored order (before any `flip_teams`).
 */
export type Side = 1 | 2;

/** What the result rules read of a match (the bracket and standings inputs allow null for unset). */
export interface MatchResult {
  score_1?: number | null;
  score_2?: number | null;
  first_to?: number | null;
  forfeit?: boolean | null;
}

/** A match is decided by a score of first_to, so an unset or non-positive first_to is unknown. */
export function firstTo(match: Pick<MatchResult, "first_to">): number | null {
  return match.first_to && match.first_to > 0 ? match.first_to : null;
}

/** SPEC §9: match length total = first_to*2-1 plus drawn maps. */
export function matchLength(first: number, drawnMaps = 0): number {
  return first * 2 - 1 + drawnMaps;
}

/** "Best of N" for a match whose length is known (drawn maps lengthen it), else null. */
export function bestOf(match: Pick<MatchResult, "first_to">, maps: readonly MapLike[] = []): number | null {
  const first = firstTo(match);
  return first === null ? null : matchLength(first, maps.filter((m) => !isMapBanned(m) && m.draw).length);
}

/**
 * SPEC §4: a side wins when its score reaches first_to; a forfeit decides the match for
 * the side ahead (shown W against FF). Level scores have no winner, forfeit or not.
 */
export function matchWinner(match: MatchResult): Side | null {
  const a = match.score_1 ?? 0;
  const b = match.score_2 ?? 0;
  if (a === b) return null;
  const first = firstTo(match);
  return match.forfeit || (first !== null && Math.max(a, b) >= first) ? (a > b ? 1 : 2) : null;
}

/** A match is complete when it has a winner, or was forfeited. */
export function isMatchComplete(match: MatchResult): boolean {
  return !!match.forfeit || matchWinner(match) !== null;
}

/** A match has been played (it has a score to show) once a map was won or it was forfeited; 0-0 is not a result. */
export function isPlayed(match: MatchResult): boolean {
  return (match.score_1 ?? 0) + (match.score_2 ?? 0) > 0 || !!match.forfeit;
}

/** The two sides' score texts: numbers, or W against FF for a forfeit (SPEC §4). */
export function scoreTexts(match: MatchResult): [string, string] {
  const winner = matchWinner(match);
  if (match.forfeit && winner) return winner === 1 ? ["W", "FF"] : ["FF", "W"];
  return [String(match.score_1 ?? 0), String(match.score_2 ?? 0)];
}

/** What the map rules read of a map. */
export type MapLike = Pick<MapRecord, "winner" | "draw" | "banner" | "score_1" | "score_2" | "number">;

/** SPEC §4: a map with a banner is banned and does not count as played. */
export function isMapBanned(map: Pick<MapRecord, "banner">): boolean {
  return !!map.banner?.length;
}

/**
 * Who won a map: its stored winner (a team of the match), else the higher of its scores;
 * "draw" for a drawn map; null while undecided or for a banned map.
 */
export function mapWinner(map: MapLike, match: Pick<MatchRecord, "teams">): Side | "draw" | null {
  if (isMapBanned(map)) return null;
  if (map.draw) return "draw";
  const winner = map.winner?.[0];
  if (winner) return sideOfTeam(match, winner);
  return scoreLeader(map.score_1, map.score_2);
}

/** The side with the higher of two scores; null while either is missing or they are level. */
export function scoreLeader(a: number | null | undefined, b: number | null | undefined): Side | null {
  return a != null && b != null && a !== b ? (a > b ? 1 : 2) : null;
}

/** The map being played: one past the maps with a result, capped at the match's length. */
export function currentMapNumber(match: Pick<MatchRecord, "teams" | "score_1" | "score_2" | "first_to">, maps: readonly MapLike[]): number {
  const decided = maps.filter((m) => mapWinner(m, match) !== null).length;
  const byScore = (match.score_1 ?? 0) + (match.score_2 ?? 0);
  const next = Math.max(decided, byScore) + 1;
  const length = bestOf(match, maps);
  return length === null ? next : Math.min(next, length);
}

/** The map record being played, if the match has one with that number. */
export function currentMap<M extends MapLike>(
  match: Pick<MatchRecord, "teams" | "score_1" | "score_2" | "first_to">,
  maps: readonly M[],
): M | null {
  const n = currentMapNumber(match, maps);
  return maps.find((m) => !isMapBanned(m) && m.number === n) ?? null;
}

type MatchState = Pick<MatchRecord, "teams" | "score_1" | "score_2" | "first_to" | "forfeit">;

/**
 * The map a scoreboard names: the one being played, or null once the match is complete.
 * The current map is capped at the match's length, so a first to 3 won 3-1 would otherwise
 * still name map 5, a map that will never be played.
 */
export function mapInPlay(match: MatchState, maps: readonly MapLike[]): number | null {
  return isMatchComplete(match) ? null : currentMapNumber(match, maps);
}

/** What a map win (SPEC §7 multi-map-win) writes, in one transaction; or why it may not. */
export type MapWin =
  | { ok: false; message: string }
  | {
      ok: true;
      /** The match: one map more for the side, and the link to a map row created for the win. */
      match: Pick<MatchRecord, "score_1" | "score_2" | "maps">;
      /**
       * The map being played: its row gets the winning team and loses any draw (a drawn map
       * reads as drawn whoever won it), or, when the match has no row for it, a row is created
       * with its number.
       */
      map:
        | { create: false; id: string; fields: { winner: string[]; draw: null } }
        | { create: true; id: string; fields: { match: string[]; number: number; winner: string[] } };
    };

/**
 * A map won by a side of the match: its score goes up and the map being played (as the result
 * stood before the win) records the side's team as its winner, so the map table, the desk and
 * the line-ups agree with the score. The map's own scores (rounds, points) stay as typed: the
 * win does not know them, and the stored winner outranks them (mapWinner). `newMapId` is the
 * id a created row takes.
 */
export function mapWin(
  match: MatchState & Pick<MatchRecord, "id" | "maps">,
  maps: readonly (MapLike & { id: string })[],
  side: Side,
  newMapId: string,
): MapWin {
  const team = match.teams?.[side - 1];
  if (!team || !match.teams?.[2 - side]) return { ok: false, message: "The live match needs two teams" };
  if (isMatchComplete(match)) return { ok: false, message: "A team has already reached first_to" };
  const score = side === 1 ? { score_1: (match.score_1 ?? 0) + 1 } : { score_2: (match.score_2 ?? 0) + 1 };
  const current = currentMap(match, maps);
  if (current) return { ok: true, match: score, map: { create: false, id: current.id, fields: { winner: [team], draw: null } } };
  const number = currentMapNumber(match, maps);
  // The editor numbers its rows by their place, so the new row goes before any map numbered after it.
  const numbers = new Map(maps.map((m) => [m.id, m.number ?? 0]));
  const links = match.maps ?? [];
  const at = links.findIndex((id) => (numbers.get(id) ?? 0) > number);
  return {
    ok: true,
    match: { ...score, maps: at < 0 ? [...links, newMapId] : [...links.slice(0, at), newMapId, ...links.slice(at)] },
    map: { create: true, id: newMapId, fields: { match: [match.id], number, winner: [team] } },
  };
}

/**
 * SPEC §3: `placeholder_teams` holds the two sides' names while the teams are unknown,
 * separated by |, optionally followed by two short codes ("Winner A|Winner B|WA|WB").
 */
export function placeholders(match: Pick<MatchRecord, "placeholder_teams">): { names: [string, string]; codes: [string, string] } {
  const parts = (match.placeholder_teams ?? "").split("|").map((p) => p.trim());
  return { names: [parts[0] ?? "", parts[1] ?? ""], codes: [parts[2] ?? "", parts[3] ?? ""] };
}

/** The name a side shows: its team's, else its placeholder, else TBD. */
export function sideNames(
  match: Pick<MatchRecord, "placeholder_teams">,
  teams: readonly (Pick<TeamRecord, "name"> | null | undefined)[],
): [string, string] {
  const { names } = placeholders(match);
  return [teams[0]?.name || names[0] || "TBD", teams[1]?.name || names[1] || "TBD"];
}

/** A short code for a team (its code, else the first four letters of its name), upper case. */
export function teamCode(team: Pick<TeamRecord, "name" | "code">): string {
  return (team.code || team.name || "").slice(0, 4).toUpperCase();
}

/** Which side a team plays on in a match, or null. */
export function sideOfTeam(match: Pick<MatchRecord, "teams">, teamId: string | null | undefined): Side | null {
  if (!teamId) return null;
  return match.teams?.[0] === teamId ? 1 : match.teams?.[1] === teamId ? 2 : null;
}

/** A match still to be played shows as upcoming until this long after its start. */
export const UPCOMING_GRACE_MS = 3 * 60 * 60 * 1000;

/** Upcoming matches, soonest first: scheduled, not complete, starting after `now - grace`. */
export function upcomingMatches<M extends Pick<MatchRecord, "id" | "start"> & MatchResult>(matches: readonly M[], now: number): M[] {
  return matches
    .filter((m) => typeof m.start === "number" && m.start >= now - UPCOMING_GRACE_MS && !isMatchComplete(m))
    .sort((a, b) => (a.start ?? 0) - (b.start ?? 0) || a.id.localeCompare(b.id));
}
