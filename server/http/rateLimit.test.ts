import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rateLimit.ts";

describe("RateLimiter", () => {
  it("allows the limit per window, then refuses until the window passes", () => {
    let now = 0;
    const limiter = new RateLimiter(3, () => now, 1000);
    expect([1, 2, 3, 4].map(() => limiter.take("a"))).toEqual([true, true, true, false]);
    expect(limiter.take("b")).toBe(true);
    expect(limiter.retryAfter("a")).toBe(1);
    now = 1000;
    expect(limiter.take("a")).toBe(true);
  });

  it("counts a batch as each of its items", () => {
    const limiter = new RateLimiter(10, () => 0, 1000);
    expect([limiter.take("a", 8), limiter.take("a", 2), limiter.take("a")]).toEqual([true, true, false]);
  });
});
