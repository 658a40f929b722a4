import { describe, expect, it } from "vitest";
import { gfxOnButton, gfxOverlayPath, isGfxType, moveGfx, overlayPath, parseGfxData, parseMatrixCount, type GfxPlacement } from "./gfx.ts";

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

const makeGfx = (id: string, index: number | undefined, version = 1): GfxPlacement => ({ id, index, __version: version });

/** The buttons after applying a move's changes: entry id to button, 0 for none. */
function buttonsAfter(entries: GfxPlacement[], id: string, index: number): Record<string, number> {
  const after = Object.fromEntries(entries.map((g) => [g.id, g.index ?? 0]));
  for (const change of moveGfx(entries, id, index)) after[change.id] = change.index;
  return after;
}

describe("gfx buttons hold one entry each", () => {
  it("moving an entry onto a taken button swaps the two", () => {
    const entries = [makeGfx("schedule", 1), makeGfx("bracket", 2), makeGfx("text", 3)];
    expect(buttonsAfter(entries, "bracket", 1)).toEqual({ schedule: 2, bracket: 1, text: 3 });
  });
  it("an entry moved from no button onto a taken one takes it, and the other is left without a button", () => {
    expect(buttonsAfter([makeGfx("schedule", 1), makeGfx("spare", 0)], "spare", 1)).toEqual({ schedule: 0, spare: 1 });
  });
  it("moving to a free button or off the matrix changes only the moved entry", () => {
    const entries = [makeGfx("schedule", 1), makeGfx("bracket", 2)];
    expect(moveGfx(entries, "schedule", 5)).toEqual([{ id: "schedule", index: 5 }]);
    expect(moveGfx(entries, "schedule", 0)).toEqual([{ id: "schedule", index: 0 }]);
  });
  it("moving an entry to the button it is on, or an unknown entry, changes nothing", () => {
    expect(moveGfx([makeGfx("schedule", 1)], "schedule", 1)).toEqual([]);
    expect(moveGfx([makeGfx("schedule", 1)], "missing", 2)).toEqual([]);
  });
  it("entries without a button never count as sharing one", () => {
    const entries = [makeGfx("a", 1), makeGfx("b", 0), makeGfx("c", undefined)];
    expect(moveGfx(entries, "a", 2)).toEqual([{ id: "a", index: 2 }]);
  });
  it("a button two entries already shared ends with one: the moved entry", () => {
    const entries = [makeGfx("old", 1, 5), makeGfx("older", 1, 3), makeGfx("moved", 4)];
    expect(buttonsAfter(entries, "moved", 1)).toEqual({ old: 4, older: 0, moved: 1 });
  });
  it("a shared button someone swaps onto ends with one entry too", () => {
    const entries = [makeGfx("moved", 2, 1), makeGfx("twin", 2, 1), makeGfx("holder", 1, 1)];
    expect(buttonsAfter(entries, "moved", 1)).toEqual({ moved: 1, twin: 0, holder: 2 });
  });
  it("a button's entry is the one written last when two share it, whatever their order", () => {
    const older = makeGfx("recA", 1, 3);
    const newer = makeGfx("recB", 1, 8);
    expect(gfxOnButton([older, newer], 1)).toBe(newer);
    expect(gfxOnButton([newer, older], 1)).toBe(newer);
    expect(gfxOnButton([makeGfx("recB", 1, 3), makeGfx("recA", 1, 3)], 1)?.id).toBe("recA");
    expect(gfxOnButton([null, older], 2)).toBeNull();
    expect(gfxOnButton([makeGfx("none", 0)], 0)).toBeNull();
  });
});
