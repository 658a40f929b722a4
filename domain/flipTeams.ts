import { placeholders, type Side } from "./match.ts";
import type { MapRecord, MatchRecord } from "./tables.ts";

/**
 * SPEC §3 Match.flip_teams: the broadcast shows the live match's sides swapped (team 2 on
 * the left). The feed hands overlays the live match already in this display order
 * (engine/buildData.ts), so a scene indexes its sides as drawn; these turn what is kept by
 * stored team number into that order. A swap undoes itself: each also turns a display
 * value back into a stored one.
 */

/** A pair kept by stored team number (team_1_cams and team_2_cams, comms, map attack), left first. */
export function onScreen<T>(pair: readonly [T, T], flipped: boolean): [T, T] {
  return flipped ? [pair[1], pair[0]] : [pair[0], pair[1]];
}

/** Where a stored side shows (1 left, 2 right); also the stored side of a side on screen. */
export function sideOnScreen(side: Side, flipped: boolean): Side {
  return flipped ? (side === 1 ? 2 : 1) : side;
}

/** A match's team ids, left first: what a scene loads before the feed has built the match. */
export function teamsOnScreen(match: Pick<MatchRecord, "teams" | "flip_teams">): [string | null, string | null] {
  return onScreen([match.teams?.[0] ?? null, match.teams?.[1] ?? null], !!match.flip_teams);
}

/** "A|B|CA|CB" with its two names and two codes swapped (SPEC §3 placeholder_teams). */
function swappedPlaceholders(text: string): string {
  const { names, codes } = placeholders({ placeholder_teams: text });
  return [names[1], names[0], ...(codes[0] || codes[1] ? [codes[1], codes[0]] : [])].join("|");
}

/**
 * A match record in display order: teams, scores, placeholders and derived codes swapped;
 * an open side keeps its place as an empty id. Its flip_teams is cleared, as its sides
 * are already where they show: nothing reading it may swap them again.
 */
export function swapMatchSides(match: MatchRecord): MatchRecord {
  const [a, b] = match.teams ?? [];
  return {
    ...match,
    teams: match.teams?.length ? [b ?? "", a ?? ""] : match.teams,
    score_1: match.score_2,
    score_2: match.score_1,
    placeholder_teams: match.placeholder_teams && swappedPlaceholders(match.placeholder_teams),
    _codes: match._codes?.split(",").reverse().join(","),
    flip_teams: false,
  };
}

/**
 * A map record of a swapped match: each side's score, picks and bans change places. Its
 * winner, picker and banner are team ids, which the swapped match's teams place.
 */
export function swapMapSides(map: MapRecord): MapRecord {
  return {
    ...map,
    score_1: map.score_2,
    score_2: map.score_1,
    team_1_picks: map.team_2_picks,
    team_2_picks: map.team_1_picks,
    team_1_bans: map.team_2_bans,
    team_2_bans: map.team_1_bans,
  };
}
