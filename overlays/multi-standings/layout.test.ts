import { describe, expect, it } from "vitest";
import { makeMatchView } from "../../engine/testViews.ts";
import { STANDING_COLUMNS, parseColumns, pickGroups, standingsTable, tablesLayout } from "./layout.ts";

const m = (a: string, b: string, s: [number, number], group = "Group A") =>
  makeMatchView({ id: `rec${a}${b}`, match_group: group, score_1: s[0], score_2: s[1], first_to: 2 }, [a, b]);
const all = [m("A", "B", [2, 0]), m("C", "A", [2, 1]), m("X", "Y", [2, 1], "Group B"), m("Z", "W", [0, 2], "Group C")];

describe("multi-standings", () => {
  it("shows Matches, Maps and MapDiff by default and reads the crews' column names in any case", () => {
    expect(parseColumns(undefined)).toEqual(["matches", "maps", "mapdiff"]);
    expect(parseColumns("MapDiff, matches,bogus")).toEqual(["mapdiff", "matches"]);
    expect(parseColumns("bogus")).toEqual(["matches", "maps", "mapdiff"]);
  });
  const groups = (specs: { group: string }[]) => specs.map((s) => s.group);
  it("draws the ones asked for in their order, else the event's standings blocks, else every group", () => {
    expect(groups(pickGroups(all, "group c, Group A, Group Q"))).toEqual(["Group C", "Group A"]);
    const blocks = JSON.stringify({ standings: [{ title: "Bravo", group: "Group B" }, { group: "Group A" }] });
    expect(pickGroups(all, "", blocks)).toEqual([
      { group: "Group B", title: "Bravo" },
      { group: "Group A", title: "Group A" },
    ]);
    expect(groups(pickGroups(all, "", "not json"))).toEqual(["Group A", "Group B", "Group C"]);
  });
  it("leaves out a group whose table has no team yet", () => {
    const unplayed = makeMatchView({ id: "recP", match_group: "Playoffs" }, []);
    expect(groups(pickGroups([...all, unplayed], ""))).toEqual(["Group A", "Group B", "Group C"]);
  });
  it("formats a row's columns as the table shows them", () => {
    const [first] = standingsTable(all, "Group A");
    expect(first.name).toBe("C");
    expect(
      ["matches", "maps", "mapdiff", "matchdiff", "wins"].map((c) => STANDING_COLUMNS[c as keyof typeof STANDING_COLUMNS].value(first)),
    ).toEqual(["1-0", "2-1", "+1", "+1", "1"]);
  });
  it("lays tables side by side inside the safe area", () => {
    const { w, xs } = tablesLayout(3);
    expect(xs).toHaveLength(3);
    expect(xs[0]).toBeGreaterThanOrEqual(96);
    expect(xs[2] + w).toBeLessThanOrEqual(1824);
  });
  it("keeps a lone table to a readable width, centred", () => {
    const { w, xs } = tablesLayout(1);
    expect(w).toBeLessThanOrEqual(900);
    expect(xs[0] + w / 2).toBe(960);
  });
});
