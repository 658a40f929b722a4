import { describe, expect, it } from "vitest";
import { gfxOverlayPath, parseMatrixCount } from "./gfx.ts";

describe("gfx matrix", () => {
  it("accepts a whole number from 1 to 24 and ignores anything else", () => {
    expect(parseMatrixCount("8")).toBe(8);
    expect(parseMatrixCount(" 24 ")).toBe(24);
    for (const bad of ["0", "25", "2.5", "-3", "six", "", null]) expect(parseMatrixCount(bad)).toBeNull();
  });

  it("links a button to the client's gfx overlay of that index", () => {
    expect(gfxOverlayPath("producer", 3)).toBe("/client/producer/gfx/3");
  });
});
