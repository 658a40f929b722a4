import { useEffect, useMemo, useState } from "react";
import type { TableName, Thing } from "../../domain/tables.ts";
import { asTable } from "../../domain/wireRecords.ts";
import { useThings } from "../../live/hooks.ts";
import { fetchThingsAs } from "../../live/privateThings.ts";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";

/**
 * Records with the fields only their owner and staff see (domain/projection.ts: a sign-up's
 * SR, roles and notes). The live socket carries the public projection alone, so each record
 * is kept live through `useThings` and, whenever one of them changes, fetched again with the
 * viewer's token. Until that answer is in, the public record shows.
 */
export function usePrivateRecords<T extends TableName>(table: T, ids: readonly string[]): (Thing<T> | null | undefined)[] {
  const { token } = useAuth();
  const live = useThings(table, ids);
  const stamp = live.map((r) => (r ? `${r.id}@${r.__version}` : "")).join(",");
  const [fetched, setFetched] = useState<ReadonlyMap<string, Thing<T>>>(() => new Map());

  useEffect(() => {
    const keys = stamp
      .split(",")
      .filter(Boolean)
      .map((s) => s.split("@")[0]);
    if (!token || !keys.length) return;
    let cancelled = false;
    void fetchThingsAs(keys, token).then((list) => {
      if (cancelled || !list) return;
      const next = new Map<string, Thing<T>>();
      for (const item of list) {
        const record = item && "__tableName" in item ? asTable(item, table) : null;
        if (record) next.set(record.id, record);
      }
      setFetched(next);
    });
    return () => {
      cancelled = true;
    };
  }, [stamp, token, table]);

  return useMemo(
    () =>
      live.map((record) => {
        const full = record ? fetched.get(record.id) : undefined;
        return full && record && full.__version >= record.__version ? full : record;
      }),
    [live, fetched],
  );
}
