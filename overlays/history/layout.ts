import type { ResolvedTheme } from "../../domain/theme.ts";
import { recentResults, record, resultDate, sameClub } from "../../domain/teamHistory.ts";
import type { MatchRecord, TeamRecord } from "../../domain/tables.ts";
import type { Lookup, TableIds } from "../../engine/buildData.ts";
import type { MatchView, TeamView } from "../../engine/types.ts";
import { coloursOf, teamById, teamKeys, type Colours } from "../shared/teamsData.ts";

export interface ResultLine {
  opponent: string;
  opponentLogo: string | null;
  score: string;
  result: "W" | "L" | "D";
  date: string;
}

export interface HistoryColumn {
  name: string;
  colours: Colours;
  /** "3-1" over the rows shown. */
  record: string;
  rows: ResultLine[];
}

/** The team records that are the same club as `id` (every event), when the Teams list is loaded; else the team itself. */
export function clubTeams(get: Lookup, ids: TableIds, id: string): TeamRecord[] {
  const team = get(id, "Teams");
  if (!team) return [];
  const all = ids("Teams")
    .map((t) => get(t, "Teams"))
    .filter((t): t is TeamRecord => !!t);
  return sameClub(team, all);
}

/** Every match of a club's teams (each listed once). */
export function clubMatches(get: Lookup, teams: readonly TeamRecord[]): MatchRecord[] {
  const ids = [...new Set(teams.flatMap((t) => t.matches ?? []))];
  return ids.map((m) => get(m, "Matches")).filter((m): m is MatchRecord => !!m);
}

/** Each live team's column of recent results (a side without a team is left out). */
export function historyColumns(
  live: MatchView | null,
  get: Lookup,
  ids: TableIds,
  theme: ResolvedTheme,
  known: ReadonlyMap<string, TeamView>,
  opts: { max: number; reverse: boolean; now: number; zone?: string },
): HistoryColumn[] {
  if (!live) return [];
  return live.teams.flatMap((team) => {
    if (!team) return [];
    const club = clubTeams(get, ids, team.id);
    const clubIds = new Set(club.map((t) => t.id));
    const matches = clubMatches(get, club).map((m) => ({ ...m, teams: (m.teams ?? []).map((t) => (clubIds.has(t) ? team.id : t)) }));
    const rows = recentResults(team.id, matches, opts.max, opts.reverse).map((r): ResultLine => {
      const opp = teamById(get, r.opponentId, known);
      return {
        opponent: opp?.name ?? "TBD",
        opponentLogo: opp?.theme.logoId ?? null,
        score: `${r.score[0]}-${r.score[1]}`,
        result: r.result,
        date: resultDate(r.start, opts.now, opts.zone),
      };
    });
    return [{ name: team.name, colours: coloursOf(team, theme), record: rows.length ? record(rows) : "", rows }];
  });
}

/**
 * What the history needs loaded: the Teams list and its records (to find the same club in
 * other events), the club's matches, and each opponent with its theme.
 */
export function historyNeeds(liveId: string | null | undefined, get: Lookup, ids: TableIds): (string | null | undefined)[] {
  const live = get(liveId, "Matches");
  const keys: (string | null | undefined)[] = ["Teams", ...ids("Teams")];
  for (const id of live?.teams ?? []) {
    keys.push(...teamKeys(get, id));
    for (const m of clubMatches(get, clubTeams(get, ids, id))) for (const t of m.teams ?? []) keys.push(...teamKeys(get, t));
    for (const t of clubTeams(get, ids, id)) keys.push(...(t.matches ?? []));
  }
  return keys;
}
