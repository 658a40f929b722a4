import type { MatchRecord } from "../tables.ts";
import { computeStandings, DEFAULT_TIEBREAKERS, TIEBREAKER_LABELS, type StandingsRow, type Tiebreaker } from "./standings.ts";

const BY_NAME = new Map<string, Tiebreaker>(
  (Object.entries(TIEBREAKER_LABELS) as [Tiebreaker, string][]).flatMap(([key, label]) => [
    [key, key],
    [label.toLowerCase(), key],
  ]),
);

/** A configured chain (keys or labels, any case); unknown names are dropped, an empty result means the default. */
export function parseTiebreakers(names: readonly string[] | null | undefined): Tiebreaker[] {
  const chain = (names ?? []).map((n) => BY_NAME.get(n.trim().toLowerCase())).filter((t): t is Tiebreaker => !!t);
  return chain.length ? [...new Set(chain)] : DEFAULT_TIEBREAKERS;
}

/** The groups (match_group) of a set of matches, in first-seen order. */
export function groupsOf(matches: readonly Pick<MatchRecord, "match_group">[]): string[] {
  return [...new Set(matches.map((m) => m.match_group).filter((g): g is string => !!g))];
}

/** Standings of one group or stage: every team that plays a match of it. */
export function groupStandings(
  matches: readonly MatchRecord[],
  group: string,
  chain: readonly Tiebreaker[] = DEFAULT_TIEBREAKERS,
): StandingsRow[] {
  const ofGroup = matches.filter((m) => m.match_group === group);
  const teams = [...new Set(ofGroup.flatMap((m) => m.teams ?? []))];
  return computeStandings(
    teams,
    ofGroup.map((m) => ({ ...m, teams: m.teams ?? [] })),
    chain,
  );
}
