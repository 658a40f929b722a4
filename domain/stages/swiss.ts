import type { BracketLayout, Connection } from "../bracket/layout.ts";
import type { ResolveMatch } from "../bracket/resolve.ts";
import { matchWinner } from "../match.ts";
import type { PlannedMatch, StageConfig, StagePlan } from "./types.ts";

/**
 * Swiss by the CS2 Major rules (Valve's supplemental rulebook, "Swiss Bracket" and "Seeding"):
 * teams play opponents of the same W-L record; `options.wins` advance and `options.losses`
 * eliminate (3 and 3 by default). Round 1 pairs the top half with the bottom half (1v9 … 8v16).
 * Later, each record group is ranked by record, then difficulty score (Buchholz: the opponents'
 * wins minus losses), then initial seed. In rounds 2 and 3 the highest seed meets the lowest
 * seed available without a rematch, going back a step when the last pair would be one (the
 * rulebook's "final two high seeds swap opponents"); from round 4 the rulebook's priority table
 * (its top-most row without a rematch) pairs a group of six, and the same order, generalised,
 * groups of up to eight. Larger groups pair as rounds 2 and 3 do. A group of odd size sends its
 * lowest team down to the next group; a team left over at the bottom gets a bye (a win, no
 * opponent). A rematch is made only when no pairing avoids it.
 */

/** A played (or planned) Swiss match: what resolve reads, and the round when known. */
export interface SwissPlayed extends ResolveMatch {
  /** The Swiss round; worked out from the order of play when absent. */
  round?: number;
}

export interface SwissStanding {
  team: string;
  /** Initial seed, 1-based. */
  seed: number;
  wins: number;
  losses: number;
  /** Buchholz: the sum of the opponents' wins minus their losses. */
  difficulty: number;
  opponents: string[];
  status: "advanced" | "eliminated" | "playing";
}

export const swissTargets = (config: StageConfig) => ({ wins: config.options.wins ?? 3, losses: config.options.losses ?? 3 });

/** Swiss matches with their rounds: as given, or each match one round after either team's latest. */
function withRounds(played: readonly SwissPlayed[]): (SwissPlayed & { round: number })[] {
  const count = new Map<string, number>();
  return [...played]
    .sort((a, b) => a.number - b.number)
    .map((m) => {
      const teams = m.teams.filter((t): t is string => !!t);
      const round = m.round ?? Math.max(0, ...teams.map((t) => count.get(t) ?? 0)) + 1;
      for (const t of teams) count.set(t, Math.max(count.get(t) ?? 0, round));
      return { ...m, round };
    });
}

/** A bye (one team, no opponent) counts as won; a match otherwise once it has a winner. */
function winnerOf(m: SwissPlayed): string | null {
  const [a, b] = [m.teams[0] ?? null, m.teams[1] ?? null];
  if (!a || !b) return a || b || null;
  const side = matchWinner({ score_1: m.score_1, score_2: m.score_2, first_to: m.first_to, forfeit: m.forfeit });
  return side === 1 ? a : side === 2 ? b : null;
}

/** Each team's record, difficulty score and whether it advanced or was eliminated, best first. */
export function swissStandings(config: StageConfig, played: readonly SwissPlayed[]): SwissStanding[] {
  const { wins, losses } = swissTargets(config);
  const rows = new Map<string, SwissStanding>(
    config.teams.map((team, i) => [team, { team, seed: i + 1, wins: 0, losses: 0, difficulty: 0, opponents: [], status: "playing" }]),
  );
  for (const m of played) {
    const winner = winnerOf(m);
    if (!winner) continue;
    const [a, b] = [m.teams[0] ?? null, m.teams[1] ?? null];
    const loser = winner === a ? b : a;
    const w = rows.get(winner);
    const l = loser ? rows.get(loser) : undefined;
    if (w) w.wins++;
    if (l) l.losses++;
    if (w && l) {
      w.opponents.push(l.team);
      l.opponents.push(w.team);
    }
  }
  for (const row of rows.values()) {
    row.difficulty = row.opponents.reduce((sum, o) => sum + rows.get(o)!.wins - rows.get(o)!.losses, 0);
    row.status = row.wins >= wins ? "advanced" : row.losses >= losses ? "eliminated" : "playing";
  }
  return [...rows.values()].sort(byRank);
}

const byRank = (x: SwissStanding, y: SwissStanding) =>
  y.wins - x.wins || x.losses - y.losses || y.difficulty - x.difficulty || x.seed - y.seed;

/** Round 1: seed 1 meets the first seed of the bottom half, and so on (1v9 … 8v16 for sixteen). */
export function planSwiss(config: StageConfig): StagePlan {
  const half = config.teams.length / 2;
  const { wins, losses } = swissTargets(config);
  const deciding = wins === 1 || losses === 1;
  const matches: PlannedMatch[] = Array.from({ length: half }, (_, i) => ({
    number: i + 1,
    teams: [config.teams[i], config.teams[i + half]],
    first_to: deciding ? (config.options.decidingFirstTo ?? config.firstTo) : config.firstTo,
    group: "Round 1 (0-0)",
    round: 1,
  }));
  const layout: BracketLayout = { brackets: [{ name: "Swiss", columns: [] }], connections: {}, byes: [] };
  return { layout: appendSwissRound(layout, matches, config), matches };
}

/** The layout with one more column, "Round n", holding these matches; advancing and eliminating games say so. */
export function appendSwissRound(layout: BracketLayout, matches: readonly PlannedMatch[], config: StageConfig): BracketLayout {
  if (!matches.length) return layout;
  const { wins, losses } = swissTargets(config);
  const [first, ...rest] = layout.brackets.length ? layout.brackets : [{ name: "Swiss", columns: [] }];
  const connections = { ...layout.connections };
  const byes = [...(layout.byes ?? [])];
  for (const m of matches) {
    if (!m.teams[1]) {
      byes.push(`${m.number}.2`);
      continue;
    }
    const record = /\((\d+)-(\d+)\)$/.exec(m.group);
    const [w, l] = record ? [Number(record[1]), Number(record[2])] : [0, 0];
    const conn: Connection = {};
    if (w === wins - 1) conn.win = "advance";
    if (l === losses - 1) conn.lose = "eliminated";
    if (conn.win || conn.lose) connections[m.number] = conn;
  }
  const column = { header: `Round ${matches[0].round}`, games: matches.map((m) => m.number) };
  return { ...layout, brackets: [{ ...first, columns: [...first.columns, column] }, ...rest], connections, byes };
}

/**
 * The next Swiss round once every match of the current one has a winner: null while a match
 * is still to play, and an empty list when every team has advanced or been eliminated.
 */
export function nextSwissRound(config: StageConfig, played: readonly SwissPlayed[]): PlannedMatch[] | null {
  if (!played.length) return planSwiss(config).matches;
  if (played.some((m) => !winnerOf(m))) return null;
  const rounds = withRounds(played);
  const standings = swissStandings(config, rounds);
  const active = standings.filter((s) => s.status === "playing");
  if (!active.length) return [];
  const round = Math.max(...rounds.map((m) => m.round)) + 1;
  const { wins, losses } = swissTargets(config);
  const met = new Set(
    rounds.flatMap((m) => (m.teams[0] && m.teams[1] ? [`${m.teams[0]}|${m.teams[1]}`, `${m.teams[1]}|${m.teams[0]}`] : [])),
  );
  const rematch = (a: SwissStanding, b: SwissStanding) => met.has(`${a.team}|${b.team}`);

  const groups: SwissStanding[][] = [];
  for (const s of active) {
    const last = groups[groups.length - 1];
    if (last && last[0].wins === s.wins && last[0].losses === s.losses) last.push(s);
    else groups.push([s]);
  }
  const pairs: [SwissStanding, SwissStanding | null][] = [];
  let carry: SwissStanding[] = [];
  for (const group of groups) {
    const pool = [...carry, ...group];
    carry = pool.length % 2 ? [pool.pop()!] : [];
    pairs.push(...pairGroup(pool, round, rematch));
  }
  if (carry.length) pairs.push([carry[0], null]);

  let number = Math.max(...played.map((m) => m.number));
  return pairs.map(([a, b]) => {
    const deciding = a.wins === wins - 1 || a.losses === losses - 1 || (!!b && (b.wins === wins - 1 || b.losses === losses - 1));
    return {
      number: ++number,
      teams: [a.team, b?.team ?? null],
      first_to: deciding && b ? (config.options.decidingFirstTo ?? config.firstTo) : config.firstTo,
      group: `Round ${round} (${a.wins}-${a.losses})`,
      round,
    };
  });
}

/** Pair a ranked group (best first) by the rule of its round; each pair lists the better-ranked team first. */
export function pairGroup<T>(pool: readonly T[], round: number, rematch: (a: T, b: T) => boolean): [T, T][] {
  const clash = (i: number, j: number) => rematch(pool[i], pool[j]);
  let pairing: [number, number][] | null = null;
  if (round >= 4 && pool.length <= 8) pairing = priorityPairings(pool.length).find((row) => row.every(([i, j]) => !clash(i, j))) ?? null;
  else pairing = highestMeetsLowest(pool.length, clash);
  pairing ??= highestMeetsLowest(pool.length, () => false)!;
  return pairing.map(([i, j]) => [pool[i], pool[j]]);
}

/**
 * The highest-ranked team meets the lowest-ranked one available without a rematch; when a
 * later pair can only be a rematch, the choice before it moves on to the next-lowest team.
 * Null when no pairing avoids a rematch (or the search gives up on a huge group).
 */
export function highestMeetsLowest(n: number, clash: (i: number, j: number) => boolean): [number, number][] | null {
  const used = new Array<boolean>(n).fill(false);
  const out: [number, number][] = [];
  let budget = 200_000;
  const search = (): boolean => {
    const i = used.indexOf(false);
    if (i < 0) return true;
    used[i] = true;
    for (let j = n - 1; j > i; j--) {
      if (used[j] || clash(i, j)) continue;
      if (--budget < 0) break;
      used[j] = true;
      out.push([i, j]);
      if (search()) return true;
      out.pop();
      used[j] = false;
    }
    used[i] = false;
    return false;
  };
  return search() ? out : null;
}

const priorityCache = new Map<number, [number, number][][]>();

/**
 * Every pairing of a group of n (0-based ranks), in the order of the rulebook's priority
 * table: the widest seed gaps first (the sum of the gaps between paired ranks, largest first),
 * then the lowest possible opponent for the highest rank, then for the next, and so on. For six
 * teams it gives the table's fifteen rows exactly.
 */
export function priorityPairings(n: number): [number, number][][] {
  const cached = priorityCache.get(n);
  if (cached) return cached;
  const all: [number, number][][] = [];
  const build = (left: number[], acc: [number, number][]) => {
    if (!left.length) return void all.push(acc);
    const [i, ...others] = left;
    for (const j of [...others].reverse())
      build(
        others.filter((o) => o !== j),
        [...acc, [i, j]],
      );
  };
  build(
    Array.from({ length: n }, (_, i) => i),
    [],
  );
  const gap = (row: [number, number][]) => row.reduce((s, [i, j]) => s + j - i, 0);
  // build lists pairings with each rank's opponent from lowest to highest: a stable sort by gap keeps that order within a gap.
  all.sort((a, b) => gap(b) - gap(a));
  priorityCache.set(n, all);
  return all;
}
