import { shortId } from "../../domain/ids.ts";
import { lookupKeysOf, type Thing, type WireRecord } from "../../domain/tables.ts";
import type { Change } from "../store/ThingStore.ts";

/** Every key a client may have subscribed to that names this record. */
export function keysOf(thing: Thing): string[] {
  return [thing.id, shortId(thing.id), ...lookupKeysOf(thing.__tableName, thing)];
}

/** Room → what its subscribers receive for one change (null: the record is gone). */
export function updatesFor(change: Change): Map<string, WireRecord | null> {
  const out = new Map<string, WireRecord | null>();
  if (change.before) for (const key of keysOf(change.before)) out.set(key, null);
  if (change.after) for (const key of keysOf(change.after)) out.set(key, { ...change.after, __id: key });
  return out;
}
