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

/** A player as `special:players` lists it (the players page searches and sorts these). */
export interface PlayerListItem {
  id: string;
  name: string;
  verified: boolean;
  pro: boolean;
}

/** A team as `special:teams` lists it: its event's id, game and start, for team search. */
export interface TeamListItem {
  id: string;
  name: string;
  code?: string;
  theme?: string;
  game?: string;
  event?: string;
  eventStart?: number;
}

/** A client's stream software as `special:streams` lists it (the Stream Deck reads `clientName` and the delay). */
export interface StreamListItem {
  clientName: string;
  status?: { outputActive: boolean; outputDuration: number };
  settings?: { service?: string; url?: string; channelID?: string; stream_delay_enabled?: boolean; stream_delay_seconds?: number };
  scenes: { preview?: string; program?: string };
  updatedAt: number;
}

/** A player streaming their own match (`special:player-streams`, the community streams list). */
export interface PlayerStreamItem {
  match: string;
  event: string;
  player: string;
  team: string;
  url: string;
}

/**
 * The special collections (ARCHITECTURE "Records and the wire"), as the original system
 * answers them: each list under its own field, of ids or of small objects.
 */
export interface CollectionLists {
  "special:public-events": { events: string[] };
  "special:upcoming-matches": { matches: string[] };
  "special:live-matches": { matches: string[] };
  "special:teams": { teams: TeamListItem[] };
  "special:players": { players: PlayerListItem[] };
  "special:streams": { streams: StreamListItem[] };
  "special:player-streams": { streams: PlayerStreamItem[] };
}
export type SpecialCollectionKey = keyof CollectionLists;

/** The list field of each collection. */
export const SPECIAL_COLLECTIONS: { [K in SpecialCollectionKey]: keyof CollectionLists[K] } = {
  "special:public-events": "events",
  "special:upcoming-matches": "matches",
  "special:live-matches": "matches",
  "special:teams": "teams",
  "special:players": "players",
  "special:streams": "streams",
  "special:player-streams": "streams",
};

export function isSpecialCollectionKey(key: string): key is SpecialCollectionKey {
  return Object.hasOwn(SPECIAL_COLLECTIONS, key);
}

interface CollectionHeader {
  id: string;
  __id: string;
  __tableName: "Special Collection";
  __version: number;
}

/** A special collection as the wire carries it. */
export type CollectionOf<K extends SpecialCollectionKey> = CollectionHeader & CollectionLists[K];
export type SpecialCollection = { [K in SpecialCollectionKey]: CollectionOf<K> }[SpecialCollectionKey];

/**
 * A table's name as a key answers every id of that table, as the original system does
 * (`Events`, `Event Series`: the home and events pages read `.ids`). Tables whose records
 * are a person's own (sign-ups, score reports) are not listed.
 */
export const LISTED_TABLES = [
  "Events",
  "Event Series",
  "Themes",
  "Teams",
  "Players",
  "Matches",
  "Maps",
  "Brackets",
  "Broadcasts",
  "GFX",
  "Clients",
  "Player Relationships",
  "Heroes",
  "Map Data",
  "News",
  "Headlines",
  "Socials",
  "Ad Reads",
  "Tracks",
  "Track Groups",
] as const satisfies readonly TableName[];
export type ListedTable = (typeof LISTED_TABLES)[number];

export function isListedTable(key: string): key is ListedTable {
  return (LISTED_TABLES as readonly string[]).includes(key);
}

/** A table's list as the wire carries it. */
export interface TableList<T extends ListedTable = ListedTable> {
  id: T;
  __id: string;
  __tableName: "Table";
  __version: number;
  ids: string[];
}

/**
 * A table's list in brief (`digest:<table>`): how many records it has and a digest of their
 * ids. It changes when the table's list does, but weighs a few dozen bytes where the list of
 * 10,000 players weighs 200 KB: what a page that only refetches on a change listens to (the
 * organiser console's lists).
 */
export interface TableDigest<T extends ListedTable = ListedTable> {
  id: `digest:${T}`;
  __id: string;
  __tableName: "Table Digest";
  __version: number;
  count: number;
  digest: string;
}

export type TableDigestKey = `digest:${ListedTable}`;

export const tableDigestKey = <T extends ListedTable>(table: T): `digest:${T}` => `digest:${table}`;

/** The table a digest key names, or null. */
export function tableOfDigestKey(key: string): ListedTable | null {
  const table = key.startsWith("digest:") ? key.slice("digest:".length) : "";
  return isListedTable(table) ? table : null;
}

export function isTableDigestKey(key: string): key is TableDigestKey {
  return tableOfDigestKey(key) !== null;
}

/** A list's ids in brief: their count and a 32-bit FNV-1a hash of them, in order. */
export function digestOfIds(ids: readonly string[]): { count: number; digest: string } {
  let hash = 0x811c9dc5;
  for (const id of ids) {
    for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
    hash = Math.imul(hash ^ 0x2c, 0x01000193);
  }
  return { count: ids.length, digest: (hash >>> 0).toString(16).padStart(8, "0") };
}

export function tableDigestOf<T extends ListedTable>(table: T, version: number, ids: readonly string[]): TableDigest<T> {
  const key = tableDigestKey(table);
  return { id: key, __id: key, __tableName: "Table Digest", __version: version, ...digestOfIds(ids) };
}

/** Narrow a wire record to the digest of `table`, or null. */
export function asTableDigest<T extends ListedTable>(
  record: { __tableName: string; id: string } | null | undefined,
  table: T,
): TableDigest<T> | null {
  return record && record.__tableName === "Table Digest" && record.id === tableDigestKey(table) ? (record as TableDigest<T>) : null;
}

/** Anything `/things`, `/thing` and `data_update` carry: a record of a table, a special collection, a table's list or its digest. */
export type WireRecord = Thing | SpecialCollection | TableList | TableDigest;

/** A special collection as the wire carries it: its list under the field SPECIAL_COLLECTIONS names. */
export function collectionOf<K extends SpecialCollectionKey>(key: K, version: number, list: CollectionLists[K]): CollectionOf<K> {
  return { id: key, __id: key, __tableName: "Special Collection", __version: version, ...list };
}

/** A table's list as the wire carries it. */
export function tableListOf<T extends ListedTable>(table: T, version: number, ids: string[]): TableList<T> {
  return { id: table, __id: table, __tableName: "Table", __version: version, ids };
}

/** Narrow a wire record to the list of `table`, or null. */
export function asTableList<T extends ListedTable>(
  record: { __tableName: string; id: string } | null | undefined,
  table: T,
): TableList<T> | null {
  return record && record.__tableName === "Table" && record.id === table ? (record as TableList<T>) : null;
}

/** Narrow a wire record to the collection of `key`, or null. */
export function asCollection<K extends SpecialCollectionKey>(
  record: { __tableName: string; id: string } | null | undefined,
  key: K,
): CollectionOf<K> | null {
  return record && record.__tableName === "Special Collection" && record.id === key ? (record as CollectionOf<K>) : null;
}
