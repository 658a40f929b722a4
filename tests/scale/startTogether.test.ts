import { afterAll, describe, expect, it } from "vitest";
import type { ThingStore } from "../../server/store/ThingStore.ts";
import { openStore } from "../../server/store/openStore.ts";
import { freshDatabaseUrl } from "../server/freshDatabase.ts";

// Servers started together on one empty PostgreSQL database, as a deploy of two processes does.
const opened: ThingStore[] = [];
afterAll(async () => {
  for (const store of opened) await store.close();
});

describe("servers starting together", () => {
  it("two servers on an empty database both start, and the demo is seeded once", async () => {
    const databaseUrl = await freshDatabaseUrl();
    if (!databaseUrl) throw new Error("[Scale] set TEST_DATABASE_URL");
    const started = await Promise.allSettled([0, 1].map(() => openStore({ databaseUrl, sqlitePath: ":memory:", poolSize: 4 })));
    for (const result of started) if (result.status === "fulfilled") opened.push(result.value.store);
    expect(started.map((r) => (r.status === "rejected" ? String(r.reason) : "started"))).toEqual(["started", "started"]);
    const seeded = started.map((r) => r.status === "fulfilled" && r.value.seeded);
    expect(seeded.filter(Boolean)).toHaveLength(1);

    // What one server seeding alone makes.
    const alone = await openStore({ databaseUrl: await freshDatabaseUrl(), sqlitePath: ":memory:", poolSize: 2 });
    opened.push(alone.store);
    for (const table of ["Events", "Teams", "Players", "Matches", "Broadcasts"] as const) {
      expect((await opened[0].list(table)).length, table).toBe((await alone.store.list(table)).length);
    }
  });
});
