import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connect, type Socket } from "socket.io-client";
import { createSessionToken } from "../../server/auth/tokens.ts";
import { createServer, type AppServer } from "../../server/createServer.ts";
import { defaultConfig, silentLogger } from "../../server/deps.ts";
import { DEMO_PRODUCER_ID, seedDemo, seedId } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";
import { Collections } from "../../server/things/collections.ts";
import { freshDatabaseUrl } from "../server/freshDatabase.ts";
import { nextUpdate } from "../server/harness.ts";
import { deleteRedisKeys, freshRedisPrefix } from "./redisKeys.ts";
import { startRedisProxy, type RedisProxy } from "./redisProxy.ts";

// Two server processes on one PostgreSQL database, each reaching Redis through its own proxy the test can break.
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl || !process.env.TEST_DATABASE_URL) throw new Error("[Scale] set TEST_DATABASE_URL and TEST_REDIS_URL");

const LIVE_MATCH = seedId("match:0:4");
const RECORDS = ["broadcast-main", LIVE_MATCH];
/** A record only the second process's subscriber watches: no resend by the first can carry it there. */
const SECOND_ONLY = seedId("match:0:5");
const LIST = "special:live-matches";
/** How long the stall keeps connections open and silent: longer than any timeout that would notice it unaided. */
const STALL_FOR_MS = 7000;

interface Node {
  server: AppServer;
  store: ThingStore;
  url: string;
  proxy: RedisProxy;
  socket: Socket;
  /** What the subscriber holds: the newest version heard of each key, as live/ThingClient keeps it. */
  held: Map<string, { __version: number; matches?: string[] }>;
}
const nodes: Node[] = [];
/** This file's own stream and channels in Redis: no other file or run hears these servers. */
const redisPrefix = freshRedisPrefix();
let token: string;

beforeAll(async () => {
  const databaseUrl = await freshDatabaseUrl();
  for (let i = 0; i < 2; i++) {
    const proxy = await startRedisProxy(redisUrl);
    const { db, dialect } = await openDb({ databaseUrl, sqlitePath: ":memory:" });
    const store = new ThingStore(db, dialect);
    if (i === 0) await seedDemo(store);
    const server = createServer({ store, config: defaultConfig(), now: Date.now, log: silentLogger });
    await server.useRedis(proxy.url, redisPrefix);
    const url = await server.listen(0, "127.0.0.1");
    const socket = connect(url, { transports: ["websocket"], forceNew: true });
    const held: Node["held"] = new Map();
    socket.on("data_update", (key: string, data: { __version: number } | null) => {
      if (data && (held.get(key)?.__version ?? -1) < data.__version) held.set(key, data);
    });
    nodes.push({ server, store, url, proxy, socket, held });
  }
  token = await createSessionToken(nodes[0].store, DEMO_PRODUCER_ID);
  for (const [i, { socket }] of nodes.entries()) {
    const first = nextUpdate(socket, LIST);
    socket.emit("subscribe-multiple", [...RECORDS, LIST, ...(i === 1 ? [SECOND_ONLY] : [])]);
    await first;
  }
});
afterAll(async () => {
  for (const node of nodes) {
    node.socket.close();
    await node.server.close();
    await node.store.close();
    await node.proxy.close();
  }
  await deleteRedisKeys(redisUrl, redisPrefix);
});

async function act(node: Node, key: string, body: object) {
  const response = await fetch(`${node.url}/actions/${key}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/**
 * Writes through both processes: a score and a title through the second, then a title and the
 * live match on or off through the first (which changes the list, last, so that only word from
 * the first can bring the second's list up to date).
 */
async function writeThroughBoth(label: string) {
  const { store } = nodes[0];
  const broadcast = await store.getTyped((await store.lookup("broadcast-main"))!, "Broadcasts");
  const match = await store.getTyped(LIVE_MATCH, "Matches");
  const live = broadcast?.live_match?.includes(LIVE_MATCH);
  await act(nodes[1], "update-match-data", { matchID: LIVE_MATCH, updatedData: { score_1: ((match?.score_1 ?? 0) % 40) + 1 } });
  await act(nodes[1], "update-broadcast", { title: `${label} from the second` });
  await act(nodes[0], "update-broadcast", { title: `${label} from the first` });
  await act(nodes[0], "update-broadcast", { match: live ? null : LIVE_MATCH });
}

/** What a subscriber should end on: each record's version in the store, and the list as computed from the store now. */
async function storeView() {
  const store = nodes[0].store;
  const ids = [(await store.lookup("broadcast-main"))!, LIVE_MATCH];
  const versions = await Promise.all(ids.map(async (id) => (await store.get(id))!.__version));
  const list = await new Collections(store).get(LIST);
  return { versions, list: "matches" in list ? [...list.matches].sort() : [] };
}
const heldView = (node: Node) => ({
  versions: RECORDS.map((key) => node.held.get(key)?.__version),
  list: [...(node.held.get(LIST)?.matches ?? [])].sort(),
});

/** Both processes' subscribers end on the store's current state (clients keep the newest version, so late copies do no harm). */
async function expectConverged() {
  const want = await storeView();
  await expect.poll(() => nodes.map(heldView), { timeout: 20_000, interval: 100 }).toEqual([want, want]);
}

describe("a Redis fault between two server processes", () => {
  it("during a reset, a subscriber on the writing process hears the write; once the link is back, so does the other process", async () => {
    await expectConverged();
    const [first, second] = nodes;
    first.proxy.cut();
    try {
      const heard = nextUpdate(first.socket, "broadcast-main");
      await act(first, "update-broadcast", { title: "Written while Redis is away" });
      expect((await heard).data.title).toBe("Written while Redis is away");
      const other = await first.store.getTyped(SECOND_ONLY, "Matches");
      await act(first, "update-match-data", { matchID: SECOND_ONLY, updatedData: { score_2: ((other?.score_2 ?? 0) % 40) + 1 } });
    } finally {
      first.proxy.restore();
    }
    await expectConverged();
    const written = (await first.store.get(SECOND_ONLY))!.__version;
    await expect.poll(() => second.held.get(SECOND_ONLY)?.__version, { timeout: 20_000, interval: 100 }).toBe(written);
  });

  it("after one process's link is reset, subscribers on both end on the store's current records and lists", async () => {
    await expectConverged();
    nodes[1].proxy.cut();
    try {
      await writeThroughBoth("Reset");
    } finally {
      nodes[1].proxy.restore();
    }
    await expectConverged();
  });

  it("after a stall (connections open, no bytes), subscribers on both end on the store's current records and lists", async () => {
    await expectConverged();
    nodes.forEach((n) => n.proxy.stall());
    try {
      await writeThroughBoth("Stall");
      // A simulated fault by design: the links stay open and silent for STALL_FOR_MS, past any timeout that would notice unaided.
      await new Promise((resolve) => setTimeout(resolve, STALL_FOR_MS));
    } finally {
      nodes.forEach((n) => n.proxy.resume());
    }
    await expectConverged();
  }, 60_000);
});
