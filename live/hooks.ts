import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { TableName, Thing } from "../domain/tables.ts";
import { asCollection, asTable, type CollectionOf, type SpecialCollectionKey, type WireRecord } from "../domain/wireRecords.ts";
import { useLiveClient } from "./LiveProvider.tsx";
import { serverNow } from "./serverClock.ts";
import type { ConnectionStatus, ThingClient } from "./ThingClient.ts";

/** One key as a table's record: the record, null when missing or of another table, undefined while loading. */
function typedGet<T extends TableName>(client: ThingClient, table: T, key: string): Thing<T> | null | undefined {
  const record = client.get(key);
  return record === undefined ? undefined : asTable(record, table);
}

/**
 * A record of `table` by key, kept live: the record, null when it does not exist (or is
 * not of that table), undefined while loading or when no key is given.
 */
export function useThing<T extends TableName>(table: T, key: string | null | undefined): Thing<T> | null | undefined {
  const client = useLiveClient();
  const subscribe = useCallback((onChange: () => void) => (key ? client.watch(key, onChange) : () => {}), [client, key]);
  const getSnapshot = useCallback(() => (key ? client.get(key) : undefined), [client, key]);
  const record = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
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
    const typed = list.map((key) => typedGet(client, table, key));
    cache.current = { table, raw, typed };
    return typed;
  }, [client, table, list]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The records of `table` that a loaded list answers, leaving out those loading or missing. */
export function present<T>(records: readonly (T | null | undefined)[]): T[] {
  return records.filter((r): r is T => r !== null && r !== undefined);
}

/**
 * A special collection (`special:live-matches`, …), kept live; undefined while loading.
 * A null key loads nothing (undefined), for a list a page needs only sometimes.
 */
export function useCollection<K extends SpecialCollectionKey>(key: K | null): CollectionOf<K> | null | undefined {
  const client = useLiveClient();
  const subscribe = useCallback((onChange: () => void) => (key ? client.watch(key, onChange) : () => {}), [client, key]);
  const getSnapshot = useCallback(() => (key ? client.get(key) : undefined), [client, key]);
  const record = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return useMemo(() => (record === undefined || !key ? undefined : asCollection(record, key)), [record, key]);
}

/** The server's time, refreshed every `everyMs` (a re-render each time). */
export function useServerNow(everyMs = 60_000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
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
