import { describe, expect, it } from "vitest";
import { layoutOrEmpty, parseLayout, parseOutcome, renumber } from "./layout.ts";

const emptyLayout = { brackets: [], connections: {} };

describe("bracket layout text", () => {
  it("reads blank or missing text as an empty layout", () => {
    for (const text of [null, undefined, "", "  \n\t "]) expect(parseLayout(text)).toEqual({ ok: true, layout: emptyLayout });
  });

  it("falls back to an empty layout only when the text does not parse", () => {
    expect(layoutOrEmpty("{nope")).toEqual(emptyLayout);
    expect(layoutOrEmpty('{"brackets":[{"columns":[{"games":[1]}]}]}')).toEqual({
      brackets: [{ columns: [{ games: [1] }] }],
      connections: {},
    });
  });

  it("removes the outcomes and the reset that point at a missing match, keeping the rest of the connection", () => {
    const result = parseLayout(
      JSON.stringify({
        brackets: [{ columns: [{ games: [1, 2] }, { games: [3] }] }],
        connections: {
          1: { win: "3.1", lose: "9.2", winStyle: "dashed" },
          2: { win: "3.2", lose: "eliminated", reset: 9 },
          3: { win: "champion", reset: 2 },
        },
      }),
    );
    expect(result.ok && result.layout.connections).toStrictEqual({
      1: { win: "3.1", winStyle: "dashed" },
      2: { win: "3.2", lose: "eliminated" },
      3: { win: "champion", reset: 2 },
    });
  });
});

describe("parseOutcome", () => {
  it("reads a slot 'N.1' or 'N.2', ignoring surrounding spaces, and the three named outcomes", () => {
    expect(parseOutcome(" 12.2 ")).toEqual({ kind: "slot", match: 12, position: 2 });
    expect(parseOutcome("3.1")).toEqual({ kind: "slot", match: 3, position: 1 });
    expect(parseOutcome("eliminated")).toEqual({ kind: "eliminated" });
    expect(parseOutcome("champion")).toEqual({ kind: "champion" });
    expect(parseOutcome("advance")).toEqual({ kind: "advance" });
  });

  it("answers null for anything else", () => {
    for (const value of [undefined, "", "x1.2", "1.2x", "1.3", "1", "nowhere", "Champion"]) expect(parseOutcome(value)).toBeNull();
  });
});

describe("renumber", () => {
  it("moves byes and seeds with their games and drops those of games that are gone", () => {
    const layout = renumber({
      brackets: [{ columns: [{ games: [5, null, 7] }] }],
      connections: {},
      byes: ["5.2", "6.1", "7.1"],
      seeds: { "5.1": "Seed 1", "6.2": "Seed 9", "7.2": "Seed 2" },
    });
    expect(layout.brackets).toEqual([{ columns: [{ games: [1, null, 2] }] }]);
    expect(layout.byes).toEqual(["1.2", "2.1"]);
    expect(layout.seeds).toEqual({ "1.1": "Seed 1", "2.2": "Seed 2" });
  });
});
