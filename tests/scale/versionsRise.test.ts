import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connect, type Socket } from "socket.io-client";
import type { ClusterAdapter } from "socket.io-adapter";
import { type AppServer } from "../../server/createServer.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";
import { startTwoServers, type Node } from "./twoServers.ts";

// Two server processes on one PostgreSQL database sharing rooms through Redis, as
// cluster.test.ts runs them: a record's versions only rise for a subscriber, whichever
// process sends them and whatever order they cross Redis in.
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl || !process.env.TEST_DATABASE_URL) throw new Error("[Scale] set TEST_DATABASE_URL and TEST_REDIS_URL");

const KEY = "broadcast-main";
const nodes: Node[] = [];
const sockets: Socket[] = [];
let token: string;
let cluster: Awaited<ReturnType<typeof startTwoServers>>;

beforeAll(async () => {
  cluster = await startTwoServers(redisUrl);
  nodes.push(...cluster.nodes);
  token = cluster.token;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await cluster?.close();
});

interface Heard {
  title: string;
  version: number;
}

/** A socket on `url` and every version of KEY it hears, in order. */
async function listener(url: string) {
  const socket = connect(url, { transports: ["websocket"], forceNew: true });
  sockets.push(socket);
  const heard: Heard[] = [];
  socket.on("data_update", (key: string, data: { title: string; __version: number } | null) => {
    if (key === KEY && data) heard.push({ title: data.title, version: data.__version });
  });
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return { socket, heard, titles: () => heard.map((h) => h.title) };
}

async function write(url: string, title: string) {
  const response = await fetch(`${url}/actions/update-broadcast`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ title }),
  });
  expect(response.status).toBe(200);
}

const rising = (heard: Heard[]) => heard.every((h, i) => i === 0 || h.version > heard[i - 1].version);

/** Holds `store`'s reads once they have read, until released: a subscribe's read that a write overtakes. */
function holdReads(store: ThingStore) {
  const getMany = store.getMany.bind(store);
  let read!: () => void;
  const hasRead = new Promise<void>((resolve) => (read = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  store.getMany = async (ids) => {
    const records = await getMany(ids);
    read();
    await released;
    return records;
  };
  return {
    hasRead,
    release() {
      store.getMany = getMany;
      release();
    },
  };
}

/** Holds the room sends `server` publishes to Redis until released (its own sockets still get them at once). */
function holdPublishes(server: AppServer) {
  const adapter = server.io.of("/").adapter as unknown as ClusterAdapter & {
    publishAndReturnOffset(message: { type: number }): Promise<string>;
  };
  const publish = adapter.publishAndReturnOffset.bind(adapter);
  const held: { type: number }[] = [];
  adapter.publishAndReturnOffset = (message) => {
    if (message.type !== 3) return publish(message);
    held.push(message);
    return Promise.resolve("");
  };
  return {
    held,
    release() {
      adapter.publishAndReturnOffset = publish;
      held.forEach((message) => void publish(message));
    },
  };
}

describe("versions only rise across processes", () => {
  it("a subscribe reply read before a write that arrived from the other process meanwhile is not sent after it", async () => {
    const watcher = await listener(nodes[1].url);
    const reads = holdReads(nodes[1].store);
    watcher.socket.emit("subscribe", KEY);
    await reads.hasRead;
    // The write goes through the other process, which sends it here through Redis while the read is held.
    await write(nodes[0].url, "Overtook the read");
    await expect.poll(watcher.titles).toContain("Overtook the read");
    reads.release();
    await write(nodes[0].url, "After the read");
    await expect.poll(watcher.titles).toContain("After the read");
    expect(watcher.titles()).toEqual(["Overtook the read", "After the read"]);
    expect(rising(watcher.heard)).toBe(true);
  });

  it("two processes' sends of one record that cross in Redis: the older is never heard after the newer", async () => {
    const here = await listener(nodes[0].url);
    const there = await listener(nodes[1].url);
    for (const { socket } of [here, there]) socket.emit("subscribe", KEY);
    await expect.poll(() => here.heard.length && there.heard.length).toBeGreaterThan(0);
    const publishes = holdPublishes(nodes[0].server);
    // The first process sends the older version to its own sockets; Redis gets it only later.
    await write(nodes[0].url, "Older, held");
    await expect.poll(() => publishes.held.length).toBeGreaterThan(0);
    await write(nodes[1].url, "Newer");
    await expect.poll(there.titles).toContain("Newer");
    await expect.poll(here.titles).toContain("Newer");
    publishes.release();
    await write(nodes[0].url, "Last");
    for (const watcher of [here, there]) await expect.poll(watcher.titles).toContain("Last");
    expect(there.titles().slice(1)).toEqual(["Newer", "Last"]);
    expect(here.titles().slice(1)).toEqual(["Older, held", "Newer", "Last"]);
    for (const watcher of [here, there]) expect(rising(watcher.heard)).toBe(true);
  });
});
