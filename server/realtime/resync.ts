import type { Thing } from "../../domain/tables.ts";
import type { Logger } from "../deps.ts";
import type { StoreReader, ThingStore } from "../store/ThingStore.ts";
import { idForKey, isListKey } from "../things/resolve.ts";
import type { FanOut } from "./FanOut.ts";
import { keysOf } from "./roomsFor.ts";
import type { AppIo } from "./sockets.ts";

const BATCH = 500;

/**
 * Resend every record room this process holds its record as the store has it now, through
 * the fan-out (the same projection and rooms as a commit's send). Clients keep the newest
 * version they saw, so a resend of what they have changes nothing: this is safe to repeat.
 * Rooms that are not records (lists, production and socket rooms) are left alone.
 */
export async function resyncRooms(io: AppIo, store: StoreReader & Pick<ThingStore, "revision">, fanOut: FanOut): Promise<void> {
  const adapter = io.of("/").adapter;
  const rooms = [...adapter.rooms.keys()].filter((room) => !adapter.sids.has(room) && !isListKey(room));
  for (let i = 0; i < rooms.length; i += BATCH) {
    const batch = rooms.slice(i, i + BATCH);
    const since = fanOut.sent;
    const revision = await store.revision();
    const ids = await Promise.all(batch.map((room) => idForKey(store, room)));
    const found = await store.getMany([...new Set(ids.filter((id): id is string => id !== null))]);
    const records = found.filter((r): r is Thing => r !== null);
    // What is queued goes first, so this read never stands in for a newer version; a room sent since the read began has it.
    fanOut.flush();
    const changes = records
      .filter((record) => !keysOf(record).some((key) => fanOut.sentSince(key, since)))
      .map((record) => ({ id: record.id, table: record.__tableName, before: null, after: record }));
    if (changes.length) fanOut.add({ changes, revision });
    // A key that still names a record no longer there (deleted meanwhile): its room hears it is gone.
    const present = new Set(records.map((r) => r.id));
    batch.forEach((room, j) => {
      const id = ids[j];
      if (id && !present.has(id) && !fanOut.sentSince(room, since)) io.local.to(room).emit("data_update", room, null);
    });
  }
}

/**
 * Runs `task` one at a time: a call while it runs makes it run once more after, so no fault (or
 * commit) is left unanswered. A failure is logged as `failure` and ends that run.
 */
export function oneAtATime(task: () => Promise<void>, log: () => Logger, failure: string): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await task();
      } while (again);
    })()
      .catch((error: unknown) => log().error(failure, { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => (running = null));
    return running;
  };
  return run;
}
