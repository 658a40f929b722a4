import { useCallback, useEffect, useMemo, useReducer, useSyncExternalStore } from "react";
import { useLiveClient } from "./LiveProvider.tsx";
import type { LiveRecord } from "./ThingClient.ts";

/**
 * A record by key, kept live: the record, null when it does not exist, undefined while
 * loading or when no key is given.
 */
export function useThing<T = LiveRecord>(key: string | null | undefined): T | null | undefined {
  const client = useLiveClient();
  const subscribe = useCallback((onChange: () => void) => (key ? client.watch(key, onChange) : () => {}), [client, key]);
  const getSnapshot = useCallback(() => (key ? client.get(key) : undefined), [client, key]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot) as T | null | undefined;
}

/** Several records, in the order of `keys`, each as `useThing` answers it. */
export function useThings<T = LiveRecord>(keys: readonly string[] | null | undefined): (T | null | undefined)[] {
  const client = useLiveClient();
  const joined = (keys ?? []).join(",");
  const list = useMemo(() => (joined ? joined.split(",") : []), [joined]);
  const [tick, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const stops = list.map((key) => client.watch(key, bump));
    return () => stops.forEach((stop) => stop());
  }, [client, list]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => list.map((key) => client.get(key) as T | null | undefined), [client, list, tick]);
}

/** The records a relation field lists (a list of ids), loaded and live. */
export function useRelation<T = LiveRecord>(record: Record<string, unknown> | null | undefined, field: string) {
  const ids = record?.[field];
  return useThings<T>(Array.isArray(ids) ? (ids as string[]) : null);
}

export interface ConnectionState {
  connected: boolean;
  disconnectedSince: number | null;
  flags: string[];
}

/** The live socket's state and the website flags the server pushed. */
export function useConnection(): ConnectionState {
  const client = useLiveClient();
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => client.onStatus(bump), [client]);
  return { connected: client.connected, disconnectedSince: client.disconnectedSince, flags: client.flags };
}

export function useWebsiteFlags(): string[] {
  return useConnection().flags;
}
