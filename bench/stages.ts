// Stages (issue 33): making a 256-team Swiss and a 256-team double elimination and playing
// each through. Domain: planStage per stage (goal under 50 ms) and, per result, what the
// server works out when a result lands (the Swiss next round / the bracket's resolve; goal
// under 2 ms). Store: `create-stage` over loopback HTTP, and `update-match-data` per result
// with the stage moving on in its transaction. Prints JSON; never fails on a time.
import { createSessionToken } from "../server/auth/tokens.ts";
import { seedId } from "../server/seed/demo.ts";
import { resolve, type ResolveMatch } from "../domain/bracket/resolve.ts";
import { nextSwissRound, planStage, type PlannedMatch, type SwissPlayed } from "../domain/stages/index.ts";
import { StageConfigSchema, type StageConfig } from "../domain/stages/types.ts";
import type { BracketRecord, MatchRecord } from "../domain/tables.ts";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "../server/createServer.ts";
import { defaultConfig, silentLogger } from "../server/deps.ts";
import { seedDemo } from "../server/seed/demo.ts";
import { openDb } from "../server/store/db.ts";
import { ThingStore } from "../server/store/ThingStore.ts";
import { summarise, throwawayDatabase } from "./common.ts";

const TEAMS = Number(process.env.TEAMS ?? 256);
const RUNS = Number(process.env.RUNS ?? 20);
const ids = Array.from({ length: TEAMS }, (_, i) => seedId(`bench:stage-team:${i + 1}`));
let rnd = 42;
const random = () => (rnd = (rnd * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

function timed<T>(fn: () => T): [T, number] {
  const t = performance.now();
  const out = fn();
  return [out, performance.now() - t];
}
function planTimes(config: StageConfig) {
  for (let i = 0; i < 3; i++) planStage(config); // warm the JIT
  return summarise(
    Array.from({ length: RUNS }, () => timed(() => planStage(config))[1]),
    { median_ms: 0.5, p95_ms: 0.95 },
  );
}
const plan = (config: StageConfig) => {
  const r = planStage(config);
  if (!r.ok) throw new Error(`[Bench] ${r.message}`);
  return r.plan;
};

// Domain: Swiss, each result followed by the next-round check the server makes.
const swiss = StageConfigSchema.parse({ format: "swiss", teams: ids, firstTo: 1, options: { decidingFirstTo: 2 } });
const swissResults: number[] = [];
{
  const played: SwissPlayed[] = [];
  let round: PlannedMatch[] = plan(swiss).matches;
  while (round.length) {
    // The round's matches are there, unplayed, as in the store; each result is followed by the check.
    const entries = round.map((m) => ({ ...m }) as SwissPlayed);
    played.push(...entries);
    let next: PlannedMatch[] | null = null;
    for (const m of entries) {
      const one = random() < 0.5;
      Object.assign(m, { score_1: one ? m.first_to : 0, score_2: one ? 0 : m.first_to });
      const [answer, ms] = timed(() => nextSwissRound(swiss, played));
      swissResults.push(ms);
      next = answer;
    }
    round = next ?? [];
  }
}

// Domain: double elimination, each result followed by the bracket's resolve.
const double = StageConfigSchema.parse({ format: "double-elimination", teams: ids, firstTo: 2, options: { grandFinalReset: true } });
const doubleResults: number[] = [];
{
  const { layout, matches } = plan(double);
  const stored = new Map<number, ResolveMatch>(matches.map((m) => [m.number, { number: m.number, teams: m.teams }]));
  for (;;) {
    const ready = [...resolve(layout, [...stored.values()]).matches.values()].filter(
      (m) => m.teams[0] && m.teams[1] && !m.winner && !m.notPlayed,
    );
    if (!ready.length) break;
    for (const m of ready) {
      const one = random() < 0.5;
      stored.set(m.number, { number: m.number, teams: m.teams, first_to: 2, score_1: one ? 2 : 0, score_2: one ? 0 : 2 });
      doubleResults.push(timed(() => resolve(layout, [...stored.values()]))[1]);
    }
  }
}

// Store: the action over loopback HTTP, on the demo seed plus an event of TEAMS teams.
const admin = process.env.DATABASE_URL;
const database: { url?: string; drop(): Promise<void> } = admin?.startsWith("postgres")
  ? await throwawayDatabase(admin)
  : { drop: async () => {} };
const { db, dialect } = await openDb({
  sqlitePath: join(mkdtempSync(join(tmpdir(), "bench-")), "bench.sqlite"),
  databaseUrl: database.url,
});
const store = new ThingStore(db, dialect);
await seedDemo(store);
// One organiser enters over a thousand results a minute here: the per-token action limit would refuse them.
const server = createServer({
  store,
  config: defaultConfig({ rateLimits: { actionsPerMinute: 1_000_000 } }),
  now: Date.now,
  log: silentLogger,
});
const url = await server.listen(0, "127.0.0.1");
const token = await createSessionToken(store, seedId("player:Admin Morgan"));
const EVENT = seedId("bench:stage-event");
await store.transaction(async (tx) => {
  await tx.insert("Events", { name: "Bench Stages", teams: ids }, EVENT);
  for (const [i, id] of ids.entries()) await tx.insert("Teams", { name: `Bench Team ${i + 1}`, event: [EVENT] }, id);
});
const post = async (path: string, body: unknown) => {
  const t = performance.now();
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: unknown };
  if (!response.ok) throw new Error(`[Bench] ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return { ms: performance.now() - t, data: json.data };
};
async function overStore(format: "swiss" | "double-elimination") {
  const created = await post("/actions/create-stage", { event: EVENT, name: format, format, teams: ids, firstTo: 1 });
  const bracketId = (created.data as { bracket: BracketRecord }).bracket.id;
  const results: number[] = [];
  for (;;) {
    const bracket = (await store.getTyped(bracketId, "Brackets"))!;
    const records = (await store.getMany(bracket.ordered_matches ?? [])).filter((m): m is MatchRecord => m?.__tableName === "Matches");
    const open = records.filter((m) => m.teams?.length === 2 && !m.score_1 && !m.score_2);
    if (!open.length) break;
    for (const m of open) {
      const one = random() < 0.5;
      const first = m.first_to ?? 1;
      const reply = await post("/actions/update-match-data", {
        matchID: m.id,
        updatedData: { score_1: one ? first : 0, score_2: one ? 0 : first },
      });
      results.push(reply.ms);
    }
  }
  return {
    create_stage_ms: +created.ms.toFixed(2),
    matches: (await store.getTyped(bracketId, "Brackets"))!.ordered_matches?.length,
    result_over_http: summarise(results, { median_ms: 0.5, p95_ms: 0.95 }),
  };
}
const swissStore = await overStore("swiss");
const doubleStore = await overStore("double-elimination");
await server.close();
await store.close();
await database.drop();

console.log(
  JSON.stringify(
    {
      teams: TEAMS,
      swiss_plan: { ...planTimes(swiss), goal_ms: 50 },
      swiss_per_result: { results: swissResults.length, ...summarise(swissResults, { median_ms: 0.5, p95_ms: 0.95 }), goal_ms: 2 },
      double_elimination_plan: { ...planTimes(double), goal_ms: 50 },
      double_elimination_per_result: {
        results: doubleResults.length,
        ...summarise(doubleResults, { median_ms: 0.5, p95_ms: 0.95 }),
        goal_ms: 2,
      },
      store_swiss: swissStore,
      store_double_elimination: doubleStore,
    },
    null,
    2,
  ),
);
