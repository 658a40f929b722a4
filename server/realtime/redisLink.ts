import type { Redis } from "ioredis";
import type { Logger } from "../deps.ts";

/** Each connection is asked something this often, so a silent one is noticed even when idle. */
export const HEARTBEAT_MS = 1000;
/** A connection that leaves a ping unanswered this long is stalled: it is dropped, and ioredis connects again. */
export const STALL_MS = 3000;

/**
 * The health of one process's connections to Redis (the publisher, and the subscriber and
 * stream readers the adapter duplicates from it). A reset closes a connection; a stall (open
 * but silent) is caught by the heartbeat: a ping or a handshake unanswered for `STALL_MS`
 * (ioredis's own `socketTimeout` keeps its timer across reconnects and then kills the fresh
 * connection). Either is a fault until every connection is ready again, which is a recovery:
 * what crossed Redis meanwhile may be lost.
 */
export class RedisLink {
  private readonly clients = new Set<Redis>();
  /** Since when each connection has left a ping unanswered ("ready") or its handshake unfinished ("connect"). */
  private readonly waiting = new Map<Redis, { status: string; since: number }>();
  private faulted = false;
  private closing = false;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly publisher: Redis,
    private readonly onRecovered: () => void,
    private readonly log: Logger,
  ) {
    this.watch(publisher);
    // The adapter's own connections are duplicates of the publisher: watch them too.
    const duplicate = publisher.duplicate.bind(publisher);
    publisher.duplicate = (override) => this.watch(duplicate(override));
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** False from a fault until every connection is back (while first connecting, commands wait in ioredis's queue). */
  get healthy(): boolean {
    return !this.faulted;
  }

  /** Stops watching and closes the publisher; the adapter closes its own connections when Socket.IO closes. */
  disconnect() {
    this.closing = true;
    clearInterval(this.heartbeat);
    this.publisher.disconnect();
  }

  private beat() {
    const now = performance.now();
    for (const client of this.clients) {
      const status = client.status;
      const waiting = this.waiting.get(client);
      if (status !== "ready" && status !== "connect") this.waiting.delete(client);
      else if (waiting?.status !== status) {
        const entry = { status, since: now };
        this.waiting.set(client, entry);
        const answered = () => this.waiting.get(client) === entry && this.waiting.delete(client);
        if (status === "ready") client.ping().then(answered, answered);
      } else if (now - waiting.since > STALL_MS) {
        this.waiting.delete(client);
        // Destroyed, not ended: a silent peer would never answer a polite close.
        client.stream.destroy(new Error(`[Redis] no answer in ${STALL_MS} ms`));
      }
    }
  }

  private watch(client: Redis): Redis {
    this.clients.add(client);
    client.on("error", (error: Error) => {
      if (!this.faulted && !this.closing) this.log.warn("[Redis] connection error", { error: error.message });
    });
    client.on("close", () => {
      if (this.faulted || this.closing) return;
      this.faulted = true;
      this.log.warn("[Redis] link to Redis lost: this process delivers to its own sockets only until it is back");
    });
    client.on("ready", () => {
      if (!this.faulted || this.closing || ![...this.clients].every((c) => c.status === "ready")) return;
      this.faulted = false;
      this.log.info("[Redis] link to Redis back: resending current records");
      this.onRecovered();
    });
    return client;
  }
}
