import { describe, expect, it } from "vitest";
import { gfxOverlayPath, overlayPath, parseMatrixCount } from "./gfx.ts";

describe("gfx matrix", () => {
  it("accepts a whole number from 1 to 24 and ignores anything else", () => {
    expect(parseMatrixCount("8")).toBe(8);
    expect(parseMatrixCount(" 24 ")).toBe(24);
    for (const bad of ["0", "25", "2.5", "-3", "six", "", null]) expect(parseMatrixCount(bad)).toBeNull();
  });

  it("links a button to the client's gfx overlay of that index", () => {
    expect(gfxOverlayPath("producer", 3)).toBe("/client/producer/gfx/3");
  });

  it("builds overlay routes with each part encoded and the overlay's sub-path kept", () => {
    expect(overlayPath("broadcast", "main", "ingame")).toBe("/broadcast/main/ingame");
    expect(overlayPath("client", "prod", "cams/desk")).toBe("/client/prod/cams/desk");
    expect(overlayPath("client", "a b/c", "gfx/2")).toBe("/client/a%20b%2Fc/gfx/2");
    expect(overlayPath("broadcast", "main", "odd #name")).toBe("/broadcast/main/odd%20%23name");
    expect(overlayPath("client", "prod", "")).toBe("/client/prod/");
  });
});
