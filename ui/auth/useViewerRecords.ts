import { useEffect, useMemo, useState } from "react";
import type { TableName, Thing } from "../../domain/tables.ts";
import { asTable, type WireRecord } from "../../domain/wireRecords.ts";
import { useThings } from "../../live/hooks.ts";
import { fetchThingsAs } from "../../live/privateThings.ts";
import { useAuth } from "./AuthProvider.tsx";

/** Fetches in flight, by token and record versions: the hooks of one page that ask the same share one request. */
const inFlight = new Map<string, Promise<(WireRecord | null)[] | null>>();

function fetchShared(keys: readonly string[], token: string, stamp: string) {
  const key = `${token}\n${stamp}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = fetchThingsAs(keys, token).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

interface Fetched<T extends TableName> {
  token: string | null;
  records: ReadonlyMap<string, Thing<T>>;
  failed: boolean;
}

/**
 * Records as the signed-in viewer may see them (domain/projection.ts): a player's powers
 * (`website_settings`), a relationship's `permissions`, a client's key and a sign-up's answers
 * reach only their owner and staff, and the live socket carries the public projection alone. Each record is kept live through
 * `useThings` and fetched again with the viewer's token whenever it changes; a newer public
 * version is laid over the last private one meanwhile. Signed in, a record reads as loading
 * (undefined) until its first private answer (the public one if that fetch fails); signed
 * out, as the public record.
 */
export function useViewerRecords<T extends TableName>(
  table: T,
  ids: readonly string[] | null | undefined,
): (Thing<T> | null | undefined)[] {
  const { token } = useAuth();
  const live = useThings(table, ids);
  const stamp = live.map((r) => (r ? `${r.id}@${r.__version}` : "")).join(",");
  const [fetched, setFetched] = useState<Fetched<T>>(() => ({ token: null, records: new Map(), failed: false }));

  useEffect(() => {
    const keys = stamp
      .split(",")
      .filter(Boolean)
      .map((s) => s.split("@")[0]);
    if (!token || !keys.length) return;
    let cancelled = false;
    void fetchShared(keys, token, stamp).then((list) => {
      if (cancelled) return;
      setFetched((prev) => {
        const records = new Map(prev.token === token ? prev.records : []);
        for (const item of list ?? []) {
          const record = item && "__tableName" in item ? asTable(item, table) : null;
          if (record) records.set(record.id, record);
        }
        return { token, records, failed: !list };
      });
    });
    return () => {
      cancelled = true;
    };
  }, [stamp, token, table]);

  return useMemo(() => {
    const mine = fetched.token === token ? fetched : null;
    return live.map((record) => {
      if (!record || !token) return record;
      const full = mine?.records.get(record.id);
      if (!full) return mine?.failed ? record : undefined;
      // The public version is newer: its fields, with the private ones of the last private answer until the next.
      return full.__version >= record.__version ? full : { ...full, ...record };
    });
  }, [live, fetched, token]);
}

/** One record as the signed-in viewer may see it (`useViewerRecords`); undefined while loading or without an id. */
export function useViewerRecord<T extends TableName>(table: T, id: string | null | undefined): Thing<T> | null | undefined {
  return useViewerRecords(table, id ? [id] : null)[0];
}
