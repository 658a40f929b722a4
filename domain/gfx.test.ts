import { describe, expect, it } from "vitest";
import { gfxOverlayPath, isGfxType, overlayPath, parseGfxData, parseMatrixCount } from "./gfx.ts";

describe("gfx matrix", () => {
  it("accepts a whole number from 1 to 24 and ignores anything else", () => {
    expect(parseMatrixCount("8")).toBe(8);
    expect(parseMatrixCount(" 24 ")).toBe(24);
    expect(parseMatrixCount("1")).toBe(1);
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

describe("gfx entries", () => {
  it("reads an entry's settings from its data text", () => {
    expect(parseGfxData('{"text":"Grand final","subtitle":"Best of 5"}')).toEqual({ text: "Grand final", subtitle: "Best of 5" });
  });
  it("reads missing, unparseable or invalid settings as none", () => {
    for (const bad of [null, undefined, "", "{not json", '{"url":"not a link"}']) expect(parseGfxData(bad)).toEqual({});
  });
  it("knows the entry types it can draw", () => {
    expect(isGfxType("Multi Standings")).toBe(true);
    expect(isGfxType("Video")).toBe(false);
    expect(isGfxType(null)).toBe(false);
  });
});
