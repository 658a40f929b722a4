import { describe, expect, it } from "vitest";
import { auditScopes, changedFields, describeValue, undoConflicts, undoPatch } from "./audit.ts";

describe("changedFields", () => {
  it("lists the fields that differ, unset and empty alike, leaving derived fields out", () => {
    const before = { score_1: 1, score_2: 2, name: "A vs B", casters: [], forfeit: false };
    const after = { score_1: 2, score_2: 2, name: "A vs C", forfeit: false, vod: "x" };
    expect(changedFields("Matches", before, after)).toEqual([
      { field: "score_1", before: 1, after: 2 },
      { field: "vod", before: null, after: "x" },
    ]);
    expect(changedFields("Teams", null, { name: "New" })).toEqual([{ field: "name", before: null, after: "New" }]);
  });
});

describe("undo", () => {
  const fields = [
    { field: "score_1", before: 1, after: 2 },
    { field: "vod", before: null, after: "x" },
  ];
  it("puts each field back, removing those that were unset", () => {
    expect(undoPatch(fields)).toEqual({ score_1: 1, vod: null });
  });
  it("names the fields something else changed since", () => {
    expect(undoConflicts(fields, { score_1: 2, vod: "x" })).toEqual([]);
    expect(undoConflicts(fields, { score_1: 3, vod: "x" })).toEqual(["score_1"]);
    expect(undoConflicts(fields, { score_1: 2 })).toEqual(["vod"]);
  });
});

describe("auditScopes", () => {
  it("files a map under its match and a GFX under its broadcast, besides itself", () => {
    expect(auditScopes("Maps", "recMap", { match: ["recM"] }, { match: ["recM"] })).toEqual(["recMap", "recM"]);
    expect(auditScopes("GFX", "recG", null, { broadcast: ["recB"] })).toEqual(["recG", "recB"]);
    expect(auditScopes("Teams", "recT", null, { event: ["recE"] })).toEqual(["recT"]);
  });
});

describe("describeValue", () => {
  it("keeps lines short", () => {
    expect(describeValue(null)).toBe("(none)");
    expect(describeValue(["a", "b"])).toBe("a, b");
    expect(describeValue(["a", "b", "c", "d"])).toBe("4 items");
    expect(describeValue("x".repeat(80))).toHaveLength(58);
  });
});

describe("changedFields, edge cases", () => {
  it("treats absent, null and an empty list alike, but not an empty text", () => {
    expect(changedFields("Maps", { casters: [], vod: null }, { note: undefined })).toStrictEqual([]);
    expect(changedFields("Maps", {}, { note: "" })).toStrictEqual([{ field: "note", before: null, after: "" }]);
    expect(changedFields("Maps", { note: "x" }, {})).toStrictEqual([{ field: "note", before: "x", after: null }]);
  });
  it("lists fields by name whatever order the record holds them in", () => {
    expect(changedFields("Maps", { winner: 1, score: 1, alpha: 1 }, { winner: 2, score: 2, alpha: 2 }).map((f) => f.field)).toEqual([
      "alpha",
      "score",
      "winner",
    ]);
  });
  it("reads a deleted record as every field unset", () => {
    expect(changedFields("Teams", { name: "Old", code: "OLD" }, null)).toStrictEqual([
      { field: "code", before: "OLD", after: null },
      { field: "name", before: "Old", after: null },
    ]);
  });
});

describe("undoConflicts, edge cases", () => {
  it("names every field once the record is gone", () => {
    expect(undoConflicts([{ field: "score_1", before: 1, after: 2 }], null)).toEqual(["score_1"]);
  });
});

describe("describeValue, edge cases", () => {
  it.each([
    [undefined, "(none)"],
    [3, "3"],
    [Number.NaN, "NaN"],
    [Number.POSITIVE_INFINITY, "Infinity"],
    [false, "false"],
    [["a", "b", "c"], "a, b, c"],
    ["y".repeat(60), "y".repeat(60)],
    ["y".repeat(61), `${"y".repeat(57)}…`],
    [{ a: 1 }, '{"a":1}'],
  ])("describes %j as %j", (value, text) => {
    expect(describeValue(value)).toBe(text);
  });
  it("cuts an object's text after 57 characters once it passes 60", () => {
    // {"k":"…"} is 8 characters around the text.
    const at60 = { k: "z".repeat(52) };
    expect(describeValue(at60)).toBe(JSON.stringify(at60));
    const at61 = { k: "z".repeat(53) };
    expect(describeValue(at61)).toBe(`${JSON.stringify(at61).slice(0, 57)}…`);
    expect(describeValue(at61)).toHaveLength(58);
  });
});

describe("auditScopes, edge cases", () => {
  it("files a report under the matches of both versions, skipping anything that is not an id", () => {
    expect(auditScopes("Reports", "recR", { match: ["recM1", null, 5] }, { match: ["recM2", "recM1"] })).toEqual([
      "recR",
      "recM1",
      "recM2",
    ]);
  });
});
