import type { z } from "zod";
import type { RouteDef } from "../domain/overlayRoutes.ts";
import type { BroadcastRecord } from "../domain/tables.ts";
import type { ProdTrigger } from "../domain/triggers.ts";
import type { Collections, Lookup, TableIds } from "./buildData.ts";
import type { SceneContext, SceneInstance } from "./types.ts";

/** What a scene's `needs` is given: the route's broadcast and what the feed has loaded so far. */
export interface NeedsInput {
  broadcast: BroadcastRecord;
  get: Lookup;
  ids: TableIds;
  collection: Collections;
}

/** A registry entry: the route (names, option schema with query aliases) and the scene class. */
export interface SceneDef<S extends z.ZodObject = z.ZodObject> extends RouteDef<S> {
  /** The scene's own entrance replaces the stinger (the stinger route itself). */
  isStinger?: boolean;
  /** Production triggers that bring the scene on, take it off, or toggle it (as OBS activation does). */
  showTriggers?: { show: ProdTrigger; hide: ProdTrigger; toggle: ProdTrigger };
  /** Theme ids the scene draws with besides the broadcast's (an option such as confetti's `theme`); the feed loads them. */
  themes?(options: z.infer<S>): string[];
  /**
   * Keys the scene reads beyond the shared feed: record ids, a table's name for its list of
   * ids ("Heroes"), or a special collection's key ("special:teams"). Called again as each wave
   * of records arrives, so it may follow references (a list, then its records). Scenes read
   * them from `data.get`, `data.ids` and `data.collection`.
   */
  needs?(options: z.infer<S>, input: NeedsInput): Iterable<string | null | undefined>;
  create(ctx: SceneContext<z.infer<S>>): SceneInstance;
}

/** A scene for a catalogue route: `defineScene(route, { create })`. */
export function defineScene<S extends z.ZodObject>(route: RouteDef<S>, scene: Omit<SceneDef<S>, keyof RouteDef<S>>): SceneDef {
  return { ...route, ...scene } as unknown as SceneDef;
}
