import { describe, expect, it } from "vitest";
import { RateLimiter, type SharedTake } from "./rateLimit.ts";

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

/** Counts two limiters share, as Redis keeps them for two processes; `answer` null makes them unreachable. */
function sharedCounts() {
  const counts = new Map<string, number>();
  const shared = {
    answer: "yes" as "yes" | "none" | "late",
    take(take: SharedTake): Promise<boolean | null> | null {
      if (shared.answer === "none") return null;
      if (shared.answer === "late") return Promise.resolve(null);
      const id = `${take.name}:${take.windowStart}:${take.key}`;
      const count = counts.get(id) ?? 0;
      if (count + take.cost > take.limit) return Promise.resolve(false);
      counts.set(id, count + take.cost);
      return Promise.resolve(true);
    },
  };
  return shared;
}

describe("RateLimiter shared across processes", () => {
  it("refuses a client alternating between two processes at the same count as one process would", async () => {
    const counts = sharedCounts();
    const processes = [new RateLimiter(3, () => 0), new RateLimiter(3, () => 0)];
    processes.forEach((limiter) => limiter.share(counts, "actions"));
    const taken = [];
    for (let i = 0; i < 5; i++) taken.push(await processes[i % 2].take("a"));
    expect(taken).toEqual([true, true, true, false, false]);
    // Another limit, or another key, has its own count.
    const other = new RateLimiter(3, () => 0);
    other.share(counts, "reads");
    expect([await other.take("a"), await processes[0].take("b")]).toEqual([true, true]);
  });

  it("counts in windows aligned to the clock's minutes, and says when the window resets", async () => {
    let now = 45_500;
    const limiter = new RateLimiter(1, () => now);
    limiter.share(sharedCounts(), "actions");
    expect([await limiter.take("a"), await limiter.take("a")]).toEqual([true, false]);
    expect(limiter.retryAfter("a")).toBe(15);
    now = 60_000;
    expect(await limiter.take("a")).toBe(true);
  });

  it("decides alone, at once, while the shared counts cannot answer", () => {
    const counts = sharedCounts();
    counts.answer = "none";
    const limiter = new RateLimiter(2, () => 0);
    limiter.share(counts, "actions");
    expect([limiter.take("a"), limiter.take("a"), limiter.take("a")]).toEqual([true, true, false]);
  });

  it("keeps its own count of what the shared counts allowed, for when they stop answering", async () => {
    const counts = sharedCounts();
    const limiter = new RateLimiter(3, () => 0);
    limiter.share(counts, "actions");
    expect([await limiter.take("a"), await limiter.take("a")]).toEqual([true, true]);
    counts.answer = "late";
    expect([await limiter.take("a"), await limiter.take("a")]).toEqual([true, false]);
  });
});
