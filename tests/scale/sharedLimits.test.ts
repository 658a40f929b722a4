import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connect, type Socket } from "socket.io-client";
import { createServer, type AppServer } from "../../server/createServer.ts";
import { TOO_MANY } from "../../server/http/rateLimit.ts";
import { defaultConfig, silentLogger } from "../../server/deps.ts";
import { seedDemo } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";
import { freshDatabaseUrl } from "../server/freshDatabase.ts";
import { ask, nextEvent, nextUpdate } from "../server/harness.ts";
import { deleteRedisKeys, freshRedisPrefix } from "./redisKeys.ts";
import { startRedisProxy, type RedisProxy } from "./redisProxy.ts";

// Two server processes sharing their rate limits through Redis, each reaching it through a proxy the test can break.
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl || !process.env.TEST_DATABASE_URL) throw new Error("[Scale] set TEST_DATABASE_URL and TEST_REDIS_URL");

const LIMIT = 4;
/** A clock whose minute starts as this file does: the shared windows follow the clock's minutes, and no count here crosses one. */
const startedAt = Date.now();
const now = () => Date.now() - (startedAt % 60_000);

interface Node {
  server: AppServer;
  store: ThingStore;
  url: string;
  proxy: RedisProxy;
}
const nodes: Node[] = [];
const redisPrefix = freshRedisPrefix();
const sockets: Socket[] = [];
/** Each case is a client of its own: a new address, which the trusted proxy (the test) names in X-Forwarded-For. */
let lastAddress = 0;
const newAddress = () => `203.0.113.${++lastAddress}`;

beforeAll(async () => {
  const databaseUrl = await freshDatabaseUrl();
  const config = { ...defaultConfig(), trustProxy: ["loopback"], rateLimits: { actionsPerMinute: LIMIT, subscribesPerMinute: LIMIT } };
  for (let i = 0; i < 2; i++) {
    const proxy = await startRedisProxy(redisUrl);
    const { db, dialect } = await openDb({ databaseUrl, sqlitePath: ":memory:" });
    const store = new ThingStore(db, dialect);
    if (i === 0) await seedDemo(store);
    const server = createServer({ store, config, now, log: silentLogger });
    await server.useRedis(proxy.url, redisPrefix);
    nodes.push({ server, store, url: await server.listen(0, "127.0.0.1"), proxy });
  }
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  for (const node of nodes) {
    await node.server.close();
    await node.store.close();
    await node.proxy.close();
  }
  await deleteRedisKeys(redisUrl, redisPrefix);
});

/** The statuses of `count` anonymous actions from one address, the i-th sent to `nodeOf(i)`, each after the last is answered. */
async function actions(count: number, nodeOf: (i: number) => Node) {
  const address = newAddress();
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${nodeOf(i).url}/actions/set-title`, { method: "POST", headers: { "X-Forwarded-For": address } });
    statuses.push(response.status);
    await response.body?.cancel();
  }
  return statuses;
}
const alternating = (i: number) => nodes[i % 2];
const first = () => nodes[0];
/** Anonymous actions are refused for want of a session (401) until the address's limit answers 429. */
const refusedAfter = (allowed: number, count: number) => [...Array(count)].map((_, i) => (i < allowed ? 401 : 429));

async function socketOn(node: Node, address: string) {
  const socket = connect(node.url, { transports: ["websocket"], forceNew: true, extraHeaders: { "X-Forwarded-For": address } });
  sockets.push(socket);
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return socket;
}

/** Whether each of `count` anonymous socket actions from one address passed the limit (refused for want of a session instead). */
async function socketActions(count: number, nodeOf: (i: number) => Node) {
  const address = newAddress();
  const outcomes: boolean[] = [];
  for (let i = 0; i < count; i++) {
    const reply = await ask(await socketOn(nodeOf(i), address), "set-title", {});
    outcomes.push(reply.errorMessage !== TOO_MANY);
  }
  return outcomes;
}

/** Whether each of `count` subscriptions from one address went through, the i-th on the socket `nodeOf(i)` holds. */
async function subscribes(count: number, nodeOf: (i: number) => Node) {
  const address = newAddress();
  const byNode = new Map<Node, Socket>();
  for (const node of nodes) byNode.set(node, await socketOn(node, address));
  const outcomes: boolean[] = [];
  for (let i = 0; i < count; i++) {
    const socket = byNode.get(nodeOf(i))!;
    const outcome = Promise.race([
      nextUpdate(socket, "broadcast-main").then(() => true),
      nextEvent(socket, "action_error").then(() => false),
    ]);
    socket.emit("subscribe", "broadcast-main");
    outcomes.push(await outcome);
  }
  return outcomes;
}

describe("rate limits shared through Redis", () => {
  it("refuse actions over HTTP alternating between the processes at the same count as against one", async () => {
    expect(await actions(LIMIT + 2, alternating)).toEqual(refusedAfter(LIMIT, LIMIT + 2));
    expect(await actions(LIMIT + 2, first)).toEqual(refusedAfter(LIMIT, LIMIT + 2));
  });

  it("refuse socket actions alternating between the processes at the same count as on one", async () => {
    const expected = [...Array(LIMIT + 2)].map((_, i) => i < LIMIT);
    expect(await socketActions(LIMIT + 2, alternating)).toEqual(expected);
    expect(await socketActions(LIMIT + 2, first)).toEqual(expected);
  });

  it("refuse socket subscriptions alternating between the processes at the same count as on one", async () => {
    const expected = [...Array(LIMIT + 2)].map((_, i) => i < LIMIT);
    expect(await subscribes(LIMIT + 2, alternating)).toEqual(expected);
    expect(await subscribes(LIMIT + 2, first)).toEqual(expected);
  });
});

describe("with Redis away", () => {
  it("answers every request while Redis is silent, each process counting alone", async () => {
    nodes.forEach((node) => node.proxy.stall());
    try {
      expect(await actions(2 * LIMIT + 2, alternating)).toEqual(refusedAfter(2 * LIMIT, 2 * LIMIT + 2));
    } finally {
      nodes.forEach((node) => node.proxy.resume());
    }
  });

  it("answers every request while Redis is cut off, and shares the limits again once it is back", async () => {
    nodes.forEach((node) => node.proxy.cut());
    try {
      expect(await actions(2 * LIMIT + 2, alternating)).toEqual(refusedAfter(2 * LIMIT, 2 * LIMIT + 2));
      expect((await subscribes(LIMIT + 1, alternating)).filter(Boolean)).toHaveLength(LIMIT + 1);
    } finally {
      nodes.forEach((node) => node.proxy.restore());
    }
    await expect.poll(() => actions(LIMIT + 1, alternating)).toEqual(refusedAfter(LIMIT, LIMIT + 1));
  });
});
