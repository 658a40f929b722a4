import { useEffect, useMemo, useReducer, useRef } from "react";
import { useLiveClient } from "../live/LiveProvider.tsx";
import { useThing } from "../live/hooks.ts";
import { buildOverlayData, first, neededKeys } from "./buildData.ts";
import type { OverlayRoute } from "./route.ts";
import { rootKey } from "./route.ts";
import type { OverlayData, Rec } from "./types.ts";

export interface FeedState {
  data: OverlayData | null;
  /** Every record the data reads has arrived. */
  complete: boolean;
  missing: string | null;
}

/**
 * The live records an overlay draws from: the route's broadcast (or the one its client
 * has active, followed live), then in waves everything the scenes read. Each change
 * gives a new data version; nothing here runs per frame.
 */
export function useOverlayData(route: OverlayRoute, stingerThemeId: string | null): FeedState {
  const client = useLiveClient();
  const root = useThing<Rec>(rootKey(route));
  const broadcastKey = route.kind === "client" ? first(root?.broadcast) : rootKey(route);
  const broadcast = useThing<Rec>(broadcastKey);
  const [tick, bump] = useReducer((n: number) => n + 1, 0);
  const version = useRef(0);

  const get = useMemo(() => (id: string | null | undefined) => (id ? ((client.get(id) as Rec | null | undefined) ?? null) : null), [client]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const keys = useMemo(() => (broadcast ? neededKeys(broadcast, get, stingerThemeId) : []), [broadcast, get, stingerThemeId, tick]);
  const joined = keys.join(",");

  useEffect(() => {
    const stops = (joined ? joined.split(",") : []).map((k) => client.watch(k, bump));
    return () => stops.forEach((s) => s());
  }, [client, joined]);

  return useMemo(() => {
    if (root === null) return { data: null, complete: true, missing: `${rootKey(route)} does not exist` };
    if (!broadcast) return { data: null, complete: false, missing: broadcast === null ? "the broadcast does not exist" : null };
    version.current++;
    const complete = keys.every((k) => client.get(k) !== undefined);
    const data = buildOverlayData({
      version: version.current,
      now: Date.now(),
      broadcast,
      client: route.kind === "client" ? (root ?? null) : null,
      get,
      stingerThemeId,
    });
    return { data, complete, missing: null };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root, broadcast, tick, joined]);
}
