import type { Event } from "socket.io";
import { answerSocket } from "../compat/socketReplies.ts";
import { RateLimiter, TOO_MANY, type SharedCounts } from "../http/rateLimit.ts";
import type { AppSocket } from "./sockets.ts";

/** The subscribing events, each with the number of keys its payload asks (a bad payload still costs one). */
const COST: Record<string, (payload: unknown) => number> = {
  subscribe: () => 1,
  get_and_subscribe: () => 1,
  "subscribe-multiple": (payload) => {
    const list = Array.isArray(payload) ? payload : payload && typeof payload === "object" && "ids" in payload ? payload.ids : null;
    return Array.isArray(list) ? Math.max(1, list.length) : 1;
  },
};

/** The per-socket and per-address budgets of subscribed keys, for one server. */
export class SubscribeLimits {
  private readonly perSocket: RateLimiter;
  private readonly perAddress: RateLimiter;

  constructor(limits: { subscribesPerSocketPerMinute: number; subscribesPerMinute: number }, now: () => number) {
    this.perSocket = new RateLimiter(limits.subscribesPerSocketPerMinute, now);
    this.perAddress = new RateLimiter(limits.subscribesPerMinute, now);
  }

  /** Count each address's subscriptions across the cluster; a socket lives in one process, so its own budget stays here. */
  share(counts: SharedCounts) {
    this.perAddress.share(counts, "subscribes");
  }

  /**
   * Socket middleware: a subscription past either budget is dropped and answered with
   * `action_error` (or its callback) carrying 429, so a client can tell it was refused.
   * While one waits on the shared count, the socket's later events wait behind it, so none
   * overtakes it (an `unsubscribe` its `subscribe`).
   */
  attach(socket: AppSocket, address: string) {
    let waiting: Promise<void> | null = null;
    const queue = (pending: Promise<void>) => {
      const done: Promise<void> = pending.then(() => {
        if (waiting === done) waiting = null;
      });
      waiting = done;
    };
    socket.use((packet: Event, next: (error?: Error) => void) => {
      const admit = () => this.admit(socket, address, packet, next);
      if (waiting) return queue(waiting.then(admit));
      const pending = admit();
      if (pending) queue(pending);
    });
  }

  private admit(socket: AppSocket, address: string, [event, payload, ...rest]: Event, next: () => void): void | Promise<void> {
    const cost = COST[event]?.(payload);
    if (cost === undefined) return next();
    // Both budgets are counted, so one socket cannot spend its address's budget without paying its own.
    const socketOk = this.perSocket.take(`socket:${socket.id}`, cost);
    const addressOk = this.perAddress.take(`ip:${address}`, cost);
    const decide = (ok: boolean) => (ok ? next() : answerSocket(socket, event, rest.at(-1), { error: true, errorMessage: TOO_MANY }, 429));
    if (typeof socketOk === "boolean" && typeof addressOk === "boolean") return decide(socketOk && addressOk);
    return Promise.all([socketOk, addressOk]).then(([a, b]) => decide(a && b));
  }
}
