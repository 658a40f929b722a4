import { describe, expect, it } from "vitest";
import { countOf } from "./words.ts";

describe("countOf", () => {
  it("is singular for exactly one and plural otherwise", () => {
    expect(countOf(1, "community event")).toBe("1 community event");
    expect(countOf(0, "community event")).toBe("0 community events");
    expect(countOf(2, "community event")).toBe("2 community events");
  });
  it("takes an irregular plural", () => {
    expect(countOf(1, "match", "matches")).toBe("1 match");
    expect(countOf(3, "match", "matches")).toBe("3 matches");
  });
});
