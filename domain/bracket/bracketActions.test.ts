import { describe, expect, it } from "vitest";
import { SavedLayoutSchema } from "./bracketActions.ts";

const issuesOf = (layout: unknown) => {
  const result = SavedLayoutSchema.safeParse(layout);
  return result.success ? [] : result.error.issues.map(({ code, path, message }) => ({ code, path, message }));
};

describe("SavedLayoutSchema", () => {
  it("accepts a layout whose every named match is in it", () => {
    const layout = {
      brackets: [{ columns: [{ games: [2, 12] }, { games: [13] }] }],
      connections: { "2": { win: "13.1", lose: "eliminated" }, "12": { win: "13.2" }, "13": { win: "champion", reset: 12 } },
      byes: ["12.2"],
      seeds: { "13.1": "Seed 1" },
    };
    expect(issuesOf(layout)).toEqual([]);
  });

  it("names each match that appears twice or is missing, at the place that names it", () => {
    const layout = {
      brackets: [{ columns: [{ games: [1, 12] }, { games: [null, 12] }] }],
      connections: { "25": { win: "13.1", lose: "31.2", reset: 47 } },
      byes: ["12.1", "14.2"],
      seeds: { "1.1": "Seed 1", "15.2": "Seed 2" },
    };
    const missing = (path: (string | number)[], match: number) => ({
      code: "custom",
      path,
      message: `Match ${match} is not in this layout`,
    });
    expect(issuesOf(layout)).toEqual([
      { code: "custom", path: ["brackets", 0, "columns", 1, "games", 1], message: "Match 12 appears twice" },
      missing(["connections", "25"], 25),
      missing(["connections", "25", "win"], 13),
      missing(["connections", "25", "lose"], 31),
      missing(["connections", "25", "reset"], 47),
      missing(["byes", 1], 14),
      missing(["seeds", "15.2"], 15),
    ]);
  });

  it("refuses more slots than a page can draw, counting empty ones", () => {
    const layout = { brackets: [{ columns: [{ games: Array(256).fill(null) }, { games: [null] }] }] };
    expect(issuesOf(layout)).toEqual([
      { code: "custom", path: ["brackets"], message: "A layout has at most 256 slots (this one has 257)" },
    ]);
  });
});
