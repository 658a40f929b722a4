import type { MatchView } from "../../engine/types.ts";

export interface StandingRow {
  teamId: string;
  name: string;
  code: string;
  wins: number;
  losses: number;
  mapWins: number;
  mapLosses: number;
  mapDiff: number;
}

/** A match counts once a side has reached first_to (or it was forfeited). */
export function isComplete(m: MatchView): boolean {
  return m.score[0] >= m.firstTo || m.score[1] >= m.firstTo || !!m.record.forfeit;
}

/** The groups (match_group) in the order they first appear. */
export function groupsOf(matches: MatchView[]): string[] {
  return [...new Set(matches.map((m) => String(m.record.match_group ?? "")).filter(Boolean))];
}

/**
 * A group's table from its completed matches: match wins, then map difference, then map
 * wins, then name. (Drawn from the match records directly; domain/standings is the
 * site's full rule set when it lands.)
 */
export function standingsTable(matches: MatchView[], group: string): StandingRow[] {
  const rows = new Map<string, StandingRow>();
  const inGroup = matches.filter((m) => String(m.record.match_group ?? "") === group);
  for (const m of inGroup) for (const t of m.teams) if (t && !rows.has(t.id)) rows.set(t.id, { teamId: t.id, name: t.name, code: t.code, wins: 0, losses: 0, mapWins: 0, mapLosses: 0, mapDiff: 0 });
  for (const m of inGroup.filter(isComplete)) {
    const [a, b] = m.teams;
    if (!a || !b) continue;
    const ra = rows.get(a.id)!;
    const rb = rows.get(b.id)!;
    const aWon = m.score[0] > m.score[1];
    (aWon ? ra : rb).wins++;
    (aWon ? rb : ra).losses++;
    ra.mapWins += m.score[0]; ra.mapLosses += m.score[1];
    rb.mapWins += m.score[1]; rb.mapLosses += m.score[0];
  }
  for (const r of rows.values()) r.mapDiff = r.mapWins - r.mapLosses;
  return [...rows.values()].sort((x, y) => y.wins - x.wins || y.mapDiff - x.mapDiff || y.mapWins - x.mapWins || x.name.localeCompare(y.name));
}
