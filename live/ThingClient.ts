import { io, type Socket } from "socket.io-client";

/** SPEC §7 / §9: at most 500 ids a request; requests flushed every 100 ms, updates every 50 ms. */
export const BATCH_SIZE = 500;
export const REQUEST_FLUSH_MS = 100;
export const UPDATE_FLUSH_MS = 50;

/** A record as the server sends it: any thing, or a special collection. */
export type LiveRecord = { id: string; __id?: string; __tableName: string; __version?: number; [field: string]: unknown };

export interface ThingClientOptions {
  /** Server origin; the page's own origin when empty. */
  baseUrl?: string;
  token?: string | null;
  /** Open the live socket (default true); false for one-off fetches. */
  live?: boolean;
  fetch?: typeof fetch;
}

type Listener = () => void;

/**
 * The browser's data layer: a record cache keyed by the key asked for, batched fetches,
 * subscriptions that survive reconnects, and updates applied in 50 ms batches. A record
 * never goes back to an older version, whatever order messages arrive in.
 */
export class ThingClient {
  readonly socket: Socket | null;
  connected = false;
  disconnectedSince: number | null = null;
  flags: string[] = [];

  private readonly records = new Map<string, LiveRecord | null>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly statusListeners = new Set<Listener>();
  private readonly pendingRequests = new Set<string>();
  private readonly inFlight = new Set<string>();
  private readonly pendingUpdates = new Map<string, LiveRecord | null>();
  private requestTimer: ReturnType<typeof setTimeout> | null = null;
  private updateTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly fetchImpl: typeof fetch;
  private everConnected = false;

  constructor(private readonly options: ThingClientOptions = {}) {
    this.fetchImpl = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.disconnectedSince = Date.now();
    this.socket = options.live === false ? null : this.openSocket(options.token ?? null);
  }

  /** The record for a key: a record, null when it does not exist, undefined until loaded. */
  get(key: string): LiveRecord | null | undefined {
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
    return () => {
      set.delete(onChange);
      if (set.size || this.listeners.get(key) !== set) return;
      this.listeners.delete(key);
      this.socket?.emit("unsubscribe", key);
      // Dropped from the cache: without a subscription it would go stale.
      this.records.delete(key);
    };
  }

  /** Fetch a key once (batched with others), resolving to the record or null. */
  load(key: string): Promise<LiveRecord | null> {
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
      const list = (await response.json()) as (LiveRecord | { id: string; error: true; message: string })[];
      if (!Array.isArray(list)) throw new Error(`[Live] /things answered ${response.status}`);
      list.forEach((item, i) => {
        const key = keys[i];
        if ("error" in item && item.error) {
          console.warn(`[Live] ${key}: ${item.message}`);
          this.apply(key, null);
        } else {
          this.apply(key, item as LiveRecord);
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

  private queueUpdate(key: string, data: LiveRecord | null) {
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
  private apply(key: string, data: LiveRecord | null) {
    const current = this.records.get(key);
    if (data && current && (current.__version ?? 0) >= (data.__version ?? 0)) return;
    this.records.set(key, data);
    for (const listener of this.listeners.get(key) ?? []) listener();
  }

  private openSocket(token: string | null): Socket {
    const socket = io(this.options.baseUrl || undefined, {
      transports: ["websocket", "polling"],
      auth: token ? { token } : {},
    });
    socket.on("connect", () => {
      this.connected = true;
      this.disconnectedSince = null;
      // After a reconnect the server has forgotten us: subscribe again to everything watched.
      if (this.everConnected && this.listeners.size) socket.emit("subscribe-multiple", [...this.listeners.keys()]);
      this.everConnected = true;
      this.emitStatus();
    });
    socket.on("disconnect", () => {
      this.connected = false;
      this.disconnectedSince = Date.now();
      this.emitStatus();
    });
    socket.on("data_update", (key: string, data: LiveRecord | null) => {
      if (this.listeners.has(key)) this.queueUpdate(key, data);
    });
    socket.on("website_flags", (flags: string[]) => {
      this.flags = Array.isArray(flags) ? flags : [];
      this.emitStatus();
    });
    return socket;
  }

  private emitStatus() {
    for (const listener of this.statusListeners) listener();
  }
}
