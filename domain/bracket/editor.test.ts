import { describe, expect, it } from "vitest";
import {
  addBracket,
  addColumn,
  addSlot,
  connect,
  removeBracket,
  setOutcome,
  setRemainingLossesEliminated,
  toggleSlot,
  toolbarState,
} from "./editor.ts";
import type { BracketLayout } from "./layout.ts";

const empty: BracketLayout = { brackets: [], connections: {} };

describe("bracket creator edits", () => {
  it("starts each new bracket with one column of four games and three empty columns", () => {
    const layout = addBracket(empty, "Upper");
    expect(layout.brackets[0].columns.map((c) => c.games.length)).toEqual([4, 0, 0, 0]);
  });

  it("numbers games column by column across brackets, left to right, skipping empty slots", () => {
    let layout = addBracket(addBracket(empty, "Upper"), "Lower");
    expect(layout.brackets.map((b) => b.columns[0].games)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
    layout = toggleSlot(layout, 0, 0, 1);
    layout = toggleSlot(layout, 1, 0, 0);
    layout = addSlot(layout, 0, 1);
    layout = toggleSlot(layout, 0, 1, 0);
    expect(layout.brackets.map((b) => b.columns.slice(0, 2).map((c) => c.games))).toEqual([
      [[1, null, 2, 3], [7]],
      [[null, 4, 5, 6], []],
    ]);
  });

  it("connects a win or loss to a slot of another game, never to its own", () => {
    let layout = toggleSlot(toggleSlot(addBracket(empty), 0, 0, 2), 0, 0, 3);
    layout = addColumn(layout, 0);
    layout = toggleSlot(addSlot(layout, 0, 1), 0, 1, 0);
    expect(layout.brackets[0].columns.map((c) => c.games)).toEqual([[1, 2, null, null], [3], [], [], []]);
    layout = connect(layout, { from: 1, kind: "win" }, 3, 1);
    layout = connect(layout, { from: 2, kind: "win" }, 2, 1);
    layout = setOutcome(layout, { from: 3, kind: "win" }, "champion");
    expect(layout.connections).toEqual({ 1: { win: "3.1" }, 3: { win: "champion" } });
    expect(setRemainingLossesEliminated(layout).connections).toEqual({
      1: { win: "3.1", lose: "eliminated" },
      2: { lose: "eliminated" },
      3: { win: "champion", lose: "eliminated" },
    });
  });

  it("drops connections to games that are removed", () => {
    let layout = toggleSlot(toggleSlot(addBracket(empty), 0, 0, 2), 0, 0, 3);
    layout = connect(layout, { from: 1, kind: "win" }, 2, 1);
    expect(removeBracket(layout, 0).connections).toEqual({});
    expect(toggleSlot(layout, 0, 0, 1).connections).toEqual({ 1: {} });
  });

  it("enables Eliminated and Champion only while a connection is active, and the remaining-losses button only when none is", () => {
    expect(toolbarState(null)).toEqual({ eliminated: false, champion: false, remainingLosses: true });
    expect(toolbarState({ from: 1, kind: "lose" })).toEqual({ eliminated: true, champion: true, remainingLosses: false });
  });
});
