import { BracketsManager } from "brackets-manager";
import { describe, expect, it } from "vitest";
import type { BracketLayout } from "../bracket/layout.ts";
import { MemoryStorage } from "../bracket/memoryStorage.test-helper.ts";
import { resolve, type ResolveMatch } from "../bracket/resolve.ts";
import { planStage } from "./index.ts";
import { StageConfigSchema, type StageConfig } from "./types.ts";

/** brackets-manager, the resolver's oracle (domain/bracket/resolve.oracle.test.ts), checks the stages we plan. */

const teams = (n: number) => Array.from({ length: n }, (_, i) => `T${i + 1}`);
const planOf = (c: StageConfig) => {
  const r = planStage(c);
  if (!r.ok) throw new Error(r.message);
  return r.plan;
};

async function oracle(type: "single_elimination" | "double_elimination" | "round_robin", seeding: (string | null)[], settings: object) {
  const storage = new MemoryStorage();
  // The oracle's storage interface is typed over its own tables; the memory storage serves them all.
  const manager = new BracketsManager(storage as any);
  const stage = await manager.create.stage({ tournamentId: 0, name: "oracle", type, seeding, settings });
  const participants = (await storage.select("participant")) as { id: number; name: string }[];
  const nameOf = (id: unknown) => (id == null ? null : participants.find((p) => p.id === id)!.name);
  type Row = { id: number; number: number; opponent1: { id: unknown } | null; opponent2: { id: unknown } | null };
  const match = async (g: number, r: number, m: number) => {
    const group = ((await storage.select("group", { stage_id: stage.id, number: g })) as { id: number }[])[0];
    const round = ((await storage.select("round", { group_id: group.id, number: r })) as { id: number }[])[0];
    return round ? ((await storage.select("match", { round_id: round.id, number: m })) as Row[])[0] : undefined;
  };
  const roundPairs = async (g: number, r: number) => {
    const out: [string | null, string | null][] = [];
    for (let m = 1; ; m++) {
      const row = await match(g, r, m);
      if (!row) return out;
      out.push([nameOf(row.opponent1?.id), nameOf(row.opponent2?.id)]);
    }
  };
  return { manager, stage, storage, nameOf, match, roundPairs };
}

/** Our match number → brackets-manager's (group, round, number), read from the planned columns. */
function keyMap(layout: BracketLayout): Map<number, [number, number, number]> {
  const map = new Map<number, [number, number, number]>();
  const [upper, lower] = layout.brackets;
  upper.columns.forEach((col, r) => {
    if (col.header === "Grand Final" || col.header === "Reset") map.set(col.games[0]!, [3, col.header === "Reset" ? 2 : 1, 1]);
    else col.games.forEach((g, m) => g != null && map.set(g, [1, r + 1, m + 1]));
  });
  lower?.columns.forEach((col, j) => col.games.forEach((g, m) => g != null && map.set(g, [2, j + 1, m + 1])));
  return map;
}

async function playAgainstOracle(format: "single-elimination" | "double-elimination", n: number, reset: boolean, seed: number) {
  const config = StageConfigSchema.parse({ format, teams: teams(n), firstTo: 3, options: { grandFinalReset: reset } });
  const { layout, matches } = planOf(config);
  const size = 2 ** Math.ceil(Math.log2(n));
  const o = await oracle(
    format === "double-elimination" ? "double_elimination" : "single_elimination",
    Array.from({ length: size }, (_, i) => (i < n ? `T${i + 1}` : null)),
    { size, grandFinal: reset ? "double" : "simple" },
  );
  const keys = keyMap(layout);
  const stored = new Map<number, ResolveMatch>(matches.map((m) => [m.number, { number: m.number, teams: m.teams }]));
  let rnd = seed;
  const random = () => (rnd = (rnd * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (;;) {
    const res = resolve(layout, [...stored.values()]);
    const ready = [...res.matches.values()].find((m) => m.teams[0] && m.teams[1] && !m.winner && !m.notPlayed);
    if (!ready) {
      const standings = await o.manager.get.finalStandings(o.stage.id);
      const dense = new Map<number, number>();
      for (const p of res.placements) if (!dense.has(p.place)) dense.set(p.place, dense.size + 1);
      expect(res.placements.map((p) => `${p.team}:${dense.get(p.place)}`).sort()).toEqual(
        standings.map((s) => `${s.name}:${s.rank}`).sort(),
      );
      return;
    }
    const row = (await o.match(...keys.get(ready.number)!))!;
    expect([o.nameOf(row.opponent1?.id), o.nameOf(row.opponent2?.id)], `match ${ready.number}`).toEqual(ready.teams);
    const one = random() < 0.5;
    await o.manager.update.match({
      id: row.id,
      opponent1: { score: one ? 3 : 1, result: one ? "win" : "loss" },
      opponent2: { score: one ? 1 : 3, result: one ? "loss" : "win" },
    });
    stored.set(ready.number, { number: ready.number, teams: ready.teams, score_1: one ? 3 : 1, score_2: one ? 1 : 3, first_to: 3 });
  }
}

describe("planned stages against brackets-manager", () => {
  for (const n of [2, 4, 8, 16, 32])
    it(`single elimination of ${n}: the same matches, round by round, and the same final places`, async () => {
      for (const seed of [1, 2, 3]) await playAgainstOracle("single-elimination", n, false, seed);
    });
  for (const n of [4, 6, 8, 12, 16, 32])
    for (const reset of [false, true])
      it(`double elimination of ${n}${reset ? " with a grand final reset" : ""}: the same matches and final places`, async () => {
        for (const seed of [1, 2, 3]) await playAgainstOracle("double-elimination", n, reset, seed);
      });

  for (const n of [5, 6, 12, 20])
    it(`single elimination of ${n}: the same first-round matches, the byes going to the top seeds`, async () => {
      const size = 2 ** Math.ceil(Math.log2(n));
      const o = await oracle(
        "single_elimination",
        Array.from({ length: size }, (_, i) => (i < n ? `T${i + 1}` : null)),
        { size },
      );
      const theirs = (await o.roundPairs(1, 1)).filter(([a, b]) => a && b);
      const { layout, matches } = planOf(StageConfigSchema.parse({ format: "single-elimination", teams: teams(n), firstTo: 2 }));
      const firstColumn = new Set(layout.brackets[0].columns[0].games);
      expect(matches.filter((m) => firstColumn.has(m.number)).map((m) => m.teams)).toEqual(theirs);
    });

  for (const [n, groups, double] of [
    [16, 4, false],
    [10, 2, false],
    [7, 1, false],
    [12, 3, true],
  ] as const)
    it(`round robin of ${n} in ${groups} group${groups > 1 ? "s" : ""}${double ? ", double" : ""}: the same groups and rounds`, async () => {
      const o = await oracle("round_robin", teams(n), {
        groupCount: groups,
        seedOrdering: ["groups.seed_optimized"],
        roundRobinMode: double ? "double" : "simple",
      });
      const { matches } = planOf(
        StageConfigSchema.parse({ format: "round-robin", teams: teams(n), firstTo: 2, options: { groups, double } }),
      );
      for (let g = 1; g <= groups; g++) {
        const ours = matches.filter((m) => m.group === `Group ${String.fromCharCode(64 + g)}`);
        for (let r = 1; r <= Math.max(...ours.map((m) => m.round)); r++)
          expect(
            ours.filter((m) => m.round === r).map((m) => m.teams),
            `group ${g} round ${r}`,
          ).toEqual(await o.roundPairs(g, r));
      }
    });
});
