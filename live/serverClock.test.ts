import { afterEach, describe, expect, it, vi } from "vitest";
import { serverNow, syncServerClock } from "./serverClock.ts";

afterEach(() => vi.restoreAllMocks());

describe("the server clock", () => {
  it("keeps whole milliseconds when half the round trip is not one, so a countdown's end is a valid integer", async () => {
    const now = vi.spyOn(Date, "now");
    // Sent at 1000, answered at 1001: the server's 5000 lies half a millisecond after the midpoint.
    now.mockReturnValueOnce(1000).mockReturnValueOnce(1001);
    await syncServerClock("", async () => new Response(JSON.stringify({ now: 5000 })));
    now.mockReturnValue(2000);
    expect(serverNow()).toBe(6000);
    expect(Number.isInteger(serverNow() + 5 * 60_000)).toBe(true);
  });
});
