// One client process of bench/fanout.ts: FANOUT_COUNT socket.io-client readers subscribed to
// broadcast-main, reader g (counted from FANOUT_FIRST over all processes) on FANOUT_URLS[g % n].
// Per scenario (a title prefix), it notes when each reader first holds write i or a later one,
// so a server that skips to the newest value is credited for every write it covered.
import { io, type Socket } from "socket.io-client";
import { answerCalls, clock, type ReaderCalls } from "./child.ts";

const urls = (process.env.FANOUT_URLS ?? "").split(",");
const count = Number(process.env.FANOUT_COUNT);
const first = Number(process.env.FANOUT_FIRST ?? 0);
const CONCURRENT_CONNECTS = 50;

interface Reader {
  socket: Socket;
  /** Highest write index of the current scenario held; -1 before any. */
  held: number;
  /** Highest __version received. */
  version: number;
}

const readers: Reader[] = [];
let prefix = "\0";
let lastAt: (number | null)[] = [];
let reached: (number | null)[] = [];
let counts = { messages: 0, updates: 0, regressions: 0, repeats: 0, disconnects: 0 };
let waiter: { index: number; done(): void } | null = null;

function onUpdate(reader: Reader, record: unknown) {
  const at = clock();
  counts.updates++;
  const { title, __version: version } = (record ?? {}) as { title?: unknown; __version?: unknown };
  if (typeof version === "number") {
    if (version < reader.version) counts.regressions++;
    else if (version === reader.version) counts.repeats++;
    else reader.version = version;
  }
  if (typeof title !== "string" || !title.startsWith(prefix)) return;
  const index = Number(title.slice(prefix.length));
  for (let j = reader.held + 1; j <= index; j++) {
    lastAt[j] = Math.max(lastAt[j] ?? 0, at);
    reached[j] = (reached[j] ?? 0) + 1;
  }
  reader.held = Math.max(reader.held, index);
  if (waiter && (reached[waiter.index] ?? 0) >= readers.length) waiter.done();
}

/** Connect one reader and wait until its subscription has answered with the current record. */
function connectOne(url: string): Promise<void> {
  const socket = io(url, { transports: ["websocket"], forceNew: true, reconnection: false });
  const reader: Reader = { socket, held: -1, version: -Infinity };
  readers.push(reader);
  socket.on("data_update", (_key: string, record: unknown) => onUpdate(reader, record));
  socket.onAny(() => counts.messages++);
  socket.on("disconnect", () => counts.disconnects++);
  return new Promise((resolve, reject) => {
    socket.once("data_update", () => resolve());
    socket.once("connect_error", (error) => reject(new Error(`[Bench] reader could not connect: ${error.message}`)));
    socket.emit("subscribe", "broadcast-main");
  });
}

answerCalls<ReaderCalls>(true, {
  clock: () => clock(),
  async connect() {
    for (let i = 0; i < count; i += CONCURRENT_CONNECTS) {
      const batch = Array.from({ length: Math.min(CONCURRENT_CONNECTS, count - i) }, (_, k) => urls[(first + i + k) % urls.length]);
      await Promise.all(batch.map(connectOne));
    }
    return { connected: readers.length };
  },
  scenario(args) {
    prefix = args.prefix;
    lastAt = [];
    reached = [];
    counts = { messages: 0, updates: 0, regressions: 0, repeats: 0, disconnects: counts.disconnects };
    for (const reader of readers) reader.held = -1;
    return null;
  },
  await({ index, timeoutMs }) {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiter = null;
        resolve({ reached: reached[index] ?? 0, of: readers.length });
      };
      const timer = setTimeout(done, timeoutMs);
      if ((reached[index] ?? 0) >= readers.length) done();
      else waiter = { index, done };
    });
  },
  report: () => ({ lastAt, reached, ...counts }),
  close() {
    readers.forEach((r) => r.socket.close());
    return null;
  },
});
