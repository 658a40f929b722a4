import { BracketsManager } from "brackets-manager";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BracketLayout } from "./layout.ts";
import { MemoryStorage } from "./memoryStorage.test-helper.ts";
import { eliminationLayout } from "./presets.ts";
import { resolve, type ResolveMatch } from "./resolve.ts";

/** bm (group, round, number) → our match number, read from the generated columns. */
function keyMap(layout: BracketLayout, double: boolean): Map<string, number> {
  const map = new Map<string, number>();
  const [upper, lower] = layout.brackets;
  upper.columns.forEach((col, r) => {
    if (col.header === "Grand Final" || col.header === "Reset") map.set(`3.${col.header === "Reset" ? 2 : 1}.1`, col.games[0]!);
    else col.games.forEach((g, m) => g != null && map.set(`1.${r + 1}.${m + 1}`, g));
  });
  if (double) lower?.columns.forEach((col, j) => col.games.forEach((g, m) => g != null && map.set(`2.${j + 1}.${m + 1}`, g)));
  return map;
}

async function compareWithOracle(size: number, teams: number, double: boolean, seed: number) {
  const storage = new MemoryStorage();
  // The oracle's storage interface is typed over its own tables; the memory storage serves them all.
  const manager = new BracketsManager(storage as any);
  const seeding = Array.from({ length: size }, (_, i) => (i < teams ? `T${i + 1}` : null));
  const stage = await manager.create.stage({
    tournamentId: 0,
    name: "oracle",
    type: double ? "double_elimination" : "single_elimination",
    seeding,
    settings: { size, grandFinal: "double" },
  });
  const participants = (await storage.select("participant")) as { id: number; name: string }[];
  const nameOf = (id: unknown) => (id == null ? null : participants.find((p) => p.id === id)!.name);
  const layout = eliminationLayout(size, { double, teams });
  const keys = keyMap(layout, double);
  const numberToKey = new Map([...keys].map(([k, n]) => [n, k]));
  const stored = new Map<number, ResolveMatch>();
  // Seeds enter at the slots the layout labels.
  for (const [slot, label] of Object.entries(layout.seeds ?? {})) {
    const [n, p] = slot.split(".").map(Number);
    const m = stored.get(n) ?? { number: n, teams: [null, null] };
    (m.teams as (string | null)[])[p - 1] = `T${label.replace("Seed ", "")}`;
    stored.set(n, m);
  }
  let rnd = seed;
  const random = () => (rnd = (rnd * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const bmMatch = async (key: string) => {
    const [g, r, m] = key.split(".").map(Number);
    const group = ((await storage.select("group", { stage_id: stage.id, number: g })) as { id: number }[])[0];
    const round = ((await storage.select("round", { group_id: group.id, number: r })) as { id: number }[])[0];
    return (
      (await storage.select("match", { round_id: round.id, number: m })) as {
        id: number;
        opponent1: { id: unknown } | null;
        opponent2: { id: unknown } | null;
        status: number;
      }[]
    )[0];
  };
  for (;;) {
    const res = resolve(layout, [...stored.values()]);
    const ready = [...res.matches.values()].find((m) => m.teams[0] && m.teams[1] && !m.winner && !m.notPlayed);
    if (!ready) {
      const standings = await manager.get.finalStandings(stage.id);
      const dense = new Map<number, number>();
      for (const p of res.placements) if (!dense.has(p.place)) dense.set(p.place, dense.size + 1);
      const ours = res.placements.map((p) => `${p.team}:${dense.get(p.place)}`).sort();
      const theirs = standings.map((s) => `${s.name}:${s.rank}`).sort();
      expect(ours).toEqual(theirs);
      return;
    }
    const oracle = await bmMatch(numberToKey.get(ready.number)!);
    expect([nameOf(oracle.opponent1?.id), nameOf(oracle.opponent2?.id)], `match ${numberToKey.get(ready.number)}`).toEqual(ready.teams);
    const firstWins = random() < 0.5;
    await manager.update.match({
      id: oracle.id,
      opponent1: { score: firstWins ? 3 : 1, result: firstWins ? "win" : "loss" },
      opponent2: { score: firstWins ? 1 : 3, result: firstWins ? "loss" : "win" },
    });
    stored.set(ready.number, {
      number: ready.number,
      teams: ready.teams,
      score_1: firstWins ? 3 : 1,
      score_2: firstWins ? 1 : 3,
      first_to: 3,
    });
  }
}

describe("resolve against brackets-manager", () => {
  for (const double of [false, true]) {
    // A 2-team double elimination is one final (brackets-manager makes no lower bracket): the single case covers it.
    for (const size of double ? [4, 8, 16, 32, 64, 128, 256] : [2, 4, 8, 16, 32, 64, 128, 256]) {
      it(`places every team where brackets-manager does: ${double ? "double" : "single"} elimination, ${size} teams`, async () => {
        await fc.assert(
          fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => compareWithOracle(size, size, double, seed)),
          { numRuns: size >= 128 ? 2 : 5 },
        );
      }, 120_000);
    }
    it(`agrees on brackets with byes (${double ? "double" : "single"} elimination, 3 to 100 teams)`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 3, max: 100 }), fc.integer({ min: 1, max: 2 ** 30 }), (teams, seed) => {
          const size = 2 ** Math.ceil(Math.log2(teams));
          return compareWithOracle(size, teams, double, seed);
        }),
        { numRuns: 8 },
      );
    }, 120_000);
  }
});
