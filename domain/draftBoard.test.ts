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
