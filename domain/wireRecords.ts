import type { TableName, Thing } from "./tables.ts";

/**
 * Records as the wire carries them, and narrowing them by table. Kept apart from the record
 * schemas (tables.ts, records.ts): the browser narrows every record it shows, and must not
 * load every schema to do so.
 */
/** Narrow a record to a table, or null (a missing record, or one of another table). */
export function asTable<T extends TableName>(thing: { __tableName: string } | null | undefined, table: T): Thing<T> | null {
  return thing && thing.__tableName === table ? (thing as Thing<T>) : null;
}

/** The records a loaded list answers, leaving out those loading or missing. */
export function present<T>(records: readonly (T | null | undefined)[]): T[] {
  return records.filter((r): r is T => r !== null && r !== undefined);
}

/**
 * The special collections (ARCHITECTURE): key → list field name. A table's name lists every
 * id of that table as `{ids}`, as the original system answers it; only the reference tables
 * the match editor picks from (heroes, map data) are listed, since nothing reads the others.
 */
export const SPECIAL_COLLECTIONS = {
  "special:public-events": "events",
  "special:upcoming-matches": "matches",
  "special:live-matches": "matches",
  "special:teams": "teams",
  "special:players": "players",
  Heroes: "ids",
  "Map Data": "ids",
} as const;
export type SpecialCollectionKey = keyof typeof SPECIAL_COLLECTIONS;

export function isSpecialCollectionKey(key: string): key is SpecialCollectionKey {
  return Object.hasOwn(SPECIAL_COLLECTIONS, key);
}

/** What each special collection lists: ids under the field SPECIAL_COLLECTIONS names. */
export type CollectionLists = { [K in SpecialCollectionKey]: Record<(typeof SPECIAL_COLLECTIONS)[K], string[]> };

interface CollectionHeader {
  id: string;
  __id: string;
  __tableName: "Special Collection";
  __version: number;
}

/** A special collection as the wire carries it. */
export type CollectionOf<K extends SpecialCollectionKey> = CollectionHeader & CollectionLists[K];
export type SpecialCollection = { [K in SpecialCollectionKey]: CollectionOf<K> }[SpecialCollectionKey];

/** Anything `/things`, `/thing` and `data_update` carry: a record of a table, or a special collection. */
export type WireRecord = Thing | SpecialCollection;

/** A special collection as the wire carries it: its list under the field SPECIAL_COLLECTIONS names. */
export function collectionOf<K extends SpecialCollectionKey>(key: K, version: number, list: string[]): CollectionOf<K> {
  const header: CollectionHeader = { id: key, __id: key, __tableName: "Special Collection", __version: version };
  // The list's field name depends on the key, which TypeScript cannot follow through a computed property.
  return { ...header, [SPECIAL_COLLECTIONS[key]]: list } as CollectionOf<K>;
}

/** Narrow a wire record to the collection of `key`, or null. */
export function asCollection<K extends SpecialCollectionKey>(
  record: { __tableName: string; id: string } | null | undefined,
  key: K,
): CollectionOf<K> | null {
  return record && record.__tableName === "Special Collection" && record.id === key ? (record as CollectionOf<K>) : null;
}
