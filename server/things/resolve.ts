import { isLongId, longId } from "../../domain/ids.ts";
import { isServerOnlyKey, projectRecord, PUBLIC_VIEWER, viewerByKey, type Viewer } from "../../domain/projection.ts";
import { isListedTable, isSpecialCollectionKey, type WireRecord } from "../../domain/tables.ts";
import { isTableDigestKey } from "../../domain/wireRecords.ts";
import type { StoreReader } from "../store/ThingStore.ts";
import type { Collections, ListKey } from "./collections.ts";

export type Resolved = (WireRecord & { __id: string }) | { id: string; error: true; message: string };

const SYNTHETIC = /^(broadcast|client|subdomain|news)-(.+)$/;

/** A key answered by a list (a special collection or a table's name), not by a record. */
export const isListKey = (key: string): key is ListKey => isSpecialCollectionKey(key) || isListedTable(key) || isTableDigestKey(key);

/**
 * A key whose room a socket may join: a list, a synthetic key or a record id. Never a room
 * the server keeps for itself (a client's remote or sources room, a socket's own room).
 */
export function isSubscribableKey(key: string): boolean {
  return isListKey(key) || SYNTHETIC.test(key) || isLongId(longId(key));
}

/** The store id a key names: an id in either form, or a synthetic key through the lookups. */
export async function idForKey(store: StoreReader, key: string): Promise<string | null> {
  if (isServerOnlyKey(key)) return null;
  const synthetic = SYNTHETIC.exec(key);
  if (synthetic) {
    const [, kind, rest] = synthetic;
    const normal = kind === "client" || kind === "subdomain" ? `${kind}-${rest.toLowerCase()}` : key;
    return store.lookup(normal);
  }
  const id = longId(key);
  return isLongId(id) ? id : null;
}

/** Answer keys as `POST /things` does for anyone: the public projection (shared rooms, anonymous callers). */
export function resolveKeys(store: StoreReader, collections: Collections, keys: readonly string[]): Promise<Resolved[]> {
  return resolveKeysFor(PUBLIC_VIEWER, store, collections, keys);
}

/**
 * Answer keys for one viewer: each record as they may see it, with `id` and `__id`, or an
 * error entry. A production client asked by its key (`client-<key>`) is answered in full: the
 * asker holds the key already (its overlays), while asked by id it is the viewer's projection.
 */
export async function resolveKeysFor(
  viewer: Viewer,
  store: StoreReader,
  collections: Collections,
  keys: readonly string[],
): Promise<Resolved[]> {
  // A key listed twice is looked up and answered once, then given in each place it was asked.
  const distinct = [...new Set(keys)];
  const ids = await Promise.all(distinct.map((key) => (isListKey(key) ? null : idForKey(store, key))));
  const records = await store.getMany(ids.filter((id): id is string => id !== null));
  const byId = new Map(records.filter((r) => r !== null).map((r) => [r.id, r]));
  const answers = await Promise.all(
    distinct.map(async (key, i): Promise<Resolved> => {
      if (isListKey(key)) return collections.get(key);
      const id = ids[i];
      const record = id ? byId.get(id) : undefined;
      if (!record) return { id: key, error: true, message: `No record found for ${key}` };
      return { ...projectRecord(record, viewerByKey(viewer, record, key)), __id: key };
    }),
  );
  const byKey = new Map(distinct.map((key, i) => [key, answers[i]]));
  return keys.map((key) => byKey.get(key)!);
}
