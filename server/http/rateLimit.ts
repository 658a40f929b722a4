import type { NextFunction, Request, Response } from "express";

/** Requests allowed per key in each window (sign-in per address, actions per token or address). */
export interface RateLimits {
  signInPerMinute: number;
  actionsPerMinute: number;
}

// Generous enough for a page load per second with a stored token; tokens are 256-bit, so this guards cost, not guessing.
export const DEFAULT_RATE_LIMITS: RateLimits = { signInPerMinute: 120, actionsPerMinute: 600 };

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

  /** Count one request; false when the key is over its limit. */
  take(key: string): boolean {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size >= MAX_KEYS) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count++;
    return window.count <= this.perWindow;
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

/** Express middleware answering 429 with a Retry-After header past the limit. */
export function rateLimit(limiter: RateLimiter, keyOf: (req: Request) => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = keyOf(req);
    if (limiter.take(key)) return next();
    res.setHeader("Retry-After", String(limiter.retryAfter(key)));
    res.status(429).json({ error: true, errorMessage: TOO_MANY, message: TOO_MANY });
  };
}
