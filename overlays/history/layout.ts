import type { ResolvedTheme } from "../../domain/theme.ts";
import { recentResults, record, resultDate, sameClub } from "../../domain/teamHistory.ts";
import type { MatchRecord, TeamRecord } from "../../domain/tables.ts";
import type { Collections, Lookup } from "../../engine/buildData.ts";
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

/**
 * The team records that are the same club as `id` (same name or code, any event), found in the
 * server's team list (`special:teams`), so only those teams' records are loaded; until the
 * list and their records arrive, the team itself.
 */
export function clubTeams(get: Lookup, collection: Collections, id: string): TeamRecord[] {
  const team = get(id, "Teams");
  if (!team) return [];
  const listed = collection("special:teams")?.teams ?? [];
  const club = sameClub({ id: team.id, name: team.name, code: team.code }, listed);
  return [team, ...club.map((t) => get(t.id, "Teams")).filter((t): t is TeamRecord => !!t && t.id !== team.id)];
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
  collection: Collections,
  theme: ResolvedTheme,
  known: ReadonlyMap<string, TeamView>,
  opts: { max: number; reverse: boolean; now: number; zone?: string },
): HistoryColumn[] {
  if (!live) return [];
  return live.teams.flatMap((team) => {
    if (!team) return [];
    const club = clubTeams(get, collection, team.id);
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
export function historyNeeds(liveId: string | null | undefined, get: Lookup, collection: Collections): (string | null | undefined)[] {
  const live = get(liveId, "Matches");
  const keys: (string | null | undefined)[] = ["special:teams"];
  const listed = collection("special:teams")?.teams ?? [];
  for (const id of live?.teams ?? []) {
    keys.push(...teamKeys(get, id));
    const team = get(id, "Teams");
    if (team) keys.push(...sameClub({ id: team.id, name: team.name, code: team.code }, listed).map((t) => t.id));
    const club = clubTeams(get, collection, id);
    for (const m of clubMatches(get, club)) for (const t of m.teams ?? []) keys.push(...teamKeys(get, t));
    for (const t of club) keys.push(...(t.matches ?? []));
  }
  return keys;
}
