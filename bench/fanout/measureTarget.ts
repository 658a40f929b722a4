// One target of bench/fanout.ts (ours or the floor, one process or the cluster): readers in
// client processes, memory per socket, a warm-up, single writes, then a burst.
import { summarise } from "../common.ts";
import { Child, clock, type ReaderCalls, type ReadersReport, type ServerCalls, type ServerReady, type ServerStats } from "./child.ts";

export interface Options {
  readers: number;
  clientProcs: number;
  warmup: number;
  writes: number;
  burst: number;
  gapMs: number;
  timeoutMs: number;
}

/** Sends one write and resolves once its HTTP reply has been read in full. */
export type Producer = (title: string) => Promise<void>;

const READERS_SCRIPT = new URL("./readers.ts", import.meta.url);
const stats = (xs: number[]) => (xs.length ? summarise(xs, { p50_ms: 0.5, p99_ms: 0.99 }) : null);
const round = (x: number, digits = 2) => +x.toFixed(digits);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function statsOf(servers: Child<ServerCalls, ServerReady>[], gc: boolean): Promise<ServerStats> {
  const all = await Promise.all(servers.map((s) => s.ask("stats", { gc })));
  const sum = (f: (s: ServerStats) => number) => all.reduce((n, s) => n + f(s), 0);
  return {
    cpuMs: sum((s) => s.cpuMs),
    rss: sum((s) => s.rss),
    heapUsed: sum((s) => s.heapUsed),
    packets: sum((s) => s.packets),
    sockets: sum((s) => s.sockets),
  };
}

export async function measureTarget(name: string, servers: Child<ServerCalls, ServerReady>[], produce: Producer, o: Options) {
  const urls = (await Promise.all(servers.map((s) => s.ready))).map((r) => r.url);
  const log = (message: string) => process.stderr.write(`[fanout] ${name}: ${message}\n`);
  const empty = await statsOf(servers, true);

  const perProc = Math.ceil(o.readers / o.clientProcs);
  const clients = Array.from({ length: o.clientProcs }, (_, p) => {
    const count = Math.max(0, Math.min(perProc, o.readers - p * perProc));
    return new Child<ReaderCalls, true>(READERS_SCRIPT, {
      FANOUT_URLS: urls.join(","),
      FANOUT_COUNT: String(count),
      FANOUT_FIRST: String(p * perProc),
    });
  });
  await Promise.all(clients.map((c) => c.ready));
  const uncertainty = Math.max(...(await Promise.all(clients.map((c) => c.calibrate()))));
  const connectStart = clock();
  const connected = (await Promise.all(clients.map((c) => c.ask("connect", null)))).reduce((n, c) => n + c.connected, 0);
  const connectMs = clock() - connectStart;
  const loaded = await statsOf(servers, true);
  log(`${connected} readers subscribed in ${Math.round(connectMs)} ms`);

  /** Every reader holds write `index` (or a later one), or the timeout passed: how many do. */
  const reachAll = async (index: number) =>
    (await Promise.all(clients.map((c) => c.ask("await", { index, timeoutMs: o.timeoutMs })))).reduce((n, r) => n + r.reached, 0);

  /** Runs writes under a title prefix; answers the merged reader reports (times on our clock) and the server deltas. */
  async function scenario(prefix: string, run: (title: (i: number) => string) => Promise<void>) {
    await Promise.all(clients.map((c) => c.ask("scenario", { prefix })));
    const before = await statsOf(servers, false);
    await run((i) => `${prefix}${i}`);
    const after = await statsOf(servers, false);
    const reports = await Promise.all(clients.map((c) => c.ask("report", null)));
    const merged = mergeReports(reports, clients);
    return { ...merged, cpuMs: after.cpuMs - before.cpuMs, packets: after.packets - before.packets };
  }

  const delivery = (s: Awaited<ReturnType<typeof scenario>>) => ({
    messages_sent_by_server: s.packets,
    messages_delivered: s.updates,
    messages_delivered_per_reader: round(s.updates / connected),
    other_events_delivered: s.messages - s.updates,
    server_cpu_ms: round(s.cpuMs, 1),
    server_cpu_us_per_delivered_message: s.updates ? round((s.cpuMs * 1000) / s.updates) : null,
    version_regressions: s.regressions,
    repeated_versions: s.repeats,
  });

  log(`warm-up, ${o.warmup} writes`);
  await scenario(`fanout ${name} warm-up #`, async (title) => {
    for (let i = 0; i < o.warmup; i++) {
      await produce(title(i));
      await reachAll(i);
    }
  });

  log(`${o.writes} single writes`);
  const sends: number[] = [];
  const replies: number[] = [];
  const single = await scenario(`fanout ${name} single #`, async (title) => {
    for (let i = 0; i < o.writes; i++) {
      await sleep(o.gapMs);
      sends.push(clock());
      await produce(title(i));
      replies.push(clock() - sends[i]);
      await reachAll(i);
    }
  });
  const lastReader = sends.flatMap((sent, i) => (single.reached[i] === connected ? [single.lastAt[i] - sent] : []));

  log(`burst of ${o.burst} writes`);
  await sleep(o.gapMs);
  const burstReplies: number[] = [];
  let burstStart = 0;
  let burstSent = 0;
  const burst = await scenario(`fanout ${name} burst #`, async (title) => {
    burstStart = clock();
    for (let i = 0; i < o.burst; i++) {
      const sent = clock();
      await produce(title(i));
      burstReplies.push(clock() - sent);
    }
    burstSent = clock() - burstStart;
    await reachAll(o.burst - 1);
  });
  const final = burst.reached[o.burst - 1];

  await Promise.all(clients.map((c) => c.stop()));
  return {
    reader_disconnects: burst.disconnects,
    readers_connected: connected,
    connect_all_ms: Math.round(connectMs),
    clock_uncertainty_ms: round(uncertainty, 3),
    memory_per_socket_kb: {
      rss: round((loaded.rss - empty.rss) / 1024 / connected),
      heap_used: round((loaded.heapUsed - empty.heapUsed) / 1024 / connected),
    },
    single_writes: {
      writes: o.writes,
      writes_not_reaching_every_reader: o.writes - lastReader.length,
      last_reader: stats(lastReader),
      producer_reply: stats(replies),
      ...delivery(single),
    },
    burst: {
      writes: o.burst,
      settle_ms: final === connected ? round(burst.lastAt[o.burst - 1] - burstStart) : null,
      readers_on_final_version: final,
      producer_send_all_ms: round(burstSent),
      producer_reply: stats(burstReplies),
      ...delivery(burst),
    },
  };
}

export type TargetFigures = Awaited<ReturnType<typeof measureTarget>>;

/** Per write index: the latest first-holding time over all processes (moved to our clock) and the readers that hold it. */
function mergeReports(reports: ReadersReport[], clients: Child<ReaderCalls, true>[]) {
  const length = Math.max(0, ...reports.map((r) => r.lastAt.length));
  const lastAt: number[] = [];
  const reached: number[] = [];
  for (let i = 0; i < length; i++) {
    lastAt.push(Math.max(0, ...reports.map((r, c) => (r.lastAt[i] ?? -Infinity) - clients[c].offset)));
    reached.push(reports.reduce((n, r) => n + (r.reached[i] ?? 0), 0));
  }
  const sum = (f: (r: ReadersReport) => number) => reports.reduce((n, r) => n + f(r), 0);
  return {
    lastAt,
    reached,
    messages: sum((r) => r.messages),
    updates: sum((r) => r.updates),
    regressions: sum((r) => r.regressions),
    repeats: sum((r) => r.repeats),
    disconnects: sum((r) => r.disconnects),
  };
}
