import type { NextFunction, Request, Response } from "express";

/** Requests allowed per key and minute; every one is per client address unless it says otherwise. */
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

/** A fixed-window counter per key. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perWindow: number,
    private readonly now: () => number = Date.now,
    private readonly windowMs = WINDOW_MS,
  ) {}

  /** Count `cost` requests (a batch counts each of its items); false, counting nothing, when they would pass the limit. */
  take(key: string, cost = 1): boolean {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size >= MAX_KEYS) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count + cost > this.perWindow) return false;
    window.count += cost;
    return true;
  }

  /** Seconds until the key's window resets. */
  retryAfter(key: string): number {
    const window = this.windows.get(key);
    return window ? Math.max(1, Math.ceil((window.start + this.windowMs - this.now()) / 1000)) : 1;
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
    if (limiter.take(key)) return next();
    tooMany(res, limiter.retryAfter(key));
  };
}

/** The per-address key of an HTTP request: `req.ip` follows X-Forwarded-For only through the proxies `trust proxy` names. */
export const addressKey = (req: Request) => `ip:${req.ip}`;
