import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSessionToken } from "../server/auth/tokens.ts";
import { createServer } from "../server/createServer.ts";
import { defaultConfig, silentLogger } from "../server/deps.ts";
import { DEMO_PRODUCER_ID, seedDemo } from "../server/seed/demo.ts";
import { openDb } from "../server/store/db.ts";
import { ThingStore } from "../server/store/ThingStore.ts";

/**
 * Samples in ms summed up as the benchmarks print them: each named point (0.5 for the median)
 * read nearest-rank from below, and the maximum, to 0.01 ms.
 */
export function summarise<K extends string>(samples: readonly number[], points: Record<K, number>): Record<K | "max_ms", number> {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => +sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
  const out = Object.fromEntries(Object.entries<number>(points).map(([name, q]) => [name, at(q)]));
  return { ...out, max_ms: at(1) } as Record<K | "max_ms", number>;
}

/** The demo seeded into a SQLite file of its own, served on loopback, with a token of the demo producer. */
export async function demoServer(databaseUrl?: string) {
  const { db, dialect } = await openDb({ sqlitePath: join(mkdtempSync(join(tmpdir(), "bench-")), "bench.sqlite"), databaseUrl });
  const store = new ThingStore(db, dialect);
  await seedDemo(store);
  const server = createServer({ store, config: defaultConfig(), now: Date.now, log: silentLogger });
  const url = await server.listen(0, "127.0.0.1");
  const token = await createSessionToken(store, DEMO_PRODUCER_ID);
  return { store, server, url, token };
}

/** A throwaway database on the PostgreSQL server of `admin` (postgres://…), dropped by drop(). */
export async function throwawayDatabase(admin: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import("pg");
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
