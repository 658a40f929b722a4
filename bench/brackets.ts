// Benchmarks bracket resolution and standings. Prints JSON: resolving a 512-team double
// elimination with every match played (goal under 10 ms), its geometry, and standings
// for 32 teams that all played each other, with head-to-head ties (goal under 5 ms).
import { layoutGeometry } from "../domain/bracket/geometry.ts";
import { eliminationLayout } from "../domain/bracket/presets.ts";
import { resolve, type ResolveMatch } from "../domain/bracket/resolve.ts";
import { computeStandings, type StandingsMatch } from "../domain/standings/standings.ts";

const RUNS = Number(process.env.RUNS ?? 50);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(3));
  return { median_ms: at(0.5), p95_ms: at(0.95), runs: samples.length };
}
function time(fn: () => unknown) {
  for (let i = 0; i < 5; i++) fn(); // warm the JIT
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return stats(out);
}

// A 512-team double elimination, played to the end: every ready match won by slot 1.
const layout = eliminationLayout(512, { double: true });
const played = new Map<number, ResolveMatch>();
for (const [slot, seed] of Object.entries(layout.seeds ?? {})) {
  const [n, p] = slot.split(".").map(Number);
  const m = played.get(n) ?? { number: n, teams: [null, null], first_to: 3 };
  (m.teams as (string | null)[])[p - 1] = seed;
  played.set(n, m);
}
for (;;) {
  const r = resolve(layout, [...played.values()]);
  const ready = [...r.matches.values()].filter((m) => m.teams[0] && m.teams[1] && !m.winner && !m.notPlayed);
  if (!ready.length) break;
  for (const m of ready) played.set(m.number, { number: m.number, teams: m.teams, score_1: 3, score_2: 1, first_to: 3 });
}
const matches = [...played.values()];
const final = resolve(layout, matches);

// 32 teams, round robin, every match 2-1: the winner alternates by parity, so most
// teams tie on match and map differential and head-to-head has to work.
const teams = Array.from({ length: 32 }, (_, i) => `T${i + 1}`);
const rr: StandingsMatch[] = [];
for (let i = 0; i < 32; i++)
  for (let j = i + 1; j < 32; j++) {
    const first = (i + j) % 2 === 0;
    rr.push({ teams: [teams[i], teams[j]], first_to: 2, score_1: first ? 2 : 1, score_2: first ? 1 : 2 });
  }
const rows = computeStandings(teams, rr);

console.log(
  JSON.stringify(
    {
      resolve_512_double_elimination: {
        matches: matches.length,
        champion_found: !!final.champion,
        ...time(() => resolve(layout, matches)),
        goal_ms: 10,
      },
      geometry_512_double_elimination: { boxes: layoutGeometry(layout).boxes.length, ...time(() => layoutGeometry(layout)) },
      standings_32_teams_head_to_head: {
        matches: rr.length,
        separated_by: Object.fromEntries(
          [...new Set(rows.map((r) => r.separatedBy ?? (r.tied ? "shared rank" : "first")))].map((k) => [
            k,
            rows.filter((r) => (r.separatedBy ?? (r.tied ? "shared rank" : "first")) === k).length,
          ]),
        ),
        ...time(() => computeStandings(teams, rr)),
        goal_ms: 5,
      },
    },
    null,
    2,
  ),
);
