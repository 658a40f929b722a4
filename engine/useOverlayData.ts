import { useEffect, useMemo, useReducer, useRef } from "react";
import { asCollection, asTable, asTableList } from "../domain/wireRecords.ts";
import { useLiveClient } from "../live/LiveProvider.tsx";
import { useThing } from "../live/hooks.ts";
import { buildFeedData, neededKeys, type Collections, type Lookup, type TableIds } from "./buildData.ts";
import type { NeedsInput } from "./sceneDef.ts";
import type { OverlayRoute } from "./route.ts";
import { rootKey } from "./route.ts";
import type { FeedData } from "./types.ts";

export interface FeedState {
  data: FeedData | null;
  /** Every record the data reads has arrived. */
  complete: boolean;
  missing: string | null;
}

/**
 * The live records an overlay draws from: the route's broadcast (or the one its client
 * has active, followed live), then in waves everything the scenes read, including the
 * themes the scene asked for by id. Each change gives a new data version; nothing here
 * runs per frame. The page stamps each new data with its version (OverlayApp).
 */
/** The keys a scene reads beyond the shared feed (its `SceneDef.needs`, options applied). */
export type SceneNeeds = (input: NeedsInput) => Iterable<string | null | undefined>;
const NO_NEEDS: SceneNeeds = () => [];

export function useOverlayData(
  route: OverlayRoute,
  stingerThemeId: string | null,
  sceneThemeIds: readonly string[],
  sceneNeeds: SceneNeeds = NO_NEEDS,
): FeedState {
  const client = useLiveClient();
  const clientRecord = useThing("Clients", route.kind === "client" ? rootKey(route) : null);
  const broadcast = useThing("Broadcasts", route.kind === "client" ? clientRecord?.broadcast?.[0] : rootKey(route));
  const themeIds = useMemo(
    () => (stingerThemeId ? [stingerThemeId, ...sceneThemeIds] : [...sceneThemeIds]),
    [stingerThemeId, sceneThemeIds],
  );
  const [tick, bump] = useReducer((n: number) => n + 1, 0);

  const get = useMemo<Lookup>(() => (id, table) => (id ? asTable(client.get(id), table) : null), [client]);
  const ids = useMemo<TableIds>(() => (table) => asTableList(client.get(table), table)?.ids ?? [], [client]);
  const collection = useMemo<Collections>(() => (key) => asCollection(client.get(key), key), [client]);
  const keys = useMemo(
    () => (broadcast ? neededKeys(broadcast, get, themeIds, (g) => sceneNeeds({ broadcast, get: g, ids, collection })) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `tick` says a watched record changed (records live in the client, not in React state)
    [broadcast, get, ids, collection, themeIds, sceneNeeds, tick],
  );
  const joined = keys.join(",");

  // Watches follow the key list by difference: a key that stays keeps its subscription and
  // its cached record, so a new wave of keys never drops and refetches the ones already drawn.
  const watching = useRef(new Map<string, () => void>());
  useEffect(() => {
    const wanted = new Set(joined ? joined.split(",") : []);
    const held = watching.current;
    for (const [key, stop] of held) {
      if (wanted.has(key)) continue;
      stop();
      held.delete(key);
    }
    let arrived = false;
    for (const key of wanted) {
      if (held.has(key)) continue;
      held.set(key, client.watch(key, bump));
      // Loaded between this render and the subscription: no change event will say so.
      if (client.get(key) !== undefined) arrived = true;
    }
    if (arrived) bump();
  }, [client, joined]);
  useEffect(() => {
    const held = watching.current;
    return () => {
      for (const stop of held.values()) stop();
      held.clear();
    };
  }, [client]);

  return useMemo(() => {
    if (clientRecord === null) return { data: null, complete: true, missing: `${rootKey(route)} does not exist` };
    if (!broadcast) return { data: null, complete: false, missing: broadcast === null ? "the broadcast does not exist" : null };
    const complete = keys.every((k) => client.get(k) !== undefined);
    const data = buildFeedData({
      broadcast,
      client: clientRecord ?? null,
      get,
      ids,
      collection,
      stingerThemeId,
      themeIds: sceneThemeIds,
    });
    return { data, complete, missing: null };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt on every change of a watched record (`tick`); route and themes are fixed for the page's life
  }, [clientRecord, broadcast, tick, joined]);
}
