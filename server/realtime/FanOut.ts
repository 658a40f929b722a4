import type { CollectionSource } from "../../domain/collections.ts";
import { isServerOnlyKey, projectRecord, PUBLIC_VIEWER, publicRecord, viewerByKey } from "../../domain/projection.ts";
import type { TableName, Thing, WireRecord } from "../../domain/tables.ts";
import type { Commit } from "../store/ThingStore.ts";
import { keysOf } from "./roomsFor.ts";

/** The longest a committed change waits to go out: one frame, in which later versions of a record replace it. */
export const FAN_OUT_TICK_MS = 16;

/** A record's changes since the last send: every key any of its states answered to, and its latest state. */
interface Pending {
  table: TableName;
  keys: Set<string>;
  after: Thing | null;
}

export interface FanOutSink {
  /** Send one room its record (null: gone). Called once per room per send, in revision order. */
  send(room: string, data: WireRecord | null): void;
  /** The tables whose records changed in one send, for the lists built from them. */
  sourcesChanged(sources: Set<CollectionSource>): void;
}

/**
 * Fan-out, after the commit and outside the request that made it. Changes wait at most one
 * tick; within it only a record's latest version goes out, once per room (Socket.IO encodes
 * it once for all the room's sockets). The first change after a quiet tick goes out at once
 * (on the next turn of the event loop, after the reply), so a single write is not delayed and
 * a burst sends at most one version of each record per tick. The tick counts from the end
 * of the last send: writing to a thousand sockets takes longer than a tick, and the
 * requests queued meanwhile are answered, and their changes merged, before the next send.
 */
export class FanOut {
  private pending = new Map<string, Pending>();
  /** Cancels the scheduled send, while one is. */
  private cancel: (() => void) | null = null;
  /** When the last send finished. */
  private lastSendAt = -Infinity;
  /** Sends so far, and the send that last reached each room: a subscribe reply older than that is not sent. */
  private sends = 0;
  private readonly lastSendOf = new Map<string, number>();

  constructor(
    private readonly sink: FanOutSink,
    private readonly tickMs = FAN_OUT_TICK_MS,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Queue a commit's changes (a commit listener: it must not do the work itself). */
  add({ changes }: Commit): void {
    for (const change of changes) {
      let entry = this.pending.get(change.id);
      if (!entry) {
        entry = { table: change.table, keys: new Set(change.before ? roomsOf(change.before) : []), after: null };
        this.pending.set(change.id, entry);
      }
      if (change.after) for (const key of roomsOf(change.after)) entry.keys.add(key);
      entry.after = change.after;
    }
    this.schedule();
  }

  /** How many sends have gone out: a subscriber notes it before reading, to tell whether a send overtook its read. */
  get sent(): number {
    return this.sends;
  }

  /** Whether a send reached `room` after the moment `since` (a value of `sent`). */
  sentSince(room: string, since: number): boolean {
    return (this.lastSendOf.get(room) ?? 0) > since;
  }

  /** Send what is queued now (the server is closing, or a test wants it). */
  flush(): void {
    this.cancel?.();
    this.cancel = null;
    if (!this.pending.size) return;
    const pending = this.pending;
    this.pending = new Map();
    const send = ++this.sends;
    const sources = new Set<CollectionSource>();
    // A key may move between records in one tick (a broadcast's key given to another): the record holding it wins.
    const rooms = new Map<string, WireRecord | null>();
    for (const { table, keys, after } of pending.values()) {
      sources.add(table);
      const current = new Set(after ? roomsOf(after) : []);
      // A room is shared by every viewer: it hears the public projection, made once per record;
      // a client's key room (`client-<key>`) hears the client in full, as its subscribers hold the key.
      const shown = after && publicRecord(after);
      for (const room of keys) {
        if (after && shown && current.has(room)) rooms.set(room, { ...roomRecord(after, shown, room), __id: room });
        else if (!rooms.has(room)) rooms.set(room, null);
      }
    }
    for (const [room, data] of rooms) {
      this.lastSendOf.set(room, send);
      this.sink.send(room, data);
    }
    this.sink.sourcesChanged(sources);
    this.lastSendAt = this.clock();
  }

  private schedule() {
    if (this.cancel) return;
    const wait = this.lastSendAt + this.tickMs - this.clock();
    const run = () => {
      this.cancel = null;
      this.flush();
    };
    if (wait > 0) {
      const timer = setTimeout(run, wait);
      this.cancel = () => clearTimeout(timer);
    } else {
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
