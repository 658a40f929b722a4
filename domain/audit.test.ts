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
