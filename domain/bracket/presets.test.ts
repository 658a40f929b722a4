import { describe, expect, it } from "vitest";
import type { BracketLayout } from "./layout.ts";
import { eliminationLayout, GSL_PRESET, newBracket, seedPositions } from "./presets.ts";
import { resolve } from "./resolve.ts";
import { won } from "./resolve.test-helper.ts";

const headers = (layout: BracketLayout) => layout.brackets.map((b) => [b.name, b.columns.map((c) => c.header)]);

/** Where each loser of an upper column drops: [lower column, index in it, slot]. */
function drops(layout: BracketLayout, upperColumn: number): [number, number, number][] {
  const [upper, lower] = layout.brackets;
  return upper.columns[upperColumn].games.map((g) => {
    const [match, position] = layout.connections[g!].lose!.split(".").map(Number);
    const column = lower.columns.findIndex((c) => c.games.includes(match));
    return [column, lower.columns[column].games.indexOf(match), position];
  });
}

describe("elimination presets", () => {
  it("lists seeds in first-round slot order so that seeds meet inner-outer", () => {
    expect(seedPositions(1)).toEqual([1]);
    expect(seedPositions(2)).toEqual([1, 2]);
    expect(seedPositions(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it("refuses a size that is not a power of two", () => {
    for (const size of [0, 1, 6, 12]) expect(() => eliminationLayout(size)).toThrow(`[presets] size must be a power of two, got ${size}`);
  });

  it("builds a 4-team single elimination with seeds 1v4 and 2v3", () => {
    expect(eliminationLayout(4)).toEqual({
      brackets: [
        {
          columns: [
            { header: "Semifinals", games: [1, 2] },
            { header: "Final", games: [3] },
          ],
        },
      ],
      connections: {
        1: { win: "3.1", lose: "eliminated" },
        2: { win: "3.2", lose: "eliminated" },
        3: { win: "champion", lose: "eliminated" },
      },
      byes: [],
      seeds: { "1.1": "Seed 1", "1.2": "Seed 4", "2.1": "Seed 2", "2.2": "Seed 3" },
    });
  });

  it("sends the semifinal losers to a 3rd place match when asked", () => {
    expect(eliminationLayout(4, { thirdPlace: true })).toEqual({
      brackets: [
        {
          columns: [
            { header: "Semifinals", games: [1, 2] },
            { header: "Final", games: [3] },
            { header: "3rd Place", games: [4] },
          ],
        },
      ],
      connections: {
        1: { win: "3.1", lose: "4.1" },
        2: { win: "3.2", lose: "4.2" },
        3: { win: "champion", lose: "eliminated" },
      },
      byes: [],
      seeds: { "1.1": "Seed 1", "1.2": "Seed 4", "2.1": "Seed 2", "2.2": "Seed 3" },
    });
  });

  it("plays a 2-team bracket as a single final, even when double elimination is asked", () => {
    const final = {
      brackets: [{ columns: [{ header: "Final", games: [1] }] }],
      connections: { 1: { win: "champion", lose: "eliminated" } },
      byes: [],
      seeds: { "1.1": "Seed 1", "1.2": "Seed 2" },
    };
    expect(eliminationLayout(2, { double: true })).toEqual(final);
    expect(eliminationLayout(2, { thirdPlace: true })).toEqual(final);
  });

  it("names the rounds from the final backwards", () => {
    expect(headers(eliminationLayout(32))).toEqual([[undefined, ["Round 1", "Round 2", "Quarterfinals", "Semifinals", "Final"]]]);
  });

  it("builds a 4-team double elimination as upper and lower brackets with a grand final and its reset", () => {
    expect(eliminationLayout(4, { double: true })).toEqual({
      brackets: [
        {
          name: "Upper",
          columns: [
            { header: "Upper Semifinals", games: [1, 2] },
            { header: "Upper Final", games: [4] },
            { header: "Grand Final", games: [6] },
            { header: "Reset", games: [7] },
          ],
        },
        {
          name: "Lower",
          columns: [
            { header: "Lower Round 1", games: [3] },
            { header: "Lower Final", games: [5] },
          ],
        },
      ],
      connections: {
        1: { win: "4.1", lose: "3.1" },
        2: { win: "4.2", lose: "3.2" },
        3: { win: "5.2", lose: "eliminated" },
        4: { win: "6.1", lose: "5.1" },
        5: { win: "6.2", lose: "eliminated" },
        6: { win: "champion", lose: "eliminated", reset: 7 },
        7: { win: "champion", lose: "eliminated" },
      },
      byes: [],
      seeds: { "1.1": "Seed 1", "1.2": "Seed 4", "2.1": "Seed 2", "2.2": "Seed 3" },
    });
  });

  it("builds the GSL preset as a real GSL group: openings, winners' and elimination matches, decider; two advance", () => {
    expect(GSL_PRESET()).toEqual({
      brackets: [
        {
          columns: [
            { header: "Opening matches", games: [1, 2] },
            { header: "Winners' and elimination matches", games: [3, 4] },
            { header: "Decider", games: [5] },
          ],
        },
      ],
      connections: {
        1: { win: "3.1", lose: "4.1" },
        2: { win: "3.2", lose: "4.2" },
        3: { win: "advance", lose: "5.1" },
        4: { win: "5.2", lose: "eliminated" },
        5: { win: "advance", lose: "eliminated" },
      },
      byes: [],
      seeds: { "1.1": "Seed 1", "1.2": "Seed 4", "2.1": "Seed 2", "2.2": "Seed 3" },
    });
    const played = [won(1, ["A", "D"], 1), won(2, ["B", "C"], 1), won(3, ["A", "B"], 1), won(4, ["D", "C"], 2), won(5, ["B", "C"], 2)];
    const r = resolve(GSL_PRESET(), played);
    expect([r.matches.get(3)?.teams, r.matches.get(4)?.teams, r.matches.get(5)?.teams]).toEqual([
      ["A", "B"],
      ["D", "C"],
      ["B", "C"],
    ]);
  });

  it("lines the grand final up after the lower final in an 8-team double elimination", () => {
    const layout = eliminationLayout(8, { double: true });
    expect(headers(layout)).toEqual([
      ["Upper", ["Upper Quarterfinals", "Upper Semifinals", "Upper Final", undefined, "Grand Final", "Reset"]],
      ["Lower", ["Lower Round 1", "Lower Round 2", "Lower Round 3", "Lower Final"]],
    ]);
    expect(layout.brackets.map((b) => b.columns.map((c) => c.games))).toEqual([
      [[1, 2, 3, 4], [7, 8], [11], [], [14], [15]],
      [[5, 6], [9, 10], [12], [13]],
    ]);
  });

  it("drops upper-bracket losers into the lower bracket in the standard orders", () => {
    // 16 teams, upper round 2: reverse half shift.
    expect(drops(eliminationLayout(16, { double: true }), 1)).toEqual([
      [1, 1, 1],
      [1, 0, 1],
      [1, 3, 1],
      [1, 2, 1],
    ]);
    // 32 teams, upper round 3: half shift.
    expect(drops(eliminationLayout(32, { double: true }), 2)).toEqual([
      [3, 2, 1],
      [3, 3, 1],
      [3, 0, 1],
      [3, 1, 1],
    ]);
  });

  it("with compact byes, drops bye games and seeds those teams straight into round two", () => {
    expect(eliminationLayout(8, { teams: 5, compactByes: true })).toEqual({
      brackets: [
        {
          columns: [
            { header: "Quarterfinals", games: [1] },
            { header: "Semifinals", games: [2, 3] },
            { header: "Final", games: [4] },
          ],
        },
      ],
      connections: {
        1: { win: "2.2", lose: "eliminated" },
        2: { win: "4.1", lose: "eliminated" },
        3: { win: "4.2", lose: "eliminated" },
        4: { win: "champion", lose: "eliminated" },
      },
      byes: [],
      seeds: { "1.1": "Seed 4", "1.2": "Seed 5", "2.1": "Seed 1", "3.1": "Seed 2", "3.2": "Seed 3" },
    });
  });

  it("with compact byes, a game of two byes makes the slot it fed a bye, so the seed there goes on alone", () => {
    // Seeds 4 and 5 are both byes at 3 teams: their game goes, and Seed 1 has nobody to play.
    const layout = eliminationLayout(8, { teams: 3, compactByes: true });
    expect(layout.seeds).toStrictEqual({ "1.1": "Seed 1", "2.1": "Seed 2", "2.2": "Seed 3" });
    expect(layout.byes).toStrictEqual(["1.2"]);
    const played = [
      { number: 1, teams: ["A", ""] as [string, string] },
      { number: 2, teams: ["B", "C"] as [string, string], first_to: 2, score_1: 2, score_2: 0 },
    ];
    expect(resolve(layout, played).matches.get(3)?.teams).toEqual(["A", "B"]);
  });

  it("starts a new bracket with four games numbered from the given number, then three empty columns", () => {
    expect(newBracket("Upper", 5)).toEqual({
      name: "Upper",
      columns: [{ games: [5, 6, 7, 8] }, { games: [] }, { games: [] }, { games: [] }],
    });
    expect(newBracket()).toStrictEqual({ columns: [{ games: [1, 2, 3, 4] }, { games: [] }, { games: [] }, { games: [] }] });
  });
});
