import { describe, expect, it } from "vitest";
import type { BracketLayout, Connection } from "./layout.ts";
import { eliminationLayout } from "./presets.ts";
import { matchDepths, resolve } from "./resolve.ts";
import { won } from "./resolve.test-helper.ts";

// Every test builds its own layout: resolve caches its work per layout object.
const layoutOf = (columns: number[][], connections: Record<number, Connection>, more: Partial<BracketLayout> = {}): BracketLayout => ({
  brackets: [{ columns: columns.map((games) => ({ games })) }],
  connections,
  ...more,
});
const sortedKeys = (r: ReturnType<typeof resolve>) => [...r.matches.keys()].sort((x, y) => x - y);

describe("resolve: grand final reset", () => {
  // A 4-team double elimination: 1,2 upper semis; 3 lower round; 4 upper final; 5 lower final; 6 grand final; 7 reset
  const doubleOfFour = () => eliminationLayout(4, { double: true });
  const path = [won(1, ["A", "D"], 1), won(2, ["B", "C"], 1), won(4, ["A", "B"], 1), won(3, ["D", "C"], 1), won(5, ["B", "D"], 1)];

  it("leaves the reset empty and unplayed when the upper-bracket team wins the first final", () => {
    const r = resolve(doubleOfFour(), [...path, won(6, ["A", "B"], 1)]);
    expect(r.matches.get(7)).toEqual({ number: 7, teams: [null, null], byes: [false, false], winner: null, loser: null, notPlayed: true });
    expect(r.changed).toEqual([]);
    expect(r.champion).toBe("A");
  });

  it("puts both finalists in the reset, to be played, when the lower-bracket team wins", () => {
    const r = resolve(doubleOfFour(), [...path, won(6, ["A", "B"], 2)]);
    expect(r.matches.get(7)).toEqual({ number: 7, teams: ["A", "B"], byes: [false, false], winner: null, loser: null, notPlayed: false });
    expect(r.champion).toBeNull();
    expect(r.placements).toEqual([]);
  });

  it("does not call the reset unneeded before the first final is decided", () => {
    const r = resolve(doubleOfFour(), []);
    expect(r.matches.get(7)!.notPlayed).toBe(false);
    expect(r.matches.get(6)!.teams).toEqual([null, null]);
    expect(r.champion).toBeNull();
    expect(r.placements).toEqual([]);
    expect(r.changed).toEqual([]);
  });
});

describe("resolve: byes", () => {
  it("shows a bye as an empty slot on either side and moves the other team on", () => {
    const layout = { ...eliminationLayout(4), byes: ["1.1", "2.2"] };
    const r = resolve(layout, [
      { number: 1, teams: [null, "B"] },
      { number: 2, teams: ["C", null] },
    ]);
    expect(r.matches.get(1)).toEqual({ number: 1, teams: [null, "B"], byes: [true, false], winner: "B", loser: "BYE", notPlayed: false });
    expect(r.matches.get(2)).toEqual({ number: 2, teams: ["C", null], byes: [false, true], winner: "C", loser: "BYE", notPlayed: false });
    expect(r.matches.get(3)).toEqual({ number: 3, teams: ["B", "C"], byes: [false, false], winner: null, loser: null, notPlayed: false });
  });

  it("crowns nobody in a final between two byes", () => {
    const layout = layoutOf([[1]], { 1: { win: "champion", lose: "eliminated" } }, { byes: ["1.1", "1.2"] });
    const r = resolve(layout, []);
    expect(r.matches.get(1)!.teams).toEqual([null, null]);
    expect(r.matches.get(1)!.byes).toEqual([true, true]);
    expect(r.champion).toBeNull();
    expect(r.placements).toEqual([]);
  });
});

describe("resolve: which stored results count", () => {
  it("ignores a final result recorded for other teams than the bracket now puts there, on either side", () => {
    const semis = [won(1, ["A", "D"], 1), won(2, ["B", "C"], 1)];
    // Each recorded before a semifinal was corrected.
    for (const stale of [won(3, ["D", "B"], 1), won(3, ["A", "C"], 1)]) {
      const r = resolve(eliminationLayout(4), [...semis, stale]);
      expect(r.matches.get(3)).toMatchObject({ teams: ["A", "B"], winner: null, loser: null });
      expect(r.champion).toBeNull();
      expect(r.changed).toEqual([3]);
    }
  });

  it("decides nothing from a score while a slot is still empty", () => {
    const r = resolve(eliminationLayout(4), [
      { number: 1, teams: [null, "D"], first_to: 3, score_1: 0, score_2: 3 },
      { number: 2, teams: ["B", null], first_to: 3, score_1: 3, score_2: 0 },
    ]);
    expect(r.matches.get(1)).toMatchObject({ teams: [null, "D"], winner: null, loser: null });
    expect(r.matches.get(2)).toMatchObject({ teams: ["B", null], winner: null, loser: null });
    expect(r.matches.get(3)!.teams).toEqual([null, null]);
  });
});

describe("resolve: changed matches", () => {
  it("reports a match fed in only one of its slots once its fed team changes", () => {
    const layout = layoutOf(
      [
        [1, 2],
        [3, 4],
      ],
      { 1: { win: "3.1" }, 2: { win: "4.2" } },
    );
    const r = resolve(layout, [
      won(1, ["A", "B"], 1),
      won(2, ["C", "D"], 2),
      { number: 3, teams: [null, "E"] },
      { number: 4, teams: ["F", null] },
    ]);
    expect(r.matches.get(3)!.teams).toEqual(["A", "E"]);
    expect(r.matches.get(4)!.teams).toEqual(["F", "D"]);
    expect(r.changed).toEqual([3, 4]);
  });

  it("reports the round-2 match a compacted bye seed waits in", () => {
    // Match 1: seeds 2 and 3; match 2: seed 1 against the winner of match 1.
    const layout = eliminationLayout(4, { teams: 3, compactByes: true });
    const r = resolve(layout, [won(1, ["S2", "S3"], 2), { number: 2, teams: ["S1", null] }]);
    expect(r.matches.get(2)!.teams).toEqual(["S1", "S3"]);
    expect(r.changed).toEqual([2]);
  });
});

describe("resolve: outcomes", () => {
  it("reads win and lose targets written with stray spaces", () => {
    const layout = layoutOf([[1, 2], [3]], {
      1: { win: " 3.1", lose: "eliminated " },
      2: { win: "3.2 ", lose: " eliminated" },
      3: { win: " champion ", lose: "eliminated\n" },
    });
    const r = resolve(layout, [won(1, ["A", "B"], 1), won(2, ["C", "D"], 1), won(3, ["A", "C"], 1)]);
    expect(r.champion).toBe("A");
    expect(r.placements).toEqual([
      { team: "A", place: 1 },
      { team: "C", place: 2 },
      { team: "B", place: 3 },
      { team: "D", place: 3 },
    ]);
  });

  it("does not place the semifinal losers while their third-place match is still to play", () => {
    // Semis 1 and 2 send their losers to the 3rd place match 4; 3 is the final.
    const layout = eliminationLayout(4, { thirdPlace: true });
    const semisAndFinal = [won(1, ["A", "D"], 1), won(2, ["B", "C"], 1), won(3, ["A", "B"], 1)];
    const r = resolve(layout, semisAndFinal);
    expect(r.matches.get(4)!.teams).toEqual(["D", "C"]);
    expect(r.champion).toBe("A");
    expect(r.placements).toEqual([
      { team: "A", place: 1 },
      { team: "B", place: 2 },
    ]);
    const played = resolve(layout, [...semisAndFinal, won(4, ["D", "C"], 2)]);
    expect(played.matches.get(4)).toMatchObject({ winner: "C", loser: "D" });
    expect(played.champion).toBe("A");
  });

  it("lists a champion who was knocked out earlier and put back by hand only once", () => {
    // The final's second slot is filled by hand, not by a connection.
    const layout = layoutOf([[1], [2]], { 1: { win: "2.1", lose: "eliminated" }, 2: { win: "champion", lose: "eliminated" } });
    const r = resolve(layout, [won(1, ["A", "B"], 1), won(2, ["A", "B"], 2)]);
    expect(r.champion).toBe("B");
    expect(r.placements).toEqual([
      { team: "B", place: 1 },
      { team: "A", place: 2 },
    ]);
  });
});

describe("resolve: order of the matches", () => {
  it("resolves the feeders first when a final is drawn in an earlier column than its semifinals", () => {
    const layout: BracketLayout = {
      brackets: [{ columns: [{ games: [1, 2, 3, 4] }, { games: [6, 7] }] }, { name: "Final", columns: [{ games: [5] }] }],
      connections: {
        1: { win: "6.1", lose: "eliminated" },
        2: { win: "6.2", lose: "eliminated" },
        3: { win: "7.1", lose: "eliminated" },
        4: { win: "7.2", lose: "eliminated" },
        6: { win: "5.1", lose: "eliminated" },
        7: { win: "5.2", lose: "eliminated" },
        5: { win: "champion", lose: "eliminated" },
      },
    };
    const r = resolve(layout, [
      won(1, ["A", "B"], 1),
      won(2, ["C", "D"], 1),
      won(3, ["E", "F"], 1),
      won(4, ["G", "H"], 1),
      won(6, ["A", "C"], 1),
      won(7, ["E", "G"], 2),
      won(5, ["A", "G"], 1),
    ]);
    expect(sortedKeys(r)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(r.matches.get(5)!.teams).toEqual(["A", "G"]);
    expect(r.champion).toBe("A");
    expect(r.changed).toEqual([]);
    expect(r.placements).toEqual([
      { team: "A", place: 1 },
      { team: "G", place: 2 },
      { team: "C", place: 3 },
      { team: "E", place: 3 },
      { team: "B", place: 5 },
      { team: "D", place: 5 },
      { team: "F", place: 5 },
      { team: "H", place: 5 },
    ]);
  });

  it("resolves the matches of a cycle after the rest, in number order, once each", () => {
    // 1 and 2 feed each other; 3 feeds both 1 and 4.
    const layout = layoutOf([[1, 2, 3], [4]], { 1: { win: "2.1" }, 2: { win: "1.1" }, 3: { win: "1.2", lose: "4.1" } });
    const r = resolve(layout, [
      { number: 1, teams: ["X", "Y"] },
      { number: 2, teams: ["P", "Q"] },
      won(3, ["A", "B"], 1),
      { number: 4, teams: [null, "E"] },
    ]);
    expect(sortedKeys(r)).toEqual([1, 2, 3, 4]);
    expect(r.matches.get(4)!.teams).toEqual(["B", "E"]);
    expect(r.matches.get(1)!.teams).toEqual([null, "A"]);
    expect(r.matches.get(2)!.teams).toEqual([null, "Q"]);
    expect(r.changed).toEqual([4, 1, 2]);
  });
});

describe("matchDepths", () => {
  it("counts the wins a match's winner still needs, a final routed into its own reset counting as a final", () => {
    const layout = layoutOf(
      [
        [1, 3, 6],
        [2, 4, 5],
      ],
      {
        1: { win: "2.1", reset: 2 }, // its winner's slot is its own reset game
        2: { win: "champion" },
        3: { win: "4.1", reset: 5 }, // its winner moves on to match 4
        4: { win: "champion" },
        5: {},
        // 6 has no connection at all
      },
    );
    expect(matchDepths(layout)).toEqual(
      new Map([
        [1, 0],
        [2, 0],
        [3, 1],
        [4, 0],
        [5, 0],
        [6, 0],
      ]),
    );
  });

  it("gives the matches of a cycle a depth without looping", () => {
    const layout = layoutOf([[1], [2]], { 1: { win: "2.1" }, 2: { win: "1.1" } });
    expect(matchDepths(layout)).toEqual(
      new Map([
        [1, 2],
        [2, 1],
      ]),
    );
  });
});
