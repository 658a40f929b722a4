import type { MatchRecord } from "../tables.ts";
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

export function toResolveMatch(match: MatchRecord): ResolveMatch | null {
  if (match.match_number == null) return null;
  return {
    number: match.match_number,
    teams: slotsOf(match),
    score_1: match.score_1,
    score_2: match.score_2,
    first_to: match.first_to,
    forfeit: match.forfeit,
  };
}
