// One reader process of bench/scale.ts: SCALE_COUNT socket.io-client readers through the balancer
// (SCALE_URL), each subscribing to broadcast-main on every connect and reconnecting by itself, as
// a page does (live/ThingClient.ts). Per scenario (a title prefix) it notes when each reader first holds write i or a
// later one; `drop` takes readers off the network as the faults need.
import { io, type Socket } from "socket.io-client";
import { RECONNECT } from "../../live/ThingClient.ts";
import { answerCalls, clock } from "../fanout/child.ts";

export type ScaleReport = {
  /** Per write index, this process's readers holding it or a later one, and when the last of them first did (child clock). */
  lastAt: (number | null)[];
  reached: (number | null)[];
  updates: number;
  regressions: number;
  disconnects: number;
  cpuMs: number;
};
export type ScaleReaderCalls = {
  clock: [null, number];
  connect: [null, { connected: number }];
  scenario: [{ prefix: string }, null];
  /** Until every reader (or those dropped last) holds write `index` or a later one, or `timeoutMs`: answers when the last did. */
  await: [
    { index: number; timeoutMs: number; droppedOnly?: boolean },
    { reached: number; of: number; lastAt: number | null; reconnected: number; lastReconnectAt: number | null },
  ];
  /** Drop `fraction` of the readers at once: the connection closed under them (they reconnect by themselves), or, with `downMs`, cut off that long. */
  drop: [{ fraction: number; downMs: number }, { dropped: number; at: number }];
  report: [null, ScaleReport];
  close: [null, null];
};

const url = process.env.SCALE_URL!;
const count = Number(process.env.SCALE_COUNT);
const CONCURRENT_CONNECTS = 100;

interface Reader {
  socket: Socket;
  held: number;
  version: number;
  /** When it first held each write index of the scenario. */
  at: Map<number, number>;
  /** When it last connected, and whether it was disconnected in this scenario. */
  connectedAt: number;
  dropped: boolean;
}

const readers: Reader[] = [];
let dropped: Reader[] = [];
let prefix = "\0";
let lastAt: (number | null)[] = [];
let reached: (number | null)[] = [];
let counts = { updates: 0, regressions: 0, disconnects: 0 };
const cpuAtStart = process.cpuUsage();

function onUpdate(reader: Reader, record: unknown) {
  const at = clock();
  counts.updates++;
  const { title, __version: version } = (record ?? {}) as { title?: unknown; __version?: unknown };
  if (typeof version === "number") {
    if (version < reader.version) counts.regressions++;
    reader.version = Math.max(reader.version, version);
  }
  if (typeof title !== "string" || !title.startsWith(prefix)) return;
  const index = Number(title.slice(prefix.length));
  for (let j = reader.held + 1; j <= index; j++) {
    lastAt[j] = Math.max(lastAt[j] ?? 0, at);
    reached[j] = (reached[j] ?? 0) + 1;
    reader.at.set(j, at);
  }
  reader.held = Math.max(reader.held, index);
}

function connectOne(): Promise<void> {
  // Reconnecting as our pages do.
  const socket = io(url, { transports: ["websocket"], forceNew: true, ...RECONNECT });
  const reader: Reader = { socket, held: -1, version: -Infinity, at: new Map(), connectedAt: 0, dropped: false };
  readers.push(reader);
  socket.on("connect", () => {
    reader.connectedAt = clock();
    socket.emit("subscribe", "broadcast-main");
  });
  socket.on("data_update", (_key: string, record: unknown) => onUpdate(reader, record));
  socket.on("disconnect", () => {
    counts.disconnects++;
    reader.dropped = true;
  });
  return new Promise((resolve, reject) => {
    socket.once("data_update", () => resolve());
    socket.once("connect_error", (error) => reject(new Error(`[Bench] reader could not connect: ${error.message}`)));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

answerCalls<ScaleReaderCalls>(true, {
  clock: () => clock(),
  async connect() {
    for (let i = 0; i < count; i += CONCURRENT_CONNECTS) {
      await Promise.all(Array.from({ length: Math.min(CONCURRENT_CONNECTS, count - i) }, connectOne));
    }
    return { connected: readers.length };
  },
  scenario(args) {
    prefix = args.prefix;
    lastAt = [];
    reached = [];
    counts = { updates: 0, regressions: 0, disconnects: 0 };
    for (const reader of readers) {
      reader.held = -1;
      reader.at.clear();
      reader.dropped = false;
    }
    return null;
  },
  async await({ index, timeoutMs, droppedOnly }) {
    const who = droppedOnly ? dropped : readers;
    const deadline = clock() + timeoutMs;
    let holding = who.filter((r) => r.held >= index);
    while (holding.length < who.length && clock() < deadline) {
      await sleep(5);
      holding = who.filter((r) => r.held >= index);
    }
    const times = holding.map((r) => r.at.get(index) ?? 0);
    const back = who.filter((r) => r.dropped && r.socket.connected).map((r) => r.connectedAt);
    return {
      reached: holding.length,
      of: who.length,
      lastAt: times.length ? Math.max(...times) : null,
      reconnected: back.length,
      lastReconnectAt: back.length ? Math.max(...back) : null,
    };
  },
  drop({ fraction, downMs }) {
    dropped = readers.slice(0, Math.round(readers.length * fraction));
    const at = clock();
    for (const reader of dropped) {
      if (downMs > 0) {
        reader.socket.disconnect();
        setTimeout(() => reader.socket.connect(), downMs);
        // Closed under it, as a network or balancer fault does: the client reconnects by itself.
      } else reader.socket.io.engine.close();
    }
    return { dropped: dropped.length, at };
  },
  report() {
    const cpu = process.cpuUsage(cpuAtStart);
    return { lastAt, reached, ...counts, cpuMs: (cpu.user + cpu.system) / 1000 };
  },
  close() {
    readers.forEach((r) => r.socket.close());
    return null;
  },
});
