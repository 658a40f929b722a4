import { describe, expect, it } from "vitest";
import { isLongId, longId, makeId, shortId } from "./ids.ts";

describe("record ids (SPEC §2.1)", () => {
  it("shortens a 17-character rec id by removing the prefix", () => {
    expect(shortId("recAbCdEfGhIjKlMn")).toBe("AbCdEfGhIjKlMn");
  });
  it("adds the prefix back to a 14-character id", () => {
    expect(longId("AbCdEfGhIjKlMn")).toBe("recAbCdEfGhIjKlMn");
  });
  it("leaves every other key alone", () => {
    for (const key of ["broadcast-main", "special:teams", "recShort", "recAbCdEfGhIjKlMnOp"]) {
      expect(shortId(key)).toBe(key);
      expect(longId(key)).toBe(key);
    }
  });
  it("makes 17-character rec ids that survive the round trip", () => {
    const id = makeId();
    expect(isLongId(id)).toBe(true);
    expect(longId(shortId(id))).toBe(id);
    expect(new Set(Array.from({ length: 1000 }, () => makeId())).size).toBe(1000);
  });
});
