import { describe, expect, it } from "vitest";
import {
  addBracket,
  removeBracket,
  removeColumn,
  removeSlot,
  renameBracket,
  setColumn,
  setRemainingLossesEliminated,
  slotLabel,
  toggleSlot,
} from "./editor.ts";
import type { BracketLayout } from "./layout.ts";

const empty: BracketLayout = { brackets: [], connections: {} };
const gamesOf = (layout: BracketLayout) => layout.brackets.map((b) => b.columns.map((c) => c.games));

/** A hand-written layout whose match numbers are not 1..n yet. */
const handWritten: BracketLayout = {
  brackets: [{ columns: [{ games: [1, 1000, 1001, null] }] }],
  connections: { 1: { win: "1001.1" } },
};

describe("bracket creator edits: numbering and removing games, brackets, columns and slots", () => {
  it("gives a new bracket's games numbers after every existing game, whatever the existing numbers", () => {
    const layout = addBracket(handWritten, "Lower");
    expect(gamesOf(layout)).toEqual([[[1, 2, 3, null]], [[4, 5, 6, 7], [], [], []]]);
    expect(layout.brackets[1].name).toBe("Lower");
    expect(layout.connections).toEqual({ 1: { win: "3.1" } });
  });

  it("makes a new game of an empty slot without reusing an existing number", () => {
    expect(gamesOf(toggleSlot(handWritten, 0, 0, 3))).toEqual([[[1, 2, 3, 4]]]);
  });

  it("removes only the chosen bracket and renumbers the rest", () => {
    const layout = addBracket(addBracket(empty, "Upper"), "Lower");
    expect(removeBracket(layout, 0).brackets).toEqual([
      { name: "Lower", columns: [{ games: [1, 2, 3, 4] }, { games: [] }, { games: [] }, { games: [] }] },
    ]);
    expect(removeBracket(layout, 1).brackets.map((b) => b.name)).toEqual(["Upper"]);
  });

  it("renames a bracket, and an empty name removes it, leaving the original untouched", () => {
    const layout = addBracket(empty, "Upper");
    expect(renameBracket(layout, 0, "Playoffs").brackets[0].name).toBe("Playoffs");
    expect(renameBracket(layout, 0, "").brackets[0].name).toBeUndefined();
    expect(layout.brackets[0].name).toBe("Upper");
  });

  it("removes a column with its games and their connections, renumbering what is left", () => {
    const layout: BracketLayout = {
      brackets: [{ columns: [{ games: [1, 2] }, { games: [3] }, { games: [] }] }],
      connections: { 1: { win: "3.1" }, 2: { win: "3.2" }, 3: { win: "champion" } },
    };
    expect(removeColumn(layout, 0, 0)).toEqual({
      brackets: [{ columns: [{ games: [1] }, { games: [] }] }],
      connections: { 1: { win: "champion" } },
    });
  });

  it("removes a slot and renumbers the games after it", () => {
    const layout: BracketLayout = {
      brackets: [{ columns: [{ games: [1, 2, 3] }, { games: [4] }] }],
      connections: { 1: { win: "4.1" }, 2: { win: "4.2" }, 3: { lose: "4.2" } },
    };
    expect(removeSlot(layout, 0, 0, 1)).toEqual({
      brackets: [{ columns: [{ games: [1, 2] }, { games: [3] }] }],
      connections: { 1: { win: "3.1" }, 2: { lose: "3.2" } },
    });
  });

  it("changes only the column fields given; an empty header or a zero gap clears them", () => {
    const layout: BracketLayout = { brackets: [{ columns: [{ header: "Round 1", gapRight: 10, games: [1] }] }], connections: {} };
    expect(setColumn(layout, 0, 0, { header: "Quarterfinals" }).brackets[0].columns[0]).toEqual({
      header: "Quarterfinals",
      gapRight: 10,
      games: [1],
    });
    expect(setColumn(layout, 0, 0, { gapRight: 24 }).brackets[0].columns[0]).toEqual({ header: "Round 1", gapRight: 24, games: [1] });
    const cleared = setColumn(layout, 0, 0, { header: "", gapRight: 0 }).brackets[0].columns[0];
    expect([cleared.header, cleared.gapRight]).toEqual([undefined, undefined]);
    expect(layout.brackets[0].columns[0]).toEqual({ header: "Round 1", gapRight: 10, games: [1] });
  });

  it("leaves a loss outcome that is already set when filling in the remaining losses", () => {
    const layout: BracketLayout = {
      brackets: [{ columns: [{ games: [1, 2] }, { games: [3] }] }],
      connections: { 1: { win: "3.1", lose: "2.1" } },
    };
    expect(setRemainingLossesEliminated(layout).connections).toEqual({
      1: { win: "3.1", lose: "2.1" },
      2: { lose: "eliminated" },
      3: { lose: "eliminated" },
    });
  });

  it("labels a slot's toggle with its match, or as an empty slot to make a game of", () => {
    expect(slotLabel(7)).toBe("Match 7");
    expect(slotLabel(null)).toBe("Empty slot (make a game)");
  });
});
