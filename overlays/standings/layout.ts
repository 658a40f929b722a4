import { computeStandings, type StandingsRow } from "../../domain/standings/standings.ts";
import type { MatchView } from "../../engine/types.ts";

export interface StandingRow extends StandingsRow {
  name: string;
  code: string;
}

const groupOf = (m: MatchView) => String(m.record.match_group ?? "");

/** The groups (match_group) in the order they first appear. */
export function groupsOf(matches: readonly MatchView[]): string[] {
  return [...new Set(matches.map(groupOf).filter(Boolean))];
}

/**
 * A group's table by the same rules as the site's standings (domain/standings): match
 * record, then match differential, map differential, head-to-head among the tied teams
 * and map wins; teams nothing separates share a rank.
 */
export function standingsTable(matches: readonly MatchView[], group: string): StandingRow[] {
  const inGroup = matches.filter((m) => groupOf(m) === group);
  const teams = new Map(inGroup.flatMap((m) => m.teams).filter((t) => !!t).map((t) => [t!.id, t!]));
  const rows = computeStandings(
    [...teams.keys()],
    inGroup.map((m) => ({ teams: m.teams.map((t) => t?.id), score_1: m.score[0], score_2: m.score[1], first_to: m.firstTo, forfeit: !!m.record.forfeit })),
  );
  return rows.map((row) => ({ ...row, name: teams.get(row.team)?.name ?? "", code: teams.get(row.team)?.code ?? "" }));
}
