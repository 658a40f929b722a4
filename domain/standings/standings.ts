import { matchWinner } from "../match.ts";
/**
 * Standings of a group or stage: match and map records, then a tiebreaker chain applied
 * to tied groups. When a criterion splits a tie into smaller ties, the chain restarts
 * on each smaller tie, so head-to-head is always among only the teams still tied and a
 * circular head-to-head (A>B>C>A) separates nobody instead of inventing an order.
 */
export interface StandingsMatch {
  teams: readonly (string | null | undefined)[];
  score_1?: number | null;
  score_2?: number | null;
  first_to?: number | null;
  forfeit?: boolean | null;
}

export type Tiebreaker = "match_wins" | "match_diff" | "map_diff" | "head_to_head" | "map_wins";
export const DEFAULT_TIEBREAKERS: Tiebreaker[] = ["match_diff", "map_diff", "head_to_head", "map_wins"];
export const TIEBREAKER_LABELS: Record<Tiebreaker, string> = {
  match_wins: "Match wins",
  match_diff: "Match differential",
  map_diff: "Map differential",
  head_to_head: "Head-to-head",
  map_wins: "Map wins",
};

export interface StandingsRow {
  team: string;
  rank: number;
  matchWins: number;
  matchLosses: number;
  mapWins: number;
  mapLosses: number;
  mapDiff: number;
  /** True when nothing separates this team from another: they share the rank. */
  tied: boolean;
  /** The criterion that put this team below the team above it (null for the first, or a tie). */
  separatedBy: Tiebreaker | null;
}

/** The winner of a match between two known teams, as a 0-based side (domain/match.ts decides). */
export function standingsWinner(m: StandingsMatch): 0 | 1 | null {
  if (!m.teams[0] || !m.teams[1]) return null;
  const side = matchWinner(m);
  return side === null ? null : side === 1 ? 0 : 1;
}

/** SPEC §9: team map stats score = wins minus 0.25 per loss. */
export const mapStatsScore = (wins: number, losses: number) => wins - 0.25 * losses;

export function computeStandings(
  teams: readonly string[],
  matches: readonly StandingsMatch[],
  chain: readonly Tiebreaker[] = DEFAULT_TIEBREAKERS,
): StandingsRow[] {
  const done = matches.flatMap((m) => {
    const w = standingsWinner(m);
    return w == null
      ? []
      : [{ a: m.teams[0]!, b: m.teams[1]!, sa: m.score_1 ?? 0, sb: m.score_2 ?? 0, winner: w === 0 ? m.teams[0]! : m.teams[1]! }];
  });
  const stats = new Map(teams.map((t) => [t, { matchWins: 0, matchLosses: 0, mapWins: 0, mapLosses: 0 }]));
  for (const d of done) {
    for (const [team, own, other] of [
      [d.a, d.sa, d.sb],
      [d.b, d.sb, d.sa],
    ] as const) {
      const s = stats.get(team);
      if (!s) continue;
      s.mapWins += own;
      s.mapLosses += other;
      if (d.winner === team) s.matchWins++;
      else s.matchLosses++;
    }
  }
  const value = (c: Tiebreaker, team: string, group: readonly string[]): number => {
    const s = stats.get(team)!;
    if (c === "match_wins") return s.matchWins;
    if (c === "match_diff") return s.matchWins - s.matchLosses;
    if (c === "map_diff") return s.mapWins - s.mapLosses;
    if (c === "map_wins") return s.mapWins;
    const inGroup = new Set(group);
    return done.reduce(
      (n, d) => (inGroup.has(d.a) && inGroup.has(d.b) && (d.a === team || d.b === team) ? n + (d.winner === team ? 1 : -1) : n),
      0,
    );
  };

  // Each entry: a group of teams that nothing separates, and what separated it from the one above.
  const ordered: { teams: string[]; separatedBy: Tiebreaker | null }[] = [];
  const rankGroup = (group: string[], above: Tiebreaker | null) => {
    if (group.length > 1) {
      for (const c of chain) {
        const values = new Map(group.map((t) => [t, value(c, t, group)]));
        const distinct = [...new Set(values.values())].sort((x, y) => y - x);
        if (distinct.length < 2) continue;
        distinct.forEach((v, i) =>
          rankGroup(
            group.filter((t) => values.get(t) === v),
            i === 0 ? above : c,
          ),
        );
        return;
      }
    }
    ordered.push({ teams: [...group].sort(), separatedBy: above });
  };
  rankGroup([...teams], null);

  const rows: StandingsRow[] = [];
  for (const { teams: group, separatedBy } of ordered) {
    const rank = rows.length + 1;
    for (const team of group) {
      const s = stats.get(team)!;
      rows.push({
        team,
        rank,
        ...s,
        mapDiff: s.mapWins - s.mapLosses,
        tied: group.length > 1,
        separatedBy: group.length > 1 ? null : separatedBy,
      });
    }
  }
  return rows;
}
