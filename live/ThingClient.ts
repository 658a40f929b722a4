import { io, type Socket } from "socket.io-client";
import * as z from "zod/mini";
import type { ClientToServerEvents, ServerToClientEvents, WireRecord } from "../domain/wire.ts";

/** SPEC §7 / §9: at most 500 ids a request; requests flushed every 100 ms, updates every 50 ms. */
export const BATCH_SIZE = 500;

/** `/things` answers a list: a record (its table's fields, checked by the server), or an error for a key. */
const ThingsReply = z.array(
  z.union([
    z.object({ id: z.string(), error: z.literal(true), message: z.string() }),
    z.looseObject({ id: z.string(), __tableName: z.string(), __version: z.optional(z.number()) }),
  ]),
);
export const REQUEST_FLUSH_MS = 100;
export const UPDATE_FLUSH_MS = 50;
/**
 * Reconnection after the server goes away (a restart, a deploy): the first retry within
 * ~0.3 s, then at most a second apart, so every page is back within 2 s of the server
 * answering again (socket.io-client's default waits up to 5 s). Jitter spreads a crowd of
 * clients over that second instead of all retrying at once.
 */
export const RECONNECT = { reconnectionDelay: 300, reconnectionDelayMax: 1000, randomizationFactor: 0.5 } as const;

export interface ThingClientOptions {
  /** Server origin; the page's own origin when empty. */
  baseUrl?: string;
  token?: string | null;
  /** Open the live socket (default true); false for one-off fetches. */
  live?: boolean;
  fetch?: typeof fetch;
}

type Listener = () => void;

/** The live socket, typed by the event maps of domain/wire.ts (engine/ and overlays use it for production events). */
/** The live socket's state and the website flags the server pushed. */
export interface ConnectionStatus {
  connected: boolean;
  /** When the socket was last lost (or the client started, before its first connect); null while connected. */
  disconnectedSince: number | null;
  flags: string[];
}

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The browser's data layer: a record cache keyed by the key asked for, batched fetches,
 * subscriptions that survive reconnects, and updates applied in 50 ms batches. A record
 * never goes back to an older version, whatever order messages arrive in.
 */
export class ThingClient {
  readonly socket: LiveSocket | null;
  /** The socket's state and the website flags, replaced (never mutated) on each change. */
  status: ConnectionStatus = { connected: false, disconnectedSince: Date.now(), flags: [] };

  private readonly records = new Map<string, WireRecord | null>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly statusListeners = new Set<Listener>();
  private readonly pendingRequests = new Set<string>();
  private readonly inFlight = new Set<string>();
  private readonly pendingUpdates = new Map<string, WireRecord | null>();
  private requestTimer: ReturnType<typeof setTimeout> | null = null;
  private updateTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly fetchImpl: typeof fetch;
  private everConnected = false;
  private readonly stopWaking: () => void;

  constructor(private readonly options: ThingClientOptions = {}) {
    this.fetchImpl = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.socket = options.live === false ? null : this.openSocket(options.token ?? null);
    this.stopWaking = this.reconnectOnWake();
  }

  /** The record for a key: a record, null when it does not exist, undefined until loaded. */
  get(key: string): WireRecord | null | undefined {
    return this.records.get(key);
  }

  /** Load a key, keep it live, and call `onChange` whenever it changes; answers the unsubscribe. */
  watch(key: string, onChange: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
      this.socket?.emit("subscribe", key);
      if (!this.records.has(key)) this.request(key);
    }
    set.add(onChange);
    const release = () => {
      if (set.size || this.listeners.get(key) !== set) return;
      this.listeners.delete(key);
      this.socket?.emit("unsubscribe", key);
      // Dropped from the cache: without a subscription it would go stale.
      this.records.delete(key);
    };
    return () => {
      set.delete(onChange);
      // Released after this tick: a key watched again at once (a hook whose key list changed
      // unsubscribes, then subscribes again) keeps its subscription and its cached record.
      if (!set.size) queueMicrotask(release);
    };
  }

  /** Fetch a key once (batched with others), resolving to the record or null. */
  load(key: string): Promise<WireRecord | null> {
    const current = this.records.get(key);
    if (current !== undefined) return Promise.resolve(current);
    return new Promise((resolve) => {
      const stop = this.watch(key, () => {
        const record = this.records.get(key);
        if (record === undefined) return;
        stop();
        resolve(record);
      });
    });
  }

  onStatus(listener: Listener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Sign the live socket in as someone else (or no one). */
  setToken(token: string | null) {
    if (!this.socket) return;
    this.socket.auth = token ? { token } : {};
    this.socket.disconnect().connect();
  }

  close() {
    this.stopWaking();
    this.socket?.close();
    for (const timer of [this.requestTimer, this.updateTimer]) if (timer) clearTimeout(timer);
  }

  private request(key: string) {
    if (this.inFlight.has(key)) return;
    this.pendingRequests.add(key);
    this.requestTimer ??= setTimeout(() => void this.flushRequests(), REQUEST_FLUSH_MS);
  }

  private async flushRequests() {
    this.requestTimer = null;
    const keys = [...this.pendingRequests];
    this.pendingRequests.clear();
    for (const key of keys) this.inFlight.add(key);
    const batches: string[][] = [];
    for (let i = 0; i < keys.length; i += BATCH_SIZE) batches.push(keys.slice(i, i + BATCH_SIZE));
    await Promise.all(batches.map((batch) => this.fetchBatch(batch)));
  }

  private async fetchBatch(keys: string[]) {
    try {
      const response = await this.fetchImpl(`${this.options.baseUrl ?? ""}/things`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ids: keys.join(",") }),
      });
      const list = ThingsReply.safeParse(await response.json());
      if (!list.success) throw new Error(`[Live] /things answered ${response.status} with an unexpected body`);
      list.data.forEach((item, i) => {
        const key = keys[i];
        if ("error" in item) {
          console.warn(`[Live] ${key}: ${item.message}`);
          this.apply(key, null);
        } else {
          // The server validated the record against its table's schema before sending it.
          this.apply(key, item as WireRecord);
        }
      });
    } catch (error) {
      // SPEC §8: a things fetch failure is only logged; the keys read as missing.
      console.warn("[Live] things fetch failed", error);
      for (const key of keys) if (!this.records.has(key)) this.apply(key, null);
    } finally {
      for (const key of keys) this.inFlight.delete(key);
    }
  }

  private queueUpdate(key: string, data: WireRecord | null) {
    this.pendingUpdates.set(key, data);
    this.updateTimer ??= setTimeout(() => this.flushUpdates(), UPDATE_FLUSH_MS);
  }

  private flushUpdates() {
    this.updateTimer = null;
    const updates = [...this.pendingUpdates];
    this.pendingUpdates.clear();
    for (const [key, data] of updates) this.apply(key, data);
  }

  /** Store a record unless what we hold is newer, then tell the key's listeners. */
  private apply(key: string, data: WireRecord | null) {
    const current = this.records.get(key);
    if (data && current && (current.__version ?? 0) >= (data.__version ?? 0)) return;
    this.records.set(key, data);
    for (const listener of this.listeners.get(key) ?? []) listener();
  }

  /**
   * A page that comes back online or into view reconnects at once rather than at its next
   * retry (timers of hidden tabs are throttled, and a retry while offline only failed).
   */
  private reconnectOnWake(): () => void {
    const socket = this.socket;
    if (!socket || typeof window === "undefined" || typeof document === "undefined") return () => {};
    const wake = () => {
      if (socket.connected || !socket.active || document.visibilityState === "hidden") return;
      // Closing the manager drops its pending retry; connect opens a fresh attempt now.
      socket.disconnect().connect();
    };
    window.addEventListener("online", wake);
    document.addEventListener("visibilitychange", wake);
    return () => {
      window.removeEventListener("online", wake);
      document.removeEventListener("visibilitychange", wake);
    };
  }

  private openSocket(token: string | null): LiveSocket {
    const socket: LiveSocket = io(this.options.baseUrl || undefined, {
      transports: ["websocket", "polling"],
      auth: token ? { token } : {},
      ...RECONNECT,
    });
    socket.on("connect", () => {
      this.setStatus({ connected: true, disconnectedSince: null });
      // After a reconnect the server has forgotten us: subscribe again to everything watched.
      if (this.everConnected && this.listeners.size) socket.emit("subscribe-multiple", [...this.listeners.keys()]);
      this.everConnected = true;
    });
    socket.on("disconnect", () => this.setStatus({ connected: false, disconnectedSince: Date.now() }));
    socket.on("data_update", (key, data) => {
      // Only the original's get_and_subscribe answers a missing record as `{__id}`; read it as missing all the same.
      if (this.listeners.has(key)) this.queueUpdate(key, data && "__tableName" in data ? data : null);
    });
    socket.on("website_flags", (flags) => {
      this.setStatus({ flags: Array.isArray(flags) ? flags : [] });
    });
    return socket;
  }

  private setStatus(change: Partial<ConnectionStatus>) {
    this.status = { ...this.status, ...change };
    for (const listener of this.statusListeners) listener();
  }
}
