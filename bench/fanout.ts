// Fan-out of one broadcast record to many readers, against a bare Socket.IO server in the same run
// (the floor), on one process and on the two-process Redis cluster. Servers and readers run in
// child processes (bench/fanout/), so each server's CPU and memory are its own; readers
// (READERS, default 1000, over CLIENT_PROCS processes, default 4) subscribe to broadcast-main.
// Per target, after WARMUP writes:
// - single writes (WRITES, default 200 so that p99 is not the maximum; GAP_MS, 50, apart): the
//   producer's reply time (send to HTTP reply read) and the time from the send to the last reader
//   holding the write (p50, p99, max);
// - a burst (BURST, default 150) sent back to back, each after the previous reply: the time from
//   the first send until every reader holds the final version, and the producer's reply times.
// Each scenario also counts Socket.IO messages the servers wrote and readers received, server CPU
// per delivered message, and versions a reader received lower than (or equal to) one it had.
// Memory per socket: server rss and heap after GC with the readers subscribed, less before.
// The cluster part needs DATABASE_URL (postgres://…; a throwaway database made there and dropped)
// and REDIS_URL; without them it is skipped and the JSON says so. FANOUT_CPU_PROF=<folder>: the
// servers write V8 CPU profiles there. Prints JSON; never pass/fail.
import { cpus, loadavg } from "node:os";
import { io } from "socket.io-client";
import { Child, type ServerCalls, type ServerReady } from "./fanout/child.ts";
import { throwawayDatabase } from "./common.ts";
import { measureTarget, type Options, type Producer, type TargetFigures } from "./fanout/measureTarget.ts";

const options: Options = {
  readers: Number(process.env.READERS ?? 1000),
  clientProcs: Number(process.env.CLIENT_PROCS ?? 4),
  warmup: Number(process.env.WARMUP ?? 10),
  writes: Number(process.env.WRITES ?? 200),
  burst: Number(process.env.BURST ?? 150),
  gapMs: Number(process.env.GAP_MS ?? 50),
  timeoutMs: Number(process.env.SETTLE_TIMEOUT_MS ?? 30_000),
};
const { DATABASE_URL, REDIS_URL } = process.env;
const OUR_SERVER = new URL("./fanout/ourServer.ts", import.meta.url);
const FLOOR_SERVER = new URL("./fanout/floorServer.ts", import.meta.url);
type Server = Child<ServerCalls, ServerReady>;
/** A server child; with FANOUT_CPU_PROF (a folder) each writes a CPU profile under <folder>/<script name>/ as it exits. */
const serverChild = (script: URL, env: Record<string, string>): Server =>
  new Child(script, env, process.env.FANOUT_CPU_PROF && `${process.env.FANOUT_CPU_PROF}/${script.pathname.split("/").pop()}`);
const log = (message: string) => process.stderr.write(`[fanout] ${message}\n`);

/** Our producer: the update-broadcast action over HTTP, as the dashboard sends it. */
function ourProducer(ready: ServerReady): Producer {
  return async (title) => {
    const response = await fetch(`${ready.url}/actions/update-broadcast`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${ready.token}` },
      body: JSON.stringify({ title }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`[Bench] update-broadcast answered ${response.status}`);
  };
}

function floorProducer(ready: ServerReady): Producer {
  return async (title) => {
    const response = await fetch(`${ready.url}/write`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`[Bench] the floor answered ${response.status}`);
  };
}

/** The broadcast record as a subscriber first receives it: the floor sends a copy of it. */
async function broadcastRecord(url: string): Promise<Record<string, unknown>> {
  const socket = io(url, { transports: ["websocket"], forceNew: true });
  const record = new Promise<Record<string, unknown>>((resolve) =>
    socket.once("data_update", (_key: string, data: Record<string, unknown>) => resolve(data)),
  );
  socket.emit("subscribe", "broadcast-main");
  const out = await record;
  socket.close();
  return out;
}

async function measure(name: string, servers: Server[], producer: (ready: ServerReady) => Producer) {
  log(`${name}: starting`);
  try {
    return await measureTarget(name, servers, producer(await servers[0].ready), options);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

const ratio = (ours: number | null | undefined, floor: number | null | undefined) =>
  ours != null && floor ? +(ours / floor).toFixed(2) : null;

/** The figures the bar reads, side by side: plain numbers, never a verdict. */
function compare(ours: TargetFigures, floor: TargetFigures) {
  return {
    producer_reply_p50_ms: { ours: ours.single_writes.producer_reply?.p50_ms, floor: floor.single_writes.producer_reply?.p50_ms },
    burst_producer_reply_p50_ms: { ours: ours.burst.producer_reply?.p50_ms, floor: floor.burst.producer_reply?.p50_ms },
    last_reader_p99_ours_over_floor: ratio(ours.single_writes.last_reader?.p99_ms, floor.single_writes.last_reader?.p99_ms),
    burst_settle_ours_over_floor: ratio(ours.burst.settle_ms, floor.burst.settle_ms),
  };
}

// Other work on the machine shares its 2 cores with every process here: the load says how much.
const loadAtStart = loadavg()[0];
const single = await measure("ours single", [serverChild(OUR_SERVER, {})], ourProducer);
// A fresh process whose record is read once; the floor sends copies of it.
const probe: Server = serverChild(OUR_SERVER, {});
const record = await broadcastRecord((await probe.ready).url);
await probe.stop();
const floorEnv = { FANOUT_RECORD: JSON.stringify(record) };
const floorSingle = await measure("floor single", [serverChild(FLOOR_SERVER, floorEnv)], floorProducer);

let cluster: Record<string, unknown>;
if (DATABASE_URL?.startsWith("postgres") && REDIS_URL) {
  const database = await throwawayDatabase(DATABASE_URL);
  try {
    const env = { FANOUT_DATABASE_URL: database.url, FANOUT_REDIS_URL: REDIS_URL };
    const seeded: Server = serverChild(OUR_SERVER, { ...env, FANOUT_SEED: "1" });
    await seeded.ready;
    const ours = await measure("ours cluster", [seeded, serverChild(OUR_SERVER, env)], ourProducer);
    const floorEnv2 = { ...floorEnv, FANOUT_REDIS_URL: REDIS_URL };
    const floor = await measure(
      "floor cluster",
      [serverChild(FLOOR_SERVER, floorEnv2), serverChild(FLOOR_SERVER, floorEnv2)],
      floorProducer,
    );
    cluster = { store: "postgres", ours, floor, compared: compare(ours, floor) };
  } finally {
    await database.drop();
  }
} else {
  cluster = { skipped: "set DATABASE_URL (postgres://…) and REDIS_URL (redis://…) to measure the two-process cluster" };
}

console.log(
  JSON.stringify(
    {
      readers: options.readers,
      client_processes: options.clientProcs,
      writes: options.writes,
      burst: options.burst,
      warmup_writes: options.warmup,
      gap_ms: options.gapMs,
      record_bytes: Buffer.byteLength(JSON.stringify(record)),
      cpus: cpus().length,
      node: process.version,
      load_average_1m: { start: +loadAtStart.toFixed(2), end: +loadavg()[0].toFixed(2) },
      single_process: { store: "sqlite", ours: single, floor: floorSingle, compared: compare(single, floorSingle) },
      cluster,
    },
    null,
    2,
  ),
);
process.exit(0);
