import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connect, type Socket } from "socket.io-client";
import { createSessionToken } from "../../server/auth/tokens.ts";
import { createServer, type AppServer } from "../../server/createServer.ts";
import { defaultConfig, silentLogger } from "../../server/deps.ts";
import { DEMO_PRODUCER_ID, seedDemo, seedId } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";
import { freshDatabaseUrl } from "../server/freshDatabase.ts";
import { nextUpdate } from "../server/harness.ts";

// Two server instances on one PostgreSQL database, sharing rooms through Redis streams.
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl || !process.env.TEST_DATABASE_URL) throw new Error("[Scale] set TEST_DATABASE_URL and TEST_REDIS_URL");

const nodes: { server: AppServer; store: ThingStore; url: string }[] = [];
const sockets: Socket[] = [];
let token: string;

beforeAll(async () => {
  const databaseUrl = await freshDatabaseUrl();
  for (let i = 0; i < 2; i++) {
    const { db, dialect } = await openDb({ databaseUrl, sqlitePath: ":memory:" });
    const store = new ThingStore(db, dialect);
    if (i === 0) await seedDemo(store);
    const server = createServer({ store, config: defaultConfig(), now: Date.now, log: silentLogger });
    await server.useRedis(redisUrl);
    nodes.push({ server, store, url: await server.listen(0, "127.0.0.1") });
  }
  token = await createSessionToken(nodes[0].store, DEMO_PRODUCER_ID);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  for (const node of nodes) {
    await node.server.close();
    await node.store.close();
  }
});

async function socketOn(url: string) {
  const socket = connect(url, { transports: ["websocket"], forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return socket;
}

describe("two server processes", () => {
  it("a write through one reaches a subscriber connected to the other", async () => {
    const watcher = await socketOn(nodes[1].url);
    watcher.emit("subscribe", "broadcast-main");
    await nextUpdate(watcher, "broadcast-main");
    const update = nextUpdate(watcher, "broadcast-main");
    const response = await fetch(`${nodes[0].url}/actions/update-broadcast`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: "Across the cluster" }),
    });
    expect(response.status).toBe(200);
    expect((await update).data.title).toBe("Across the cluster");
  });

  it("a collection subscriber on the other process hears the change of its list", async () => {
    const watcher = await socketOn(nodes[1].url);
    watcher.emit("subscribe", "special:live-matches");
    const first = await nextUpdate(watcher, "special:live-matches");
    expect(first.data.matches).toContain(seedId("match:0:4"));
    const changed = nextUpdate(watcher, "special:live-matches");
    await fetch(`${nodes[0].url}/actions/update-broadcast`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ match: null }),
    });
    expect((await changed).data.matches).not.toContain(seedId("match:0:4"));
  });
});
