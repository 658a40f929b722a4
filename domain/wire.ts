import type { ActionInput, ActionKey, ActionReply } from "./actions.ts";
import type { CommsTeam, PipAnnounce, ProdTriggerEvent, ProductionEvent, ProductionInput, ProgramChange } from "./production.ts";
import type { OverlayHello, OverlayReloadRequest, OverlaySource, OverlayStatus, RemoteCommand, RemoteRequest } from "./streamSoftware.ts";
import type { CollectionSource } from "./collections.ts";
import type { WireRecord } from "./tables.ts";
import type { User } from "./user.ts";

export type { WireRecord };

/**
 * Socket.IO events, typed once for all three ends (socket.io's typed events): the server,
 * the browser's live client and the overlays. A listener still parses what it receives:
 * these types say what a well-behaved peer sends, not what arrives.
 */

/** The answer to an event sent with a callback (`{ data }` or `{ error, errorMessage }`). */
export type Ack<T = unknown> = (reply: ActionReply<T>) => void;

/** `get_and_subscribe`'s answer for a key that names nothing, as the original answers it. */
export interface MissingRecord {
  __id: string;
}

/** A socket action's failure, sent when the action came without a reply callback (the original's form). */
export interface ActionErrorEvent {
  action: string;
  error: true;
  errorCode: number;
  errorMessage: string;
}

/** What a socket's sign-in (handshake token or `associate_token`) answers. */
export type AuthStatus = { error: false; user: User } | { error: true; message: string };

export interface ServerToClientEvents {
  /** A record under the key it was subscribed with; null when it no longer exists. */
  data_update: (id: string, data: WireRecord | MissingRecord | null) => void;
  auth_status: (status: AuthStatus) => void;
  action_error: (failure: ActionErrorEvent) => void;
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
  // The original's relay events, to the sockets of one production client.
  /** A source overview joined: the client's overlays report their state (`prod-update`). */
  send_prod_update: () => void;
  /** An overlay's state, with its socket id, to the client's source overviews. */
  prod_update: (state: Record<string, unknown> & { socket: string }) => void;
  /** An overlay socket left, to the client's source overviews. */
  prod_disconnect: (socketId: string) => void;
  tally_change: (change: { state: string }) => void;
  pip_announce: (announce: PipAnnounce) => void;
}

/**
 * Events named at run time, as the original's overlays listen to them: a trigger by its
 * original name with its arguments as one list (`comms_enable([{team: 1}])`),
 * `media_update_<status>`, `prod_button_<event>`, and an action's success (`<action key>`)
 * for a socket action sent without a callback.
 */
export type NamedRelayEvents = Record<string, (...args: unknown[]) => void>;

export type SubscribePayload = string | { id: string };

/** Subscriptions: open to every socket, token or not. */
export interface SubscriptionEvents {
  subscribe: (payload: SubscribePayload) => void;
  /** The original clients' fetch: answers the record at once (`{__id}` when none), then its changes. */
  get_and_subscribe: (payload: SubscribePayload) => void;
  /** Sign in after connecting (the original website); answered by `auth_status`. */
  associate_token: (token: string) => void;
  unsubscribe: (payload: SubscribePayload) => void;
  "subscribe-multiple": (payload: SubscribePayload[] | { ids: SubscribePayload[] }) => void;
}

/** Production events (SPEC §7): joining a room is open; the others need a token that owns the client or broadcast. */
export type ProductionEvents = {
  "prod-join": (clientKey: string, ack?: Ack<true>) => void;
  "prod-broadcast-join": (broadcastKey: string, ack?: Ack<true>) => void;
} & { [E in Exclude<ProductionEvent, "prod_trigger">]: (payload: ProductionInput<E>, ack?: Ack<true>) => void } & {
  /** Our form `{trigger, data?, broadcast?}`, or the original's positional `(name, ...args)`. */
  prod_trigger: (payload: Exclude<ProductionInput<"prod_trigger">, unknown[]> | string, ...rest: unknown[]) => void;
};

/** The original's relay events (README "The wire"): state passed between the sockets of one production client. */
export interface RelayEvents {
  "prod-overview-join": (clientKey: string, ack?: Ack<true>) => void;
  "prod-update": (state: Record<string, unknown>) => void;
  "prod-send": (request: { socketID: string; event: string; data?: unknown }, ack?: Ack<true>) => void;
  tally_change: (change: { clientName: string; state: string; data?: unknown }, ack?: Ack<true>) => void;
  media_update: (status: string, value?: unknown) => void;
  pip_announce: (announce: { clientName: string; active: boolean | "true" | "false"; number: number | string }) => void;
}

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

export type ClientToServerEvents = SubscriptionEvents & ProductionEvents & RelayEvents & SourceEvents & ActionEvents;

/** Between server processes sharing rooms (Redis): a commit elsewhere, by the tables it wrote. */
export interface InterServerEvents {
  "store-commit": (sources: CollectionSource[]) => void;
  /** A sign-in token was revoked (its hash): every process forgets the session at once. */
  "session-revoked": (tokenHash: string) => void;
  /** Players changed by a commit (their ids): every process reads them again for the next action. */
  "players-changed": (ids: string[]) => void;
  /** A process's link to Redis came back after a fault: every process resends its rooms their current records. */
  "redis-resync": () => void;
}

/** Keys a client subscribes to as records: an id (short or long) or a synthetic key. */
export function subscribeKey(payload: unknown): string | null {
  const key = typeof payload === "string" ? payload : payload && typeof payload === "object" && "id" in payload ? payload.id : null;
  return typeof key === "string" && key.length > 0 && key.length <= 200 ? key : null;
}
