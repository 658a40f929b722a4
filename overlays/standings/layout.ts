import { groupStandings, groupsOf as groupsOfRecords } from "../../domain/standings/fromRecords.ts";
import type { StandingsRow } from "../../domain/standings/standings.ts";
import type { MatchView } from "../../engine/types.ts";

export interface StandingRow extends StandingsRow {
  name: string;
  code: string;
}

/** The groups (match_group) in the order they first appear. */
export function groupsOf(matches: readonly MatchView[]): string[] {
  return groupsOfRecords(matches.map((m) => m.record));
}

/**
 * A group's table by the site's standings (domain/standings): match record, then match
 * differential, map differential, head-to-head among the tied teams and map wins; teams
 * nothing separates share a rank.
 */
export function standingsTable(matches: readonly MatchView[], group: string): StandingRow[] {
  const teams = new Map(matches.flatMap((m) => m.teams).flatMap((t) => (t ? [[t.id, t] as const] : [])));
  return groupStandings(
    matches.map((m) => m.record),
    group,
  ).map((row) => ({ ...row, name: teams.get(row.team)?.name ?? "", code: teams.get(row.team)?.code ?? "" }));
}
