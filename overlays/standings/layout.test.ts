import { describe, expect, it } from "vitest";
import { makeMatchView } from "../../engine/testViews.ts";
import { groupsOf, standingsPanelSize, standingsRowY, standingsTable } from "./layout.ts";

const m = (a: string, b: string, s: [number, number], group = "Group A") =>
  makeMatchView({ id: `rec${a}${b}`, match_group: group, score_1: s[0], score_2: s[1], first_to: 2 }, [a, b]);

describe("standings table of the overlay", () => {
  it("ranks as the site does: map differential splits equal records, unfinished matches don't count", () => {
    const rows = standingsTable([m("A", "B", [2, 0]), m("C", "A", [2, 1]), m("B", "C", [2, 1]), m("A", "C", [1, 0])], "Group A");
    expect(rows.map((r) => [r.name, r.rank, r.matchWins, r.matchLosses, r.mapDiff])).toEqual([
      ["A", 1, 1, 1, 1],
      ["C", 2, 1, 1, 0],
      ["B", 3, 1, 1, -1],
    ]);
    expect(rows[1].separatedBy).toBe("map_diff");
  });
  it("a circular head-to-head with equal maps shares the rank instead of inventing an order", () => {
    const rows = standingsTable([m("A", "B", [2, 1]), m("B", "C", [2, 1]), m("C", "A", [2, 1])], "Group A");
    expect(rows.map((r) => [r.rank, r.tied])).toEqual([
      [1, true],
      [1, true],
      [1, true],
    ]);
  });
  it("keeps teams of other groups out and lists groups in order", () => {
    const all = [m("A", "B", [2, 0]), m("X", "Y", [2, 1], "Group B")];
    expect(standingsTable(all, "Group B").map((r) => r.name)).toEqual(["X", "Y"]);
    expect(groupsOf(all)).toEqual(["Group A", "Group B"]);
  });
});

describe("the standings panel", () => {
  it("hugs its rows: four teams take well under half of a sixteen-team panel", () => {
    const four = standingsPanelSize(4, 860);
    const sixteen = standingsPanelSize(16, 860);
    expect(four.rowH).toBe(80);
    expect(four.h - (standingsRowY(3, four.rowH) + four.rowH)).toBe(22);
    expect(four.h).toBeLessThan(sixteen.h * 0.6);
    expect(sixteen.h).toBeLessThanOrEqual(860);
  });
  it("with no table is only its heads", () => {
    expect(standingsPanelSize(0, 860).h).toBe(120);
  });
});
