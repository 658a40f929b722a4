import type { CollectionSource } from "../../domain/collections.ts";
import { isServerOnlyKey, projectRecord, PUBLIC_VIEWER, publicRecord, viewerByKey } from "../../domain/projection.ts";
import type { TableName, Thing, WireRecord } from "../../domain/tables.ts";
import type { Commit } from "../store/ThingStore.ts";
import { keysOf } from "./roomsFor.ts";

/** The shortest tick: one frame, in which later versions of a record replace it. A lone change never waits for it. */
export const FAN_OUT_TICK_MS = 16;
/** The longest the tick grows in a burst that goes on: the longest a committed change waits to go out. */
export const FAN_OUT_MAX_TICK_MS = 128;

/** A record's changes since the last send: every key any of its states answered to, its latest state, and the revision that made it. */
interface Pending {
  table: TableName;
  keys: Set<string>;
  after: Thing | null;
  revision: number;
}

/** What a room last heard: the send (counted among every send heard here) and the version it carried. */
interface Heard {
  send: number;
  version: number;
}

export interface FanOutSink {
  /** Send one room its record (null: gone). Called once per room per send, in revision order. */
  send(room: string, data: WireRecord | null): void;
  /** The tables whose records changed in one send, for the lists built from them. */
  sourcesChanged(sources: Set<CollectionSource>): void;
}

export interface FanOutOptions {
  tickMs?: number;
  maxTickMs?: number;
  clock?: () => number;
}

/**
 * Fan-out, after the commit and outside the request that made it. Changes wait at most one
 * tick; within it only a record's latest version goes out, once per room (Socket.IO encodes
 * it once for all the room's sockets). The first change after a quiet frame goes out at once
 * (on the next turn of the event loop, after the reply), so a single write is not delayed.
 *
 * The tick counts from the end of the last send, and lasts at least as long as that send took:
 * writing to a thousand sockets takes longer than a frame, and the requests queued meanwhile
 * are answered, and their changes merged, before the next send. While a burst goes on (each
 * change coming within a frame of the send before it), each of its sends doubles the tick, up
 * to the longest: on PostgreSQL a write takes longer than a frame, so back-to-back writes each
 * found the tick over and went out alone, and every send, to every reader and through Redis
 * to the other processes, slowed the next write. A change after a quiet frame ends the burst.
 *
 * Versions only rise in a room: each room keeps the version it last heard, from this process's
 * sends or from another process's through Redis (`arrived`), and an older one is not sent.
 */
export class FanOut {
  private pending = new Map<string, Pending>();
  /** Cancels the scheduled send, while one is. */
  private cancel: (() => void) | null = null;
  /** When the last send finished, and how long it took. */
  private lastSendAt = -Infinity;
  private lastSendMs = 0;
  /** The tick of the burst going on: the shortest, doubled by each of its sends. */
  private tick: number;
  /** Sends heard so far (this process's and other processes'), and what each room last heard: a subscribe reply older than that is not sent. */
  private sends = 0;
  private readonly heard = new Map<string, Heard>();
  private readonly tickMs: number;
  private readonly maxTickMs: number;
  private readonly clock: () => number;

  constructor(
    private readonly sink: FanOutSink,
    { tickMs = FAN_OUT_TICK_MS, maxTickMs = FAN_OUT_MAX_TICK_MS, clock = () => performance.now() }: FanOutOptions = {},
  ) {
    this.tickMs = tickMs;
    this.maxTickMs = Math.max(tickMs, maxTickMs);
    this.clock = clock;
    this.tick = tickMs;
  }

  /** Queue a commit's changes (a commit listener: it must not do the work itself). */
  add({ changes, revision }: Commit): void {
    for (const change of changes) {
      let entry = this.pending.get(change.id);
      if (!entry) {
        entry = { table: change.table, keys: new Set(change.before ? roomsOf(change.before) : []), after: null, revision };
        this.pending.set(change.id, entry);
      }
      if (change.after) for (const key of roomsOf(change.after)) entry.keys.add(key);
      entry.after = change.after;
      entry.revision = revision;
    }
    this.schedule();
  }

  /** How many sends have been heard: a subscriber notes it before reading, to tell whether a send overtook its read. */
  get sent(): number {
    return this.sends;
  }

  /** Whether a send reached `room` after the moment `since` (a value of `sent`). */
  sentSince(room: string, since: number): boolean {
    return (this.heard.get(room)?.send ?? 0) > since;
  }

  /** The version `room` last heard: its record's revision, or the revision that took the record away. */
  versionOf(room: string): number | undefined {
    return this.heard.get(room)?.version;
  }

  /**
   * Another process's send reached `room` (through Redis), carrying `version`: answers whether
   * it may go to the room's sockets. One older than what the room heard is dropped: two
   * processes' sends of one record cross in Redis, or this process sent a newer one first.
   */
  arrived(room: string, version: number): boolean {
    return this.hear(room, version, this.sends + 1);
  }

  /** Send what is queued now (the server is closing, or a test wants it). */
  flush(): void {
    this.cancel?.();
    this.cancel = null;
    if (!this.pending.size) return;
    const started = this.clock();
    const pending = this.pending;
    this.pending = new Map();
    const send = this.sends + 1;
    const sources = new Set<CollectionSource>();
    // A key may move between records in one tick (a broadcast's key given to another): the record holding it wins.
    const rooms = new Map<string, { data: WireRecord | null; version: number }>();
    for (const { table, keys, after, revision } of pending.values()) {
      sources.add(table);
      const current = new Set(after ? roomsOf(after) : []);
      // A room is shared by every viewer: it hears the public projection, made once per record;
      // a client's key room (`client-<key>`) hears the client in full, as its subscribers hold the key.
      const shown = after && publicRecord(after);
      for (const room of keys) {
        if (after && shown && current.has(room))
          rooms.set(room, { data: { ...roomRecord(after, shown, room), __id: room }, version: after.__version });
        else if (!rooms.has(room)) rooms.set(room, { data: null, version: revision });
      }
    }
    for (const [room, { data, version }] of rooms) if (this.hear(room, version, send)) this.sink.send(room, data);
    this.sink.sourcesChanged(sources);
    this.lastSendAt = this.clock();
    this.lastSendMs = this.lastSendAt - started;
  }

  /** Note that `room` heard `version` in send number `send`, unless it heard a newer version already. */
  private hear(room: string, version: number, send: number): boolean {
    const last = this.heard.get(room);
    if (last && version < last.version) return false;
    this.sends = send;
    this.heard.set(room, { send, version });
    return true;
  }

  /**
   * A change within a frame of the last send is part of a burst: it waits out the tick, and the
   * next tick is twice as long. The frame starts as long after the send's end as the send took:
   * its readers, and the other processes, are still taking it in, which slows the write that
   * follows. A change after that goes out at once, and ends the burst.
   */
  private schedule() {
    if (this.cancel) return;
    const since = this.clock() - this.lastSendAt;
    const run = () => {
      this.cancel = null;
      this.flush();
    };
    if (since < this.tickMs + this.lastSendMs) {
      const timer = setTimeout(run, Math.max(this.tick, this.lastSendMs) - since);
      this.tick = Math.min(this.tick * 2, this.maxTickMs);
      this.cancel = () => clearTimeout(timer);
    } else {
      this.tick = this.tickMs;
      const immediate = setImmediate(run);
      this.cancel = () => clearImmediate(immediate);
    }
  }
}

/** What one room of a record hears: the public projection, or the record in full where the room is its key. */
function roomRecord(record: Thing, shown: Thing, room: string): Thing {
  const viewer = viewerByKey(PUBLIC_VIEWER, record, room);
  return viewer === PUBLIC_VIEWER ? shown : projectRecord(record, viewer);
}

/** The rooms a record goes to: every key a client may subscribe to, never a key only the server resolves (`discord-<id>`). */
function roomsOf(thing: Thing): string[] {
  return keysOf(thing).filter((key) => !isServerOnlyKey(key));
}
