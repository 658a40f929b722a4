import { useCallback, useMemo, useRef, useSyncExternalStore } from "react";
import type { TableName, Thing } from "../domain/tables.ts";
import {
  asCollection,
  asTable,
  asTableDigest,
  asTableList,
  tableDigestKey,
  type TableDigest,
  type CollectionOf,
  type ListedTable,
  type SpecialCollectionKey,
  type TableList,
  type WireRecord,
} from "../domain/wireRecords.ts";
import { useLiveClient } from "./LiveProvider.tsx";
import { serverNow } from "./serverClock.ts";
import type { ConnectionStatus } from "./ThingClient.ts";

export { present } from "../domain/wireRecords.ts";

/** One key's record as the wire carries it, kept live; undefined while loading or when no key is given. */
function useWireRecord(key: string | null | undefined): WireRecord | null | undefined {
  const client = useLiveClient();
  const subscribe = useCallback((onChange: () => void) => (key ? client.watch(key, onChange) : () => {}), [client, key]);
  const getSnapshot = useCallback(() => (key ? client.get(key) : undefined), [client, key]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * A record of `table` by key, kept live: the record, null when it does not exist (or is
 * not of that table), undefined while loading or when no key is given.
 */
export function useThing<T extends TableName>(table: T, key: string | null | undefined): Thing<T> | null | undefined {
  const record = useWireRecord(key);
  return useMemo(() => (record === undefined ? undefined : asTable(record, table)), [record, table]);
}

/** Several records of `table`, in the order of `keys`, each as `useThing` answers it. */
export function useThings<T extends TableName>(table: T, keys: readonly string[] | null | undefined): (Thing<T> | null | undefined)[] {
  const client = useLiveClient();
  const joined = (keys ?? []).join(",");
  const list = useMemo(() => (joined ? joined.split(",") : []), [joined]);
  // The snapshot is the same array until one of its records changes (useSyncExternalStore compares by identity).
  const cache = useRef<{ table: T; raw: (WireRecord | null | undefined)[]; typed: (Thing<T> | null | undefined)[] } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = list.map((key) => client.watch(key, onChange));
      return () => stops.forEach((stop) => stop());
    },
    [client, list],
  );
  const getSnapshot = useCallback(() => {
    const raw = list.map((key) => client.get(key));
    const held = cache.current;
    if (held && held.table === table && held.raw.length === raw.length && raw.every((r, i) => r === held.raw[i])) return held.typed;
    const typed = raw.map((record) => (record === undefined ? undefined : asTable(record, table)));
    cache.current = { table, raw, typed };
    return typed;
  }, [client, table, list]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * A special collection (`special:live-matches`, …), kept live; undefined while loading.
 * A null key loads nothing (undefined), for a list a page needs only sometimes.
 */
export function useCollection<K extends SpecialCollectionKey>(key: K | null): CollectionOf<K> | null | undefined {
  const record = useWireRecord(key);
  return useMemo(() => (record === undefined || !key ? undefined : asCollection(record, key)), [record, key]);
}

/** Every id of a table (its name as a key: "Heroes", "Map Data"), kept live; undefined while loading, a null table loads nothing. */
export function useTableList<T extends ListedTable>(table: T | null): TableList<T> | null | undefined {
  const record = useWireRecord(table);
  return useMemo(() => (record === undefined || !table ? undefined : asTableList(record, table)), [record, table]);
}

/**
 * A table's digest (`digest:<table>`): its record count and a digest of its ids, live. It
 * changes when a record is added or removed, as the table's list does, at a few dozen bytes a
 * message instead of the whole list (the organiser console's lists refetch on it).
 */
export function useTableDigest<T extends ListedTable>(table: T | null): TableDigest<T> | null | undefined {
  const record = useWireRecord(table ? tableDigestKey(table) : null);
  return useMemo(() => (record === undefined || !table ? undefined : asTableDigest(record, table)), [record, table]);
}

/** One timer per interval, shared by every component reading the server's time at that pace. */
interface Ticker {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | null;
}
const tickers = new Map<number, Ticker>();

function tickerFor(everyMs: number): Ticker {
  let ticker = tickers.get(everyMs);
  if (!ticker) {
    ticker = { now: serverNow(), listeners: new Set(), timer: null };
    tickers.set(everyMs, ticker);
  }
  return ticker;
}

function subscribeTicker(everyMs: number, onChange: () => void): () => void {
  const ticker = tickerFor(everyMs);
  ticker.listeners.add(onChange);
  if (!ticker.timer) {
    const tick = () => {
      ticker.now = serverNow();
      for (const listener of ticker.listeners) listener();
    };
    ticker.timer = setInterval(tick, everyMs);
    // Taken by a render that never subscribed (a discarded one) a while ago: not shown for a whole interval more.
    if (serverNow() - ticker.now >= everyMs) tick();
  }
  return () => {
    ticker.listeners.delete(onChange);
    if (ticker.listeners.size) return;
    if (ticker.timer) clearInterval(ticker.timer);
    ticker.timer = null;
    if (tickers.get(everyMs) === ticker) tickers.delete(everyMs);
  };
}

/** The server's time, refreshed every `everyMs` (a re-render each time). */
export function useServerNow(everyMs = 60_000): number {
  const subscribe = useCallback((onChange: () => void) => subscribeTicker(everyMs, onChange), [everyMs]);
  const getSnapshot = useCallback(() => tickerFor(everyMs).now, [everyMs]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * The live socket's state and the website flags the server pushed. Read through
 * useSyncExternalStore: a disconnect between a render and its subscription is not missed.
 */
export function useConnection(): ConnectionStatus {
  const client = useLiveClient();
  const subscribe = useCallback((onChange: () => void) => client.onStatus(onChange), [client]);
  const getSnapshot = useCallback(() => client.status, [client]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function useWebsiteFlags(): string[] {
  return useConnection().flags;
}
