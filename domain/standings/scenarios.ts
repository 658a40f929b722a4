import { computeStandings, standingsWinner, type StandingsMatch, type Tiebreaker, DEFAULT_TIEBREAKERS } from "./standings.ts";

/**
 * The foldy sheet: every way the group's remaining matches can end (each winner, by the
 * closest score), and where each team can finish. Beyond `limit` outcomes it stops
 * and says so rather than freezing the page.
 */
export interface TeamScenarios {
  team: string;
  best: number;
  worst: number;
  /** byPlace[i]: how many outcomes finish the team at rank i+1 (shared ranks count). */
  byPlace: number[];
}

export interface ScenarioSheet {
  remaining: number;
  outcomes: number;
  truncated: boolean;
  teams: TeamScenarios[];
}

export function foldyScenarios(
  teams: readonly string[],
  matches: readonly StandingsMatch[],
  chain: readonly Tiebreaker[] = DEFAULT_TIEBREAKERS,
  limit = 4096,
): ScenarioSheet {
  const open = matches.filter((m) => m.teams[0] && m.teams[1] && standingsWinner(m) == null);
  const settled = matches.filter((m) => !open.includes(m));
  const total = 2 ** open.length;
  const count = Math.min(total, limit);
  const table = new Map(teams.map((t) => [t, { team: t, best: Infinity, worst: 0, byPlace: teams.map(() => 0) }]));
  for (let mask = 0; mask < count; mask++) {
    const played = open.map((m, i) => {
      // A match with no length set yet is simulated as a first to 1.
      const ft = m.first_to && m.first_to > 0 ? m.first_to : 1;
      const firstWins = ((mask >> i) & 1) === 0;
      return { ...m, first_to: ft, score_1: firstWins ? ft : ft - 1, score_2: firstWins ? ft - 1 : ft, forfeit: false };
    });
    for (const row of computeStandings(teams, [...settled, ...played], chain)) {
      const t = table.get(row.team)!;
      t.best = Math.min(t.best, row.rank);
      t.worst = Math.max(t.worst, row.rank);
      t.byPlace[row.rank - 1]++;
    }
  }
  return { remaining: open.length, outcomes: count, truncated: count < total, teams: [...table.values()] };
}
