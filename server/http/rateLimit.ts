import type { NextFunction, Request, Response } from "express";

/**
 * Requests allowed per key and minute; every one is per client address unless it says otherwise.
 * With Redis (AppServer.useRedis) each counts across every process, but for the per-socket ones
 * (a socket lives in one process) and `socketsPerAddress`, which each process counts apart.
 */
export interface RateLimits {
  signInPerMinute: number;
  /** Actions per session token for a real session, per address for anything else (none, or a token that signs in nobody). */
  actionsPerMinute: number;
  /** `import-records` per caller as actions count them, on top of actionsPerMinute: each may carry 2 MB to read. */
  importsPerMinute: number;
  /** `POST /things`, `GET /things/…`, `GET /thing/…`. */
  readsPerMinute: number;
  /** The keys those reads ask for: each id or list in a `/things` request (a repeated one each time), one for `/thing`. */
  readKeysPerMinute: number;
  /** `/image…` and `/theme…`, answered from the cache or not. */
  imagesPerMinute: number;
  /** `/image…` and `/theme…` that must be drawn (not in the cache). */
  imageRendersPerMinute: number;
  /** Keys subscribed per socket (`subscribe`, `get_and_subscribe`: one; `subscribe-multiple`: each key in it). */
  subscribesPerSocketPerMinute: number;
  /** The same, summed over every socket of one address. */
  subscribesPerMinute: number;
  /** Sockets open at once from one address (not per minute): `server/realtime/socketCap.ts`. */
  socketsPerAddress: number;
}

// Generous for people: a page load a second with a stored token, an OBS machine with dozens of overlays resubscribing after a restart.
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerMinute: 120,
  actionsPerMinute: 600,
  // A person at the import page previews and confirms a few files (two calls each, again after each fix).
  importsPerMinute: 20,
  readsPerMinute: 1200,
  // Sixty full batches of 500: a site page asks for tens to a few hundred.
  readKeysPerMinute: 30_000,
  imagesPerMinute: 1200,
  imageRendersPerMinute: 240,
  subscribesPerSocketPerMinute: 12_000,
  subscribesPerMinute: 60_000,
  // An OBS machine with dozens of overlays and a crew of a few dozen with a few tabs each, on one NAT, is a
  // few hundred; 1,000 leaves room for a venue's viewers on its network and still stops one machine holding thousands.
  socketsPerAddress: 1000,
};

const WINDOW_MS = 60_000;
/** Forget old windows once this many keys are tracked, so the map cannot grow without end. */
const MAX_KEYS = 50_000;

/** One take asked of counts every server process shares: `name` tells the limits apart. */
export interface SharedTake {
  name: string;
  key: string;
  cost: number;
  limit: number;
  /** The window counted in: every process computes the same one from its clock. */
  windowStart: number;
  windowMs: number;
}

/** Counts every server process of a cluster sees (Redis: `server/http/redisLimits.ts`). */
export interface SharedCounts {
  /**
   * Add the take's cost to its key's count unless that would pass the limit: whether it was
   * added; null, at once or after a short bound, when the counts cannot answer (this process then counts alone).
   */
  take(take: SharedTake): Promise<boolean | null> | null;
}

/**
 * A fixed-window counter per key, in this process; `share` makes it one for the whole cluster.
 *
 * Shared, each take is decided by one atomic step in Redis (a script that adds the cost unless
 * it would pass the limit), not by local counts synced in batches: batches would let a client
 * spread over N processes pass the limit by what each took since its last sync, while this way
 * the limit is exact whatever process each request reaches, for the price of one Redis round
 * trip per limited request (a tenth of a millisecond on one machine; see `redisLimits.ts`).
 * That price is bounded: an answer slower than a short wait, or a link that is down, leaves the
 * decision to this process's own counts, which every allowed take keeps too, as the rest of the
 * server works alone while Redis is away (`server/realtime/redisLink.ts`). Shared windows are
 * aligned to the clock's minutes so that every process agrees on them and on Retry-After.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private shared: { counts: SharedCounts; name: string } | null = null;

  constructor(
    private readonly perWindow: number,
    private readonly now: () => number = Date.now,
    private readonly windowMs = WINDOW_MS,
  ) {}

  /** Count through `counts` from now on, under `name` (each limit its own), with windows aligned to the clock. */
  share(counts: SharedCounts, name: string) {
    this.shared = { counts, name };
    this.windows.clear();
  }

  /**
   * Count `cost` requests (a batch counts each of its items); false, counting nothing, when they
   * would pass the limit. Answered at once unless shared; shared, it waits on Redis a short bound at most.
   */
  take(key: string, cost = 1): boolean | Promise<boolean> {
    if (!this.shared) return this.takeHere(key, cost);
    const { counts, name } = this.shared;
    const windowStart = this.windowStart(this.now());
    const answer = counts.take({ name, key, cost, limit: this.perWindow, windowStart, windowMs: this.windowMs });
    if (!answer) return this.takeHere(key, cost);
    return answer.then((added) => {
      if (added === null) return this.takeHere(key, cost);
      // Kept here too, for the moment Redis stops answering.
      if (added) this.window(key, this.now()).count += cost;
      return added;
    });
  }

  /** Seconds until the key's window resets. */
  retryAfter(key: string): number {
    const now = this.now();
    const start = this.shared ? this.windowStart(now) : this.windows.get(key)?.start;
    return start === undefined ? 1 : Math.max(1, Math.ceil((start + this.windowMs - now) / 1000));
  }

  private takeHere(key: string, cost: number): boolean {
    const window = this.window(key, this.now());
    if (window.count + cost > this.perWindow) return false;
    window.count += cost;
    return true;
  }

  /** The key's current window: a fresh one starts at its first request, or shared, at the clock's. */
  private window(key: string, now: number) {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size >= MAX_KEYS) this.sweep(now);
      window = { start: this.shared ? this.windowStart(now) : now, count: 0 };
      this.windows.set(key, window);
    }
    return window;
  }

  private windowStart(now: number) {
    return now - (now % this.windowMs);
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
    if (this.windows.size >= MAX_KEYS) this.windows.clear();
  }
}

export const TOO_MANY = "Too many requests: wait a moment and try again";

/** Answer 429 with a Retry-After header and the JSON every limit answers. */
export function tooMany(res: Response, retryAfterSeconds: number) {
  res.setHeader("Retry-After", String(retryAfterSeconds));
  res.status(429).json({ error: true, errorMessage: TOO_MANY, message: TOO_MANY });
}

/** Express middleware answering 429 with a Retry-After header past the limit. */
export function rateLimit(limiter: RateLimiter, keyOf: (req: Request) => string | Promise<string>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = await keyOf(req);
    if (await limiter.take(key)) return next();
    tooMany(res, limiter.retryAfter(key));
  };
}

/** The per-address key of an HTTP request: `req.ip` follows X-Forwarded-For only through the proxies `trust proxy` names. */
export const addressKey = (req: Request) => `ip:${req.ip}`;
