// Our server in a child process of bench/fanout.ts: the seeded demo on SQLite, or with
// FANOUT_DATABASE_URL one node of the cluster on PostgreSQL (FANOUT_SEED=1 on the first one)
// sharing rooms through Redis (FANOUT_REDIS_URL), as tests/scale/cluster.test.ts runs it.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSessionToken } from "../../server/auth/tokens.ts";
import { createServer } from "../../server/createServer.ts";
import { defaultConfig, silentLogger } from "../../server/deps.ts";
import { DEMO_PRODUCER_ID, seedDemo } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";
import { answerStats } from "./serverStats.ts";

const databaseUrl = process.env.FANOUT_DATABASE_URL || undefined;
const redisUrl = process.env.FANOUT_REDIS_URL || undefined;
const seed = !databaseUrl || process.env.FANOUT_SEED === "1";

const { db, dialect } = await openDb({ sqlitePath: join(mkdtempSync(join(tmpdir(), "bench-")), "bench.sqlite"), databaseUrl });
const store = new ThingStore(db, dialect);
if (seed) await seedDemo(store);
// The limiter is not what is measured: a long burst (BURST) must not meet it.
const config = defaultConfig({ rateLimits: { actionsPerMinute: 1_000_000, socketsPerAddress: 1_000_000 } });
const server = createServer({ store, config, now: Date.now, log: silentLogger });
if (redisUrl) await server.useRedis(redisUrl);
const url = await server.listen(0, "127.0.0.1");
const token = seed ? await createSessionToken(store, DEMO_PRODUCER_ID) : null;

answerStats(server.io, { url, token }, async () => {
  await server.close();
  await store.close();
});
