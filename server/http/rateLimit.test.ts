import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { RateLimiter, clientAddress } from "./rateLimit.ts";

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

describe("clientAddress", () => {
  const request = (remoteAddress: string, forwardedFor?: string) =>
    ({ socket: { remoteAddress }, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} }) as unknown as IncomingMessage;
  const loopback = (address: string) => address === "127.0.0.1";

  it("is the connection's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress(request("127.0.0.1", "203.0.113.9"), () => false)).toBe("127.0.0.1");
  });

  it("follows X-Forwarded-For right to left through trusted proxies only", () => {
    expect(clientAddress(request("127.0.0.1", "198.51.100.1, 203.0.113.9"), loopback)).toBe("203.0.113.9");
    expect(clientAddress(request("192.0.2.5", "203.0.113.9"), loopback)).toBe("192.0.2.5");
    expect(clientAddress(request("127.0.0.1"), loopback)).toBe("127.0.0.1");
  });
});
