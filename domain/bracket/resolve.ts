import { matchWinner } from "../match.ts";
import { matchNumbers, parseOutcome, type BracketLayout } from "./layout.ts";

/** The plain data resolve reads from a match. */
export interface ResolveMatch {
  number: number;
  teams: readonly (string | null | undefined)[];
  score_1?: number | null;
  score_2?: number | null;
  first_to?: number | null;
  forfeit?: boolean | null;
}

export const BYE = "BYE";
type Slot = string | null; // a team id, BYE, or null (not known yet)

export interface ResolvedMatch {
  number: number;
  /** The two teams the bracket puts in this match (null: not known yet, or a bye). */
  teams: [string | null, string | null];
  byes: [boolean, boolean];
  winner: string | null;
  loser: string | null;
  /** A reset game that is not needed: the slot-1 team won the first final. */
  notPlayed: boolean;
}

export interface Placement {
  team: string;
  /** 1 for the champion; teams knocked out at the same depth share a place. */
  place: number;
}

export interface Resolution {
  matches: Map<number, ResolvedMatch>;
  champion: string | null;
  /** Final places, once the bracket has a champion; before that, an empty list. */
  placements: Placement[];
  /** Matches whose stored teams differ from what the bracket now puts there. */
  changed: number[];
}

/**
 * Place the winners and losers of completed matches into their targets, in dependency
 * order. A match counts as completed only when its stored teams are the ones the
 * bracket puts there, so a corrected earlier result clears everything it no longer supports.
 */
export function resolve(layout: BracketLayout, matches: readonly ResolveMatch[]): Resolution {
  const { fed, order, byes } = compile(layout);
  const byNumber = new Map(matches.map((m) => [m.number, m]));
  const out = new Map<number, ResolvedMatch>();
  const changed: number[] = [];
  const eliminatedAt = new Map<string, number>();
  let champion: string | null = null;

  for (const n of order) {
    const stored = byNumber.get(n);
    const slot = (p: 1 | 2): Slot => {
      const key = `${n}.${p}`;
      const feeder = fed.get(key);
      if (!feeder) return stored?.teams[p - 1] || (byes.has(key) ? BYE : null);
      const f = out.get(feeder.from);
      if (!f) return null;
      if (feeder.how === "win") return f.winner;
      if (feeder.how === "lose") return f.loser;
      if (f.notPlayed || f.winner == null) return null;
      // A reset is needed only when the slot-2 team won; nobody moves otherwise.
      if (f.winner !== f.teams[1] || f.teams[1] == null) return null;
      return feeder.how === "resetTop" ? f.teams[0] : f.teams[1];
    };
    const a = slot(1);
    const b = slot(2);
    const resetSource = fed.get(`${n}.1`)?.how === "resetTop" ? out.get(fed.get(`${n}.1`)!.from) : undefined;
    const notPlayed = !!resetSource && resetSource.winner != null && resetSource.winner === resetSource.teams[0];
    const teams: [string | null, string | null] = [a === BYE ? null : a, b === BYE ? null : b];
    let winner: Slot = null;
    let loser: Slot = null;
    if (a === BYE && b === BYE) [winner, loser] = [BYE, BYE];
    else if (a === BYE && b) [winner, loser] = [b, BYE];
    else if (b === BYE && a) [winner, loser] = [a, BYE];
    else if (a && b && stored && stored.teams[0] === a && stored.teams[1] === b) {
      const w = matchWinner(stored);
      if (w) [winner, loser] = w === 1 ? [a, b] : [b, a];
    }
    const resolved: ResolvedMatch = { number: n, teams, byes: [a === BYE, b === BYE], winner, loser, notPlayed };
    out.set(n, resolved);
    if (fed.has(`${n}.1`) || fed.has(`${n}.2`)) {
      const before = [stored?.teams[0] ?? null, stored?.teams[1] ?? null];
      if (before[0] !== teams[0] || before[1] !== teams[1]) changed.push(n);
    }
    if (winner == null || winner === BYE) continue;
    const conn = layout.connections[n] ?? {};
    const resetGoesOn = conn.reset && winner === teams[1];
    if (!resetGoesOn) {
      if (conn.win?.trim() === "champion") champion = winner;
      if (loser && loser !== BYE && conn.lose?.trim() === "eliminated") eliminatedAt.set(loser, n);
    }
  }
  return { matches: out, champion, placements: champion ? placements(layout, champion, eliminatedAt) : [], changed };
}

type Feed = { from: number; how: "win" | "lose" | "resetTop" | "resetBottom" };
interface Compiled {
  fed: Map<string, Feed>;
  order: number[];
  byes: Set<string>;
}
const compiled = new WeakMap<BracketLayout, Compiled>();

/** The layout's feeds and dependency order, computed once per layout object. */
function compile(layout: BracketLayout): Compiled {
  const cached = compiled.get(layout);
  if (cached) return cached;
  const numbers = matchNumbers(layout);
  const fed = new Map<string, Feed>();
  const edges = new Map<number, number[]>();
  const addEdge = (from: number, to: number) => edges.set(from, [...(edges.get(from) ?? []), to]);
  for (const n of numbers) {
    const conn = layout.connections[n];
    if (!conn) continue;
    for (const how of ["win", "lose"] as const) {
      const o = parseOutcome(conn[how]);
      if (o?.kind === "slot") {
        fed.set(`${o.match}.${o.position}`, { from: n, how });
        addEdge(n, o.match);
      }
    }
    if (conn.reset) {
      fed.set(`${conn.reset}.1`, { from: n, how: "resetTop" });
      fed.set(`${conn.reset}.2`, { from: n, how: "resetBottom" });
      addEdge(n, conn.reset);
    }
  }
  const result = { fed, order: topological(numbers, edges), byes: new Set(layout.byes ?? []) };
  compiled.set(layout, result);
  return result;
}

/** Kahn's order over the feeds; anything in a cycle follows in number order. */
function topological(numbers: number[], edges: Map<number, number[]>): number[] {
  const indegree = new Map(numbers.map((n) => [n, 0]));
  for (const tos of edges.values()) for (const t of tos) if (indegree.has(t)) indegree.set(t, indegree.get(t)! + 1);
  const queue = numbers.filter((n) => indegree.get(n) === 0);
  const order: number[] = [];
  for (let i = 0; i < queue.length; i++) {
    const n = queue[i];
    order.push(n);
    for (const t of edges.get(n) ?? []) {
      const d = indegree.get(t)! - 1;
      indegree.set(t, d);
      if (d === 0) queue.push(t);
    }
  }
  if (order.length < numbers.length) for (const n of numbers) if (!order.includes(n)) order.push(n);
  return order;
}

/** How many wins a match's winner still needs to be champion: 0 for a final. */
const depthCache = new WeakMap<BracketLayout, Map<number, number>>();
export function matchDepths(layout: BracketLayout): Map<number, number> {
  const cached = depthCache.get(layout);
  if (cached) return cached;
  const depth = new Map<number, number>();
  const visit = (n: number, seen: Set<number>): number => {
    if (depth.has(n)) return depth.get(n)!;
    if (seen.has(n)) return 0;
    seen.add(n);
    const conn = layout.connections[n];
    const o = parseOutcome(conn?.win);
    const d = o?.kind === "slot" && !(conn?.reset && o.match === conn.reset) ? 1 + visit(o.match, seen) : 0;
    depth.set(n, d);
    return d;
  };
  for (const n of matchNumbers(layout)) visit(n, new Set());
  depthCache.set(layout, depth);
  return depth;
}

function placements(layout: BracketLayout, champion: string, eliminatedAt: Map<string, number>): Placement[] {
  const depth = matchDepths(layout);
  const out: Placement[] = [{ team: champion, place: 1 }];
  const rows = [...eliminatedAt].filter(([t]) => t !== champion).map(([team, n]) => ({ team, d: depth.get(n) ?? 0 }));
  rows.sort((x, y) => x.d - y.d);
  rows.forEach((r, i) => out.push({ team: r.team, place: i > 0 && rows[i - 1].d === r.d ? out[out.length - 1].place : i + 2 }));
  return out;
}
