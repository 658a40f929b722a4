import { describe, expect, it } from "vitest";
import {
  applyDraftTrigger,
  draftCategory,
  draftColumns,
  isRevealed,
  latestPick,
  roleGroup,
  snakeOrder,
  sortByRole,
  splitColumns,
} from "./draftBoard.ts";

const teams = [
  { id: "A", players: ["a1", "a2", "a3"], captains: ["a2"] },
  { id: "B", players: ["b1", "b2", "b3"], captains: ["b1"] },
  { id: "C", players: ["c1", "c2"] },
];

describe("draft board", () => {
  it("puts captains first and keeps the team's order", () => {
    expect(draftColumns(teams).map((c) => [c.players, c.captains])).toEqual([
      [["a2", "a1", "a3"], 1],
      [["b1", "b2", "b3"], 1],
      [["c1", "c2"], 0],
    ]);
    expect(draftColumns(teams, 2)[0].players).toEqual(["a2", "a1"]);
  });
  it("picks in snake order, skipping captains and teams with no one left", () => {
    const picks = snakeOrder(draftColumns(teams));
    expect(picks.map((p) => p.playerId)).toEqual(["a1", "b2", "c1", "c2", "b3", "a3"]);
    expect(picks.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it("starts revealed; reset hides every pick, advance shows one more and stops at the end", () => {
    const cols = draftColumns(teams);
    const picks = snakeOrder(cols);
    expect(isRevealed(cols, picks, null, 2, 1)).toBe(true);
    let state = applyDraftTrigger(null, "reset_draft", picks.length);
    expect(state).toBe(0);
    expect(isRevealed(cols, picks, state, 0, 0)).toBe(true); // captain
    expect(isRevealed(cols, picks, state, 0, 1)).toBe(false);
    expect(latestPick(picks, state)).toBeNull();
    state = applyDraftTrigger(state, "advance_draft", picks.length);
    expect(isRevealed(cols, picks, state, 0, 1)).toBe(true);
    expect(isRevealed(cols, picks, state, 1, 1)).toBe(false);
    expect(latestPick(picks, state)?.playerId).toBe("a1");
    expect(applyDraftTrigger(null, "advance_draft", 6)).toBe(6);
    expect(applyDraftTrigger(6, "advance_draft", 6)).toBe(6);
  });
  it("groups and sorts by role, splits into columns, reads the draft category", () => {
    expect([roleGroup("DPS"), roleGroup("Flex"), roleGroup("support"), roleGroup(null)]).toEqual(["Damage", "Damage", "Support", null]);
    const ps = [{ role: "Support" }, { role: "DPS" }, { role: "Tank" }, { role: undefined }, { role: "Support", n: 2 }];
    expect(sortByRole(ps)).toEqual([ps[2], ps[1], ps[0], ps[4], ps[3]]);
    expect(splitColumns([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(splitColumns([1], 3)).toEqual([[1]]);
    expect(draftCategory({ role: "Tank", draft_data: '{"category":"Tier 1"}' })).toBe("Tier 1");
    expect(draftCategory({ role: "Tank", draft_data: "oops" })).toBe("Tank");
  });
});

describe("draft board, edge cases", () => {
  it("ignores captains who are not on the team", () => {
    expect(draftColumns([{ id: "A", players: ["a1", "a2"], captains: ["x", "a2"] }])).toEqual([
      { teamId: "A", players: ["a2", "a1"], captains: 1 },
    ]);
  });
  it("skips a column with no one left in later rounds", () => {
    const cols = draftColumns([
      { id: "A", players: ["a1", "a2", "a3"] },
      { id: "B", players: ["b1"] },
      { id: "C", players: ["c1", "c2"] },
    ]);
    expect(snakeOrder(cols).map((p) => [p.playerId, p.column, p.row, p.number])).toEqual([
      ["a1", 0, 0, 1],
      ["b1", 1, 0, 2],
      ["c1", 2, 0, 3],
      ["c2", 2, 1, 4],
      ["a2", 0, 1, 5],
      ["a3", 0, 2, 6],
    ]);
  });
  it("shows a pick only once its own number is revealed, and nothing outside the board", () => {
    const cols = draftColumns(teams);
    const picks = snakeOrder(cols);
    // Column A: captain a2, then a1 (pick 1) and a3 (pick 6).
    expect(isRevealed(cols, picks, 1, 0, 1)).toBe(true);
    expect(isRevealed(cols, picks, 1, 0, 2)).toBe(false);
    expect(isRevealed(cols, picks, 5, 0, 2)).toBe(false);
    expect(isRevealed(cols, picks, 6, 0, 2)).toBe(true);
    expect(isRevealed(cols, picks, 6, 5, 0)).toBe(false);
    expect(latestPick(picks, null)?.playerId).toBe("a3");
  });
  it.each([
    ["tank", "Tank"],
    ["Damage", "Damage"],
    ["dps", "Damage"],
    ["FLEX", "Damage"],
    ["Support", "Support"],
    ["Coach", null],
    ["", null],
  ])("puts role %j in group %j", (role, group) => {
    expect(roleGroup(role)).toBe(group);
  });
  it("keeps the team's order within a role", () => {
    const ps = ["s1", "t1", "s2", "s3", "t2", "s4", "s5", "x", "s6"].map((id) => ({
      id,
      role: id.startsWith("s") ? "Support" : id.startsWith("t") ? "Tank" : null,
    }));
    expect(sortByRole(ps).map((p) => p.id)).toEqual(["t1", "t2", "s1", "s2", "s3", "s4", "s5", "s6", "x"]);
  });
  it("falls back to the role unless the draft data names a category", () => {
    expect(draftCategory({ role: "Tank", draft_data: '{"category":""}' })).toBe("Tank");
    expect(draftCategory({ role: "Tank", draft_data: '{"category":5}' })).toBe("Tank");
    expect(draftCategory({ role: "Tank", draft_data: "{}" })).toBe("Tank");
    expect(draftCategory({ role: "Tank", draft_data: "null" })).toBe("Tank");
    expect(draftCategory({ draft_data: null })).toBeNull();
  });
});
