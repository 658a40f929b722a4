import { describe, expect, it } from "vitest";
import { THEME, rec, world } from "../shared/teamsTestData.ts";
import { byRole, draftBoard, eventTeams, teamsPerRow } from "./layout.ts";

const records = [
  rec("Teams", "A", { name: "Aurora", players: ["a1", "a2", "a3"], captains: ["a1"] }),
  rec("Teams", "B", { name: "Wolves", players: ["b1", "b2", "b3"], captains: ["b1"] }),
  rec("Players", "a1", { name: "Kitsune", role: "Tank" }),
  rec("Players", "a2", { name: "Blaze", role: "DPS", draft_data: '{"category":"Tier 1"}' }),
  rec("Players", "a3", { name: "Solace", role: "Support" }),
  rec("Players", "b1", { name: "Alpha", role: "Tank" }),
  rec("Players", "b2", { name: "Fang", role: "DPS" }),
  rec("Players", "b3", { name: "Moss", role: "Support" }),
];

describe("draft board layout", () => {
  const w = world(records);
  const teams = eventTeams(["A", "B", "missing"], w.get, new Map());
  const opts = { eachTeam: 0, category: null };
  it("shows every pick at first, captains first and flagged", () => {
    const { teams: board, picks } = draftBoard(teams, w.get, THEME, null, opts);
    expect(picks).toBe(4);
    expect(board.map((t) => t.cells.map((c) => [c.name, c.captain, c.revealed, c.pick]))).toEqual([
      [
        ["Kitsune", true, true, null],
        ["Blaze", false, true, 1],
        ["Solace", false, true, 4],
      ],
      [
        ["Alpha", true, true, null],
        ["Fang", false, true, 2],
        ["Moss", false, true, 3],
      ],
    ]);
  });
  it("after reset and two advances shows picks 1 and 2 (snake), the second the latest", () => {
    const { teams: board } = draftBoard(teams, w.get, THEME, 2, opts);
    expect(board.map((t) => t.cells.filter((c) => c.revealed).map((c) => c.name))).toEqual([
      ["Kitsune", "Blaze"],
      ["Alpha", "Fang"],
    ]);
    expect(board[1].cells[1].latest).toBe(true);
    expect(byRole(board[0])).toEqual([
      { role: "Tank", names: ["Kitsune (C)"] },
      { role: "Damage", names: ["Blaze"] },
      { role: "Support", names: [] },
    ]);
  });
  it("filters by category, cuts each team, and lays teams into rows", () => {
    expect(draftBoard(teams, w.get, THEME, null, { eachTeam: 0, category: "tier 1" }).teams.map((t) => t.cells.map((c) => c.name))).toEqual(
      [["Blaze"], []],
    );
    expect(draftBoard(teams, w.get, THEME, null, { eachTeam: 2, category: null }).teams[0].cells.map((c) => c.name)).toEqual([
      "Kitsune",
      "Blaze",
    ]);
    expect([teamsPerRow(8, undefined, 0), teamsPerRow(8, "4", 0), teamsPerRow(8, undefined, 3), teamsPerRow(12, undefined, 0)]).toEqual([
      8, 4, 3, 8,
    ]);
  });
});
