import { describe, expect, it } from "vitest";
import type { MatchView, TeamView } from "../../engine/types.ts";
import { groupsOf, standingsTable } from "./layout.ts";

const t = (id: string): TeamView => ({ id, name: id, code: id, players: [], staff: [], theme: {} as never });
const m = (a: string, b: string, s: [number, number], group = "Group A"): MatchView => ({
  id: `${a}${b}`, record: { id: `${a}${b}`, __tableName: "Matches", match_group: group }, teams: [t(a), t(b)], placeholders: ["", ""], score: s, firstTo: 2, maps: [], label: "",
});

describe("standings table", () => {
  it("ranks by match wins then map difference, counting only finished matches", () => {
    const rows = standingsTable([m("A", "B", [2, 0]), m("C", "A", [2, 1]), m("B", "C", [2, 1]), m("A", "C", [1, 0])], "Group A");
    expect(rows.map((r) => [r.name, r.wins, r.losses, r.mapDiff])).toEqual([["A", 1, 1, 1], ["C", 1, 1, 0], ["B", 1, 1, -1]]);
  });
  it("keeps teams of other groups out and lists groups in order", () => {
    const all = [m("A", "B", [2, 0]), m("X", "Y", [2, 1], "Group B")];
    expect(standingsTable(all, "Group B").map((r) => r.name)).toEqual(["X", "Y"]);
    expect(groupsOf(all)).toEqual(["Group A", "Group B"]);
  });
});
