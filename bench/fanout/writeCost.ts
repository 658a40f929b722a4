// The fixed cost of one write, without readers or HTTP: the update-broadcast action run through
// runAction (session, validation, permission, transaction, derived fields, audit, versions,
// projection of the reply, the fan-out's queueing) on the seeded demo, in this process.
// On SQLite by default; with DATABASE_URL (postgres://…) on a throwaway database there, where it
// also counts the statements sent to PostgreSQL per action (each one a round trip).
// WRITES (default 2000) after WARMUP (200), GAP_MS (default 0) apart. Run with `node --cpu-prof --import tsx` to profile.
// Prints JSON; never pass/fail.
import { createRequire } from "node:module";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runAction } from "../../server/actions/runAction.ts";
import { createSessionToken } from "../../server/auth/tokens.ts";
import { createServer } from "../../server/createServer.ts";
import { defaultConfig, silentLogger } from "../../server/deps.ts";
import { DEMO_PRODUCER_ID, seedDemo } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";
import { summarise, throwawayDatabase } from "../common.ts";

const writes = Number(process.env.WRITES ?? 2000);
const warmup = Number(process.env.WARMUP ?? 200);
const gapMs = Number(process.env.GAP_MS ?? 0);
const postgres = process.env.DATABASE_URL?.startsWith("postgres") ? process.env.DATABASE_URL : undefined;

/** Every query a pg client sends, counted (the pool's clients are pg.Client); the texts of the latest write kept. */
let statements = 0;
let texts: string[] = [];
if (postgres) {
  const pg = createRequire(import.meta.url)("pg") as typeof import("pg");
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    statements++;
    const text = args[0];
    texts.push(String(typeof text === "object" && text && "text" in text ? text.text : text));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
}

const database = postgres ? await throwawayDatabase(postgres) : null;
try {
  const { db, dialect } = await openDb({
    sqlitePath: join(mkdtempSync(join(tmpdir(), "bench-")), "bench.sqlite"),
    databaseUrl: database?.url,
  });
  const store = new ThingStore(db, dialect);
  await seedDemo(store);
  const deps = { store, config: defaultConfig(), now: Date.now, log: silentLogger };
  const server = createServer(deps);
  const token = await createSessionToken(store, DEMO_PRODUCER_ID);
  const write = async (title: string) => {
    const result = await runAction(deps, "update-broadcast", { title }, token);
    if (result.status !== 200) throw new Error(`[Bench] update-broadcast answered ${result.status}`);
  };

  for (let i = 0; i < warmup; i++) await write(`warm-up ${i}`);
  const times: number[] = [];
  const counted: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < writes; i++) {
    if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
    const start = performance.now();
    const before = statements;
    texts = [];
    await write(`write ${i}`);
    times.push(performance.now() - start);
    counted.push(statements - before);
  }
  const cpu = process.cpuUsage(cpuBefore);
  await server.close();
  await store.close();
  console.log(
    JSON.stringify(
      {
        store: dialect,
        writes,
        action_ms: summarise(times, { p50_ms: 0.5, p99_ms: 0.99 }),
        gap_ms: gapMs,
        cpu_us_per_write: Math.round((cpu.user + cpu.system) / writes),
        ...(postgres ? { statements_per_write: summarise(counted, { p50: 0.5, min: 0 }), statements_of_the_last_write: texts } : {}),
      },
      null,
      2,
    ),
  );
} finally {
  await database?.drop();
}
