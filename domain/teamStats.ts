import { isMatchComplete, matchWinner, type MatchResult } from "./match.ts";

/** What a stats graphic shows of a team over its matches. */
export interface TeamRecordStats {
  /** Completed matches. */
  matches: number;
  wins: number;
  losses: number;
  mapWins: number;
  mapLosses: number;
}

export type StatsMatch = MatchResult & { teams?: string[] };

/**
 * A team's record over the completed matches it played (forfeits count as a match won or
 * lost, with no maps); a match still going counts nothing.
 */
export function teamRecord(matches: readonly StatsMatch[], teamId: string): TeamRecordStats {
  const stats: TeamRecordStats = { matches: 0, wins: 0, losses: 0, mapWins: 0, mapLosses: 0 };
  for (const m of matches) {
    const side = m.teams?.[0] === teamId ? 1 : m.teams?.[1] === teamId ? 2 : null;
    if (!side || !isMatchComplete(m)) continue;
    stats.matches++;
    if (matchWinner(m) === side) stats.wins++;
    else stats.losses++;
    if (m.forfeit) continue;
    const [own, other] = side === 1 ? [m.score_1 ?? 0, m.score_2 ?? 0] : [m.score_2 ?? 0, m.score_1 ?? 0];
    stats.mapWins += own;
    stats.mapLosses += other;
  }
  return stats;
}

/** A record's map win rate as a whole percentage, or null before any map was played. */
export function mapWinRate(stats: TeamRecordStats): number | null {
  const maps = stats.mapWins + stats.mapLosses;
  return maps ? Math.round((stats.mapWins / maps) * 100) : null;
}

/** The stat lines a graphic draws, label then value; a rate only once maps were played. */
export function statLines(stats: TeamRecordStats): [label: string, value: string][] {
  const rate = mapWinRate(stats);
  return [
    ["Matches", String(stats.matches)],
    ["Record", `${stats.wins}-${stats.losses}`],
    ["Maps won", String(stats.mapWins)],
    ["Maps lost", String(stats.mapLosses)],
    ...(rate === null ? [] : [["Map win rate", `${rate}%`] as [string, string]]),
  ];
}
