import { describe, expect, it } from "vitest";
import { sponsorAt, sponsorIds } from "./sponsors.ts";

describe("sponsors", () => {
  it("lists the broadcast's sponsors, then the event's, each once", () => {
    expect(sponsorIds({ sponsors: ["b", "a"] }, { sponsors: ["a", "c"] })).toEqual(["b", "a", "c"]);
    expect(sponsorIds(null, undefined)).toEqual([]);
  });
  it("rotates through them and wraps", () => {
    expect(sponsorAt(["a", "b", "c"], 4)).toBe("b");
    expect(sponsorAt([], 2)).toBeNull();
  });
});
