import type { ActionData, ActionKey, ActionPayload } from "../../domain/actions.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import type { StoreTx, ThingStore } from "../store/ThingStore.ts";
import type { ServerDeps } from "../deps.ts";

export interface PrepareContext {
  player: PlayerRecord | null;
  store: ThingStore;
  deps: ServerDeps;
  now: number;
}

/**
 * What `run` gets. No `store`: on SQLite a read outside the transaction waits for the
 * transaction's connection and never returns (deps.store included). Read through `tx`.
 */
export interface ActionContext extends Omit<PrepareContext, "store"> {
  /** The transaction the action writes in: nothing is visible to anyone until it commits. */
  tx: StoreTx;
}

export interface ActionDefinition<K extends ActionKey, P = undefined> {
  key: K;
  /** "required" (the default) answers 401 Not authenticated to an anonymous caller. */
  auth?: "required" | "optional";
  /**
   * Work outside the transaction, before it (calls to Twitch): a slow remote service
   * never holds the store's write lock. It may refuse; it writes nothing to the store.
   */
  prepare?(ctx: PrepareContext, payload: ActionPayload<K>): Promise<P>;
  /** Answers what domain/actions.ts says this action replies (ActionReplies), so clients and server agree. */
  run(ctx: ActionContext, payload: ActionPayload<K>, prepared: P): Promise<ActionData<K>>;
}

/**
 * Any registered action. What `prepare` hands to `run` stays private to each action: seen
 * from outside it is `unknown`, and `run` takes back whatever `prepare` gave.
 */
export type AnyAction = { [K in ActionKey]: ActionDefinition<K, unknown> }[ActionKey];

export function defineAction<K extends ActionKey, P = undefined>(definition: ActionDefinition<K, P>): ActionDefinition<K, P> {
  return definition;
}
