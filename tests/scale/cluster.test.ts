import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connect, type Socket } from "socket.io-client";
import { createSessionToken } from "../../server/auth/tokens.ts";
import { DEMO_PRODUCER_ID, seedId } from "../../server/seed/demo.ts";
import { nextUpdate } from "../server/harness.ts";
import { startTwoServers, type Node } from "./twoServers.ts";

// Two server instances on one PostgreSQL database, sharing rooms through Redis streams.
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl || !process.env.TEST_DATABASE_URL) throw new Error("[Scale] set TEST_DATABASE_URL and TEST_REDIS_URL");

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

describe("sign-in across the cluster", () => {
  it("a token signed out through one process is refused by the other at once, though it had just used it", async () => {
    const own = await createSessionToken(nodes[0].store, DEMO_PRODUCER_ID);
    const act = (url: string) =>
      fetch(`${url}/actions/update-broadcast`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${own}` },
        body: JSON.stringify({ title: "Before sign-out" }),
      });
    // The other process has the session in its cache now.
    expect((await act(nodes[1].url)).status).toBe(200);
    const out = await fetch(`${nodes[0].url}/auth/logout`, { method: "POST", headers: { Authorization: `Bearer ${own}` } });
    expect(out.status).toBe(200);
    await expect.poll(async () => (await act(nodes[1].url)).status).toBe(401);
  });

  it("a player changed through one process is read afresh by the other, which had them cached", async () => {
    const own = await createSessionToken(nodes[0].store, DEMO_PRODUCER_ID);
    const login = async () => {
      const response = await fetch(`${nodes[1].url}/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token: own }),
      });
      return ((await response.json()) as { user: { name: string } }).user.name;
    };
    const before = await login();
    await nodes[0].store.transaction((tx) => tx.update(DEMO_PRODUCER_ID, "Players", { name: "Renamed Producer" }));
    await expect.poll(login).toBe("Renamed Producer");
    await nodes[0].store.transaction((tx) => tx.update(DEMO_PRODUCER_ID, "Players", { name: before }));
  });
});
