import type { MatchRecord } from "../tables.ts";
import { matchNumbers, type BracketLayout } from "./layout.ts";
import type { ResolveMatch } from "./resolve.ts";

/**
 * A match record's two slots. `teams` holds links only, so a match with one known team
 * says which side it is on: placeholder_right false puts it on the right.
 */
export function slotsOf(match: Pick<MatchRecord, "teams" | "placeholder_right">): [string | null, string | null] {
  const teams = match.teams ?? [];
  if (teams.length >= 2) return [teams[0], teams[1]];
  if (teams.length === 1) return match.placeholder_right === false ? [null, teams[0]] : [teams[0], null];
  return [null, null];
}

/** A match record as resolve reads it: as game `game` of the layout, or by its own number. */
export function toResolveMatch(match: MatchRecord, game: number | null = match.match_number ?? null): ResolveMatch | null {
  if (game == null) return null;
  return {
    number: game,
    teams: slotsOf(match),
    score_1: match.score_1,
    score_2: match.score_2,
    first_to: match.first_to,
    forfeit: match.forfeit,
  };
}

/** Which match record plays each game of a bracket's layout. */
export interface GameBinding<M> {
  /** The record of each game that has one. */
  byGame: Map<number, M>;
  /** The game each bound record plays, by record id. */
  gameOf: Map<string, number>;
  /** The layout's games no record plays, in number order. */
  missing: number[];
}

/**
 * Bind a layout's games to the bracket's ordered matches. A match whose match_number is a
 * game of the layout plays that game; the games no match carries by number then take the
 * other listed matches in ordered_matches order (numbers 101-107 for a 7-game layout play
 * games 1-7). The site's bracket view, the bracket overlay and the server's resolver all bind
 * through here, so they agree; `missing` says which games have no match at all.
 */
export function bindGames<M extends Pick<MatchRecord, "id" | "match_number">>(
  layout: BracketLayout,
  ordered: readonly (M | null | undefined)[],
): GameBinding<M> {
  const games = [...new Set(matchNumbers(layout))].sort((a, b) => a - b);
  const inLayout = new Set(games);
  const byGame = new Map<number, M>();
  const gameOf = new Map<string, number>();
  const rest: M[] = [];
  for (const match of ordered) {
    if (!match || gameOf.has(match.id)) continue;
    const n = match.match_number;
    if (n != null && inLayout.has(n) && !byGame.has(n)) {
      byGame.set(n, match);
      gameOf.set(match.id, n);
    } else rest.push(match);
  }
  const free = games.filter((n) => !byGame.has(n));
  free.forEach((n, i) => {
    const match = rest[i];
    if (!match) return;
    byGame.set(n, match);
    gameOf.set(match.id, n);
  });
  return { byGame, gameOf, missing: games.filter((n) => !byGame.has(n)) };
}

/** What resolve reads of a bracket's bound records, each as the game it plays. */
export function resolveInputs(binding: GameBinding<MatchRecord>): ResolveMatch[] {
  return [...binding.byGame].flatMap(([game, match]) => toResolveMatch(match, game) ?? []);
}
