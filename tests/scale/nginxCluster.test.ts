import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connect, type Socket } from "socket.io-client";
import { RECONNECT } from "../../live/ThingClient.ts";
import { createSessionToken } from "../../server/auth/tokens.ts";
import { startCluster, type Cluster } from "../../server/cluster/cluster.ts";
import { DEMO_PRODUCER_ID } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";
import { freshDatabaseUrl } from "../server/freshDatabase.ts";
import { deleteRedisKeys, freshRedisPrefix } from "./redisKeys.ts";

// npm run cluster's topology: two server processes (real ones, started as the launcher starts
// them) behind Debian's nginx running deploy/nginx.conf, on one PostgreSQL database and one Redis.
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl || !process.env.TEST_DATABASE_URL) throw new Error("[Scale] set TEST_DATABASE_URL and TEST_REDIS_URL");

const READERS = 200;
const redisPrefix = freshRedisPrefix();
const dataDir = mkdtempSync(join(tmpdir(), "cluster-test-"));
/** What the processes and nginx said, shown when a test fails. */
const output: string[] = [];
let cluster: Cluster;
let store: ThingStore;
let token: string;

beforeAll(async () => {
  const databaseUrl = (await freshDatabaseUrl({ seeded: true }))!;
  cluster = await startCluster({
    processes: 2,
    port: 0,
    databaseUrl,
    redisUrl,
    dataDir,
    env: { REDIS_PREFIX: redisPrefix },
    onLine: (source, line) => output.push(`${source} | ${line}`),
  });
  const { db, dialect } = await openDb({ databaseUrl, sqlitePath: ":memory:", poolSize: 1 });
  store = new ThingStore(db, dialect);
  token = await createSessionToken(store, DEMO_PRODUCER_ID);
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await store?.close();
  await deleteRedisKeys(redisUrl, redisPrefix);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** A page's reader through nginx: it reconnects and subscribes on every connect as live/ThingClient does, and keeps the newest version it heard. */
interface Reader {
  socket: Socket;
  title: string | null;
  version: number;
  disconnects: number;
}

function reader(): Promise<Reader> {
  const socket = connect(cluster.url, { transports: ["websocket"], forceNew: true, ...RECONNECT });
  const r: Reader = { socket, title: null, version: -1, disconnects: 0 };
  socket.on("connect", () => socket.emit("subscribe", "broadcast-main"));
  socket.on("disconnect", () => r.disconnects++);
  return new Promise((resolve) =>
    socket.on("data_update", (_key: string, record: { title?: string; __version?: number }) => {
      if ((record.__version ?? 0) >= r.version) {
        r.version = record.__version ?? 0;
        r.title = record.title ?? null;
      }
      resolve(r);
    }),
  );
}

async function write(title: string) {
  const response = await fetch(`${cluster.url}/actions/update-broadcast`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ title }),
  });
  return response.status;
}

const pidsAnswering = async (asks: number) => {
  const pids = new Set<number>();
  for (let i = 0; i < asks; i++) pids.add(((await (await fetch(`${cluster.url}/health`)).json()) as { pid: number }).pid);
  return [...pids].sort();
};

describe("two processes behind nginx", () => {
  it("answers /health with { ok, pid } through nginx, from each process in turn", async () => {
    const response = await fetch(`${cluster.url}/health`);
    expect(await response.json()).toEqual({ ok: true, pid: expect.any(Number) });
    expect(response.headers.get("server")).toBe("nginx");
    expect(await pidsAnswering(6)).toEqual(cluster.processes.map((p) => p.supervised.pid).sort());
  });

  it("keeps the built front end's hashed files in nginx's cache", async () => {
    const page = await (await fetch(`${cluster.url}/`)).text();
    const asset = page.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset, output.join("\n")).toBeTruthy();
    const headers = { "Accept-Encoding": "br" };
    await fetch(`${cluster.url}${asset}`, { headers });
    const again = await fetch(`${cluster.url}${asset}`, { headers });
    expect(again.status).toBe(200);
    expect(again.headers.get("x-cache")).toBe("HIT");
  });

  it("a process killed under 200 readers: every reader ends on the latest version, and the process is started again", async () => {
    const readers = await Promise.all(Array.from({ length: READERS }, reader));
    try {
      expect(await write("Before the kill")).toBe(200);
      await expect.poll(() => readers.filter((r) => r.title === "Before the kill").length).toBe(READERS);

      const killed = cluster.processes[0].supervised;
      const killedPid = killed.pid;
      killed.kill("SIGKILL");
      // A producer's write right after: nginx passes it to the live process.
      expect(await write("After the kill")).toBe(200);
      await expect.poll(() => readers.filter((r) => r.title === "After the kill").length, { timeout: 60_000 }).toBe(READERS);
      // The kill reached readers (nginx spread them over both processes), and they came back through nginx.
      expect(readers.filter((r) => r.disconnects > 0).length).toBeGreaterThan(0);
      expect(readers.every((r) => r.socket.connected)).toBe(true);

      // The launcher started it again, and nginx sends to it once more (the fewest connections: all new requests).
      await expect.poll(() => killed.pid !== undefined && killed.pid !== killedPid, { timeout: 60_000 }).toBe(true);
      await killed.ready();
      await expect.poll(() => pidsAnswering(6), { timeout: 30_000 }).toContain(killed.pid);
      expect(await write("Once it is back")).toBe(200);
      await expect.poll(() => readers.filter((r) => r.title === "Once it is back").length).toBe(READERS);
    } finally {
      readers.forEach((r) => r.socket.close());
    }
  });
});
