// The cluster under load, through its balancer: npm run cluster's topology (server processes on
// one PostgreSQL database and one Redis, Debian's nginx in front with deploy/nginx.conf) against
// the floor (bare Socket.IO servers on the same Redis adapter, behind the same nginx) in the same
// run. Readers are socket.io-client sockets in READER_PROCS processes of their own (their CPU
// reported apart), subscribed to broadcast-main over WebSocket as our pages are.
// For each count of readers (READERS, default 2000,5000,10000) over each count of server
// processes (PROCESSES, default 1,2,4): a producer writes WRITES_PER_S (10) times a second for
// SECONDS (10); deliveries a second, the time from each write to its last reader (p50, p99),
// CPU per delivery of the servers, of nginx and of the readers, version regressions.
// Then the faults, on ours with FAULT_READERS (2000) over 2 processes, the producer writing on:
// a process killed (SIGKILL; its readers reconnect through nginx to a live one), a reconnect
// storm (every reader's connection closed at once), 10 % of readers cut off for 5 s. Each gives
// the time until every reader concerned holds a write sent after the fault (after the cut: after
// it ended). Needs DATABASE_URL (postgres://…; a throwaway database made there and dropped) and
// REDIS_URL (keys under a prefix of this run's, deleted). Prints JSON; never pass/fail.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { createSessionToken } from "../server/auth/tokens.ts";
import { NGINX_TEMPLATE, startCluster, type Cluster } from "../server/cluster/cluster.ts";
import { findNginx, runNginx, writeLocalNginx } from "../server/cluster/nginx.ts";
import { DEMO_PRODUCER_ID } from "../server/seed/demo.ts";
import { openDb } from "../server/store/db.ts";
import { ThingStore } from "../server/store/ThingStore.ts";
import { summarise, throwawayDatabase } from "./common.ts";
import { Child, clock, type ServerCalls, type ServerReady } from "./fanout/child.ts";
import type { ScaleReaderCalls, ScaleReport } from "./scale/readers.ts";

const env = process.env;
const list = (text: string) => text.split(",").map(Number);
const READERS = list(env.READERS ?? "2000,5000,10000");
const PROCESSES = list(env.PROCESSES ?? "1,2,4");
const READER_PROCS = Number(env.READER_PROCS ?? 4);
const WRITES_PER_S = Number(env.WRITES_PER_S ?? 10);
const SECONDS = Number(env.SECONDS ?? 10);
const FAULT_READERS = Number(env.FAULT_READERS ?? 2000);
const SETTLE_MS = 60_000;
const { DATABASE_URL, REDIS_URL } = env;
if (!DATABASE_URL?.startsWith("postgres") || !REDIS_URL) {
  console.error("[Bench] set DATABASE_URL (postgres://…) and REDIS_URL (redis://…)");
  process.exit(1);
}
const NGINX = findNginx();
if (!NGINX) throw new Error("[Bench] nginx is not installed: apt-get install nginx-light");

const READERS_SCRIPT = new URL("./scale/readers.ts", import.meta.url);
const FLOOR_SERVER = new URL("./fanout/floorServer.ts", import.meta.url);
const log = (message: string) => process.stderr.write(`[scale] ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (x: number, digits = 1) => +x.toFixed(digits);
const stats = (xs: number[]) => (xs.length ? summarise(xs, { p50_ms: 0.5, p99_ms: 0.99 }) : null);
const runPrefix = `bench-scale-${randomBytes(4).toString("hex")}`;
const CLOCK_TICK = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim() || 100);

/** CPU ms a process (and, with `children`, the processes it started: nginx's workers) has used so far. */
function cpuMsOf(pid: number | undefined, children = false): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICK;
    if (!children) return own;
    const kids = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .stdout.split("\n")
      .filter(Boolean)
      .map(Number);
    return own + kids.reduce((sum, kid) => sum + cpuMsOf(kid), 0);
  } catch {
    return 0;
  }
}

/** A cluster being measured: ours or the floor, each behind its own nginx. */
interface Target {
  name: string;
  url: string;
  /** Sends one write through nginx and answers its HTTP status. */
  write(title: string): Promise<number>;
  serverCpuMs(): Promise<number>;
  nginxCpuMs(): number;
  stop(): Promise<void>;
  cluster?: Cluster;
}

async function ours(processes: number, databaseUrl: string, token: () => Promise<string>): Promise<Target> {
  const prefix = `${runPrefix}-ours-${processes}`;
  const dataDir = mkdtempSync(join(tmpdir(), "bench-scale-"));
  const cluster = await startCluster({
    processes,
    port: 0,
    databaseUrl,
    redisUrl: REDIS_URL!,
    dataDir,
    // The limits are not what is measured: thousands of readers come from one address here.
    env: {
      REDIS_PREFIX: prefix,
      LIMIT_SOCKETS_PER_ADDRESS: "1000000",
      LIMIT_SUBSCRIBES_PER_MINUTE: "10000000",
      LIMIT_ACTIONS_PER_MINUTE: "1000000",
    },
    onLine: (source, line) => (source === "cluster" || /error|warn/i.test(line) ? log(`${source}: ${line}`) : undefined),
  });
  const bearer = await token();
  return {
    name: `ours ${processes}`,
    url: cluster.url,
    cluster,
    async write(title) {
      const response = await fetch(`${cluster.url}/actions/update-broadcast`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ title }),
      }).catch(() => null);
      await response?.arrayBuffer();
      return response?.status ?? 0;
    },
    serverCpuMs: async () => cluster.processes.reduce((sum, p) => sum + cpuMsOf(p.supervised.pid), 0),
    nginxCpuMs: () => cpuMsOf(cluster.balancer.pid, true),
    async stop() {
      await cluster.stop();
      await deleteKeys(prefix);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function floor(processes: number, record: Record<string, unknown>): Promise<Target> {
  const prefix = `${runPrefix}-floor-${processes}`;
  const servers = Array.from(
    { length: processes },
    () =>
      new Child<ServerCalls, ServerReady>(FLOOR_SERVER, {
        FANOUT_RECORD: JSON.stringify(record),
        FANOUT_REDIS_URL: REDIS_URL!,
        FANOUT_REDIS_PREFIX: prefix,
      }),
  );
  const backends = (await Promise.all(servers.map((s) => s.ready))).map((ready) => Number(new URL(ready.url).port));
  const dataDir = mkdtempSync(join(tmpdir(), "bench-scale-floor-"));
  const port = await freePort();
  const local = { port, backends, prefix: join(dataDir, "cluster"), root: process.getuid?.() === 0 };
  const nginx = runNginx(NGINX!, local.prefix, writeLocalNginx(NGINX!, NGINX_TEMPLATE, local), (line) => log(`floor nginx: ${line}`));
  const url = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${url}/write`, { method: "GET" }).then(
      () => true,
      () => false,
    ))
  )
    await sleep(50);
  return {
    name: `floor ${processes}`,
    url,
    async write(title) {
      const response = await fetch(`${url}/write`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ title }),
      }).catch(() => null);
      await response?.arrayBuffer();
      return response?.status ?? 0;
    },
    serverCpuMs: async () => (await Promise.all(servers.map((s) => s.ask("stats", { gc: false })))).reduce((sum, s) => sum + s.cpuMs, 0),
    nginxCpuMs: () => cpuMsOf(nginx.pid, true),
    async stop() {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
      await Promise.all(servers.map((s) => s.stop()));
      await deleteKeys(prefix);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function deleteKeys(prefix: string) {
  const redis = new Redis(REDIS_URL!);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>)
      if (keys.length) await redis.unlink(...keys);
  } finally {
    redis.disconnect();
  }
}

/** Readers in processes of their own, connected through the target's nginx. */
async function readersOn(target: Target, count: number) {
  const per = Math.ceil(count / READER_PROCS);
  const procs = Array.from({ length: READER_PROCS }, (_, p) => Math.max(0, Math.min(per, count - p * per)))
    .filter((n) => n > 0)
    .map((n) => new Child<ScaleReaderCalls, true>(READERS_SCRIPT, { SCALE_URL: target.url, SCALE_COUNT: String(n) }));
  await Promise.all(procs.map((c) => c.ready));
  await Promise.all(procs.map((c) => c.calibrate()));
  const started = clock();
  const connected = (await Promise.all(procs.map((c) => c.ask("connect", null)))).reduce((n, r) => n + r.connected, 0);
  return { procs, connected, connectMs: Math.round(clock() - started) };
}
type Readers = Awaited<ReturnType<typeof readersOn>>;

/** The producer at WRITES_PER_S, from `first` on, until stop(): each write's send time, and the statuses. */
function producer(target: Target, prefix: string) {
  const sentAt: number[] = [];
  const statuses: number[] = [];
  let running = true;
  const done = (async () => {
    const start = clock();
    for (let i = 0; running; i++) {
      const due = start + (i * 1000) / WRITES_PER_S;
      if (due > clock()) await sleep(due - clock());
      sentAt[i] = clock();
      void target.write(`${prefix}${i}`).then((status) => statuses.push(status));
    }
  })();
  return {
    sentAt,
    statuses,
    /** The index of the first write sent at or after `at` (our clock), waiting for it. */
    async firstAfter(at: number): Promise<number> {
      for (;;) {
        const index = sentAt.findIndex((sent) => sent >= at);
        if (index >= 0) return index;
        await sleep(10);
      }
    },
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Merged reports, each process's clock moved to ours. */
async function reportOf(readers: Readers) {
  const reports: ScaleReport[] = await Promise.all(readers.procs.map((c) => c.ask("report", null)));
  const length = Math.max(0, ...reports.map((r) => r.lastAt.length));
  const lastAt = Array.from({ length }, (_, i) => Math.max(...reports.map((r, c) => (r.lastAt[i] ?? -Infinity) - readers.procs[c].offset)));
  const reached = Array.from({ length }, (_, i) => reports.reduce((n, r) => n + (r.reached[i] ?? 0), 0));
  const sum = (f: (r: ScaleReport) => number) => reports.reduce((n, r) => n + f(r), 0);
  return { lastAt, reached, updates: sum((r) => r.updates), regressions: sum((r) => r.regressions), cpuMs: sum((r) => r.cpuMs) };
}

/** When every reader (or the dropped ones) holds write `index` (ms on our clock, or null past the wait), and when the last one dropped reconnected. */
async function allHold(readers: Readers, index: number, droppedOnly = false) {
  const answers = await Promise.all(readers.procs.map((c) => c.ask("await", { index, timeoutMs: SETTLE_MS, droppedOnly })));
  const onOurClock = (at: number | null, c: number) => (at ?? -Infinity) - readers.procs[c].offset;
  const lastReconnect = Math.max(...answers.map((a, c) => onOurClock(a.lastReconnectAt, c)));
  return {
    at: answers.some((a) => a.reached < a.of) ? null : Math.max(...answers.map((a, c) => onOurClock(a.lastAt, c))),
    reconnected: answers.reduce((n, a) => n + a.reconnected, 0),
    lastReconnectAt: Number.isFinite(lastReconnect) ? lastReconnect : null,
  };
}

/** Writes for SECONDS at WRITES_PER_S to every reader: the throughput figures. */
async function throughput(target: Target, readers: Readers) {
  const prefix = `${target.name} ${readers.connected} #`;
  await Promise.all(readers.procs.map((c) => c.ask("scenario", { prefix })));
  const cpuBefore = { server: await target.serverCpuMs(), nginx: target.nginxCpuMs(), readers: (await reportOf(readers)).cpuMs };
  const started = clock();
  const writes = producer(target, prefix);
  await sleep(SECONDS * 1000);
  await writes.stop();
  const last = writes.sentAt.length - 1;
  const settled = (await allHold(readers, last)).at;
  const elapsedS = ((settled ?? clock()) - started) / 1000;
  const report = await reportOf(readers);
  const cpu = {
    server: (await target.serverCpuMs()) - cpuBefore.server,
    nginx: target.nginxCpuMs() - cpuBefore.nginx,
    readers: report.cpuMs - cpuBefore.readers,
  };
  const lastReader = writes.sentAt.flatMap((sent, i) => (report.reached[i] === readers.connected ? [report.lastAt[i] - sent] : []));
  const perDelivery = (ms: number) => (report.updates ? round((ms * 1000) / report.updates, 2) : null);
  return {
    readers: readers.connected,
    connect_all_ms: readers.connectMs,
    writes: writes.sentAt.length,
    writes_failed: failures(writes.statuses),
    writes_not_reaching_every_reader: writes.sentAt.length - lastReader.length,
    deliveries: report.updates,
    deliveries_per_s: Math.round(report.updates / elapsedS),
    messages_per_reader_per_write: round(report.updates / readers.connected / writes.sentAt.length, 2),
    last_reader: stats(lastReader),
    cpu_us_per_delivery: { servers: perDelivery(cpu.server), nginx: perDelivery(cpu.nginx), readers: perDelivery(cpu.readers) },
    cpu_cores_busy: {
      servers: round(cpu.server / 1000 / elapsedS, 2),
      nginx: round(cpu.nginx / 1000 / elapsedS, 2),
      readers: round(cpu.readers / 1000 / elapsedS, 2),
    },
    version_regressions: report.regressions,
  };
}

/** One fault under the producer: the time from `fault()` (or from the end of a cut) until the readers concerned hold a later write. */
async function fault(target: Target, readers: Readers, name: string, act: () => Promise<{ from: number; droppedOnly?: boolean }>) {
  const prefix = `${target.name} fault ${name} #`;
  await Promise.all(readers.procs.map((c) => c.ask("scenario", { prefix })));
  const writes = producer(target, prefix);
  await sleep(1000);
  const at = clock();
  const { from, droppedOnly } = await act();
  const index = await writes.firstAfter(from);
  const { at: held, reconnected, lastReconnectAt } = await allHold(readers, index, droppedOnly);
  await writes.stop();
  const report = await reportOf(readers);
  log(`${name}: ${held === null ? "not every reader" : `${Math.round(held - at)} ms`}`);
  return {
    every_reader_on_a_later_write_ms: held === null ? null : Math.round(held - from),
    since_the_fault_ms: held === null ? null : Math.round(held - at),
    readers_reconnected: reconnected,
    last_reconnect_since_the_fault_ms: lastReconnectAt === null ? null : Math.round(lastReconnectAt - at),
    writes_failed: failures(writes.statuses),
    version_regressions: report.regressions,
  };
}

/** The writes not answered 200, counted by status (0: no answer at all). */
function failures(statuses: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) if (status !== 200) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const loadAtStart = loadavg()[0];
const database = await throwawayDatabase(DATABASE_URL);
const results: Record<string, unknown>[] = [];
let faults: Record<string, unknown> = {};
let tokenStore: ThingStore | null = null;
const token = async () => {
  if (!tokenStore) {
    const { db, dialect } = await openDb({ databaseUrl: database.url, sqlitePath: ":memory:", poolSize: 1 });
    tokenStore = new ThingStore(db, dialect);
  }
  return createSessionToken(tokenStore, DEMO_PRODUCER_ID);
};
try {
  let record: Record<string, unknown> | null = null;
  for (const processes of PROCESSES) {
    for (const count of READERS) {
      const row: Record<string, unknown> = { processes, readers: count };
      for (const make of [() => ours(processes, database.url, token), () => floor(processes, record!)]) {
        const target = await make();
        try {
          log(`${target.name} processes, ${count} readers: connecting`);
          const readers = await readersOn(target, count);
          record ??= await currentRecord(target.url);
          log(`${target.name}: ${readers.connected} readers in ${readers.connectMs} ms; writing`);
          row[target.name.startsWith("ours") ? "ours" : "floor"] = await throughput(target, readers);
          if (target.cluster && processes === 2 && count === FAULT_READERS) faults = await runFaults(target, readers);
          await Promise.all(readers.procs.map((c) => c.stop()));
        } finally {
          await target.stop();
        }
      }
      results.push(row);
    }
  }
} finally {
  await (tokenStore as ThingStore | null)?.close();
  await database.drop();
}

async function runFaults(target: Target, readers: Readers) {
  const cluster = target.cluster!;
  return {
    readers: readers.connected,
    processes: cluster.processes.length,
    process_killed: await fault(target, readers, "kill", async () => {
      cluster.processes[0].supervised.kill("SIGKILL");
      return { from: clock() };
    }),
    reconnect_storm: await fault(target, readers, "storm", async () => {
      await Promise.all(readers.procs.map((c) => c.ask("drop", { fraction: 1, downMs: 0 })));
      return { from: clock() };
    }),
    ten_percent_cut_5s: await fault(target, readers, "cut", async () => {
      await Promise.all(readers.procs.map((c) => c.ask("drop", { fraction: 0.1, downMs: 5000 })));
      await sleep(5000);
      return { from: clock(), droppedOnly: true };
    }),
  };
}

/** The broadcast record as a reader first receives it: the floor sends copies of it. */
async function currentRecord(url: string): Promise<Record<string, unknown>> {
  const { io } = await import("socket.io-client");
  const socket = io(url, { transports: ["websocket"], forceNew: true });
  const record = new Promise<Record<string, unknown>>((resolve) =>
    socket.once("data_update", (_key: string, data: Record<string, unknown>) => resolve(data)),
  );
  socket.emit("subscribe", "broadcast-main");
  try {
    return await record;
  } finally {
    socket.close();
  }
}

console.log(
  JSON.stringify(
    {
      writes_per_s: WRITES_PER_S,
      seconds: SECONDS,
      reader_processes: READER_PROCS,
      cpus: cpus().length,
      cpu_model: cpus()[0]?.model,
      node: process.version,
      load_average_1m: { start: round(loadAtStart, 2), end: round(loadavg()[0], 2) },
      results,
      faults,
    },
    null,
    2,
  ),
);
process.exit(0);
