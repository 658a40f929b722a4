import type { ActionInput, ActionKey, ActionReply } from "./actions.ts";
import type { CommsTeam, ProdTriggerEvent, ProductionEvent, ProductionInput, ProgramChange } from "./production.ts";
import type { OverlayHello, OverlayReloadRequest, OverlaySource, OverlayStatus, RemoteCommand, RemoteRequest } from "./streamSoftware.ts";
import type { TableName, WireRecord } from "./tables.ts";

export type { WireRecord };

/**
 * Socket.IO events, typed once for all three ends (socket.io's typed events): the server,
 * the browser's live client and the overlays. A listener still parses what it receives:
 * these types say what a well-behaved peer sends, not what arrives.
 */

/** The answer to an event sent with a callback (`{ data }` or `{ error, errorMessage }`). */
export type Ack<T = unknown> = (reply: ActionReply<T>) => void;

export interface ServerToClientEvents {
  /** A record under the key it was subscribed with; null when it no longer exists. */
  data_update: (id: string, data: WireRecord | null) => void;
  website_flags: (flags: string[]) => void;
  /** `send_prod_update`'s data, to the named client's or broadcast's room. */
  "prod-update": (data: unknown) => void;
  prod_preview_program_change: (data: ProgramChange) => void;
  prod_trigger: (data: ProdTriggerEvent) => void;
  /** A broadcast's graphics changed: its button decks reload. */
  prod_button_reload: () => void;
  comms_enable: (team: CommsTeam) => void;
  comms_disable: () => void;
  /** A client's open overlay pages, to the crew watching its source overview (after `sources_watch`). */
  overlay_sources: (client: string, sources: OverlaySource[]) => void;
  /** The crew asked this overlay page to reload. */
  overlay_reload: () => void;
  /** An OBS request for the client's `remote` page to run; it answers through the callback. */
  obs_remote_request: (command: RemoteCommand, ack: Ack<unknown>) => void;
}

export type SubscribePayload = string | { id: string };

/** Subscriptions: open to every socket, token or not. */
export interface SubscriptionEvents {
  subscribe: (payload: SubscribePayload) => void;
  unsubscribe: (payload: SubscribePayload) => void;
  "subscribe-multiple": (payload: SubscribePayload[] | { ids: SubscribePayload[] }) => void;
}

/** Production events (SPEC §7): joining a room is open; the others need a token that owns the client or broadcast. */
export type ProductionEvents = {
  "prod-join": (clientKey: string, ack?: Ack<true>) => void;
  "prod-broadcast-join": (broadcastKey: string, ack?: Ack<true>) => void;
} & { [E in ProductionEvent]: (payload: ProductionInput<E>, ack?: Ack<true>) => void };

/** Every action as a socket event named by its key (the Stream Deck / Companion path); without a callback a failure is dropped. */
export type ActionEvents = { [K in ActionKey]: (payload: ActionInput<K>, ack?: Ack) => void };

/**
 * The stream software link's own events (not the original's): overlay pages report
 * themselves and answer reloads; crew pages (source overview, remote) need a token that
 * owns the client.
 */
export interface SourceEvents {
  overlay_hello: (hello: OverlayHello) => void;
  overlay_status: (status: OverlayStatus) => void;
  sources_watch: (request: { client: string }, ack: Ack<OverlaySource[]>) => void;
  sources_unwatch: (request: { client: string }) => void;
  overlay_reload: (request: OverlayReloadRequest, ack?: Ack<number>) => void;
  remote_join: (request: { client: string }, ack?: Ack<true>) => void;
  obs_remote_request: (request: RemoteRequest, ack?: Ack<unknown>) => void;
}

export type ClientToServerEvents = SubscriptionEvents & ProductionEvents & SourceEvents & ActionEvents;

/** Between server processes sharing rooms (Redis): a commit elsewhere, by the tables it wrote. */
export interface InterServerEvents {
  "store-commit": (tables: TableName[]) => void;
}

/** Keys a client subscribes to as records: an id (short or long) or a synthetic key. */
export function subscribeKey(payload: unknown): string | null {
  const key = typeof payload === "string" ? payload : payload && typeof payload === "object" && "id" in payload ? payload.id : null;
  return typeof key === "string" && key.length > 0 && key.length <= 200 ? key : null;
}
