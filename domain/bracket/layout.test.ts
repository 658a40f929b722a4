import { describe, expect, it } from "vitest";
import { matchNumbers, parseLayout, PARSE_FAILURE, renumber } from "./layout.ts";
import { PRESETS } from "./presets.ts";

describe("bracket layout", () => {
  it("parses trimmed JSON and refuses what is not a layout with 'Couldn't parse that format'", () => {
    expect(parseLayout('  {"brackets":[],"connections":{}}\n')).toEqual({ ok: true, layout: { brackets: [], connections: {} } });
    expect(parseLayout("{nope")).toEqual({ ok: false, message: PARSE_FAILURE });
    expect(parseLayout('{"brackets":[{"columns":[{"games":["x"]}]}]}')).toEqual({ ok: false, message: "Couldn't parse that format" });
    expect(parseLayout('{"brackets":[],"connections":{"1":{"win":"somewhere"}}}').ok).toBe(false);
  });

  it("drops connections from or to a match the layout does not have", () => {
    const result = parseLayout(
      JSON.stringify({
        brackets: [{ columns: [{ games: [1, 2] }, { games: [3] }] }],
        connections: { 1: { win: "3.1", lose: "9.2" }, 2: { win: "3.2" }, 8: { win: "3.1" } },
      }),
    );
    expect(result.ok && result.layout.connections).toEqual({ 1: { win: "3.1" }, 2: { win: "3.2" } });
  });

  it("numbers matches column by column across all brackets, left to right, skipping empty slots", () => {
    const layout = renumber({
      brackets: [
        { name: "Upper", columns: [{ games: [10, null, 11] }, { games: [12] }] },
        { name: "Lower", columns: [{ games: [null, 20] }, { games: [21] }] },
      ],
      connections: {
        10: { win: "12.1", lose: "20.1" },
        11: { win: "12.2", lose: "20.2" },
        20: { win: "21.2" },
        12: { lose: "21.1", win: "champion" },
      },
    });
    expect(layout.brackets.map((b) => b.columns.map((c) => c.games))).toEqual([
      [[1, null, 2], [4]],
      [[null, 3], [5]],
    ]);
    expect(layout.connections).toEqual({
      1: { win: "4.1", lose: "3.1" },
      2: { win: "4.2", lose: "3.2" },
      3: { win: "5.2" },
      4: { lose: "5.1", win: "champion" },
    });
    expect(matchNumbers(layout)).toEqual([1, 2, 3, 4, 5]);
  });

  it("offers the presets of SPEC §4 with the expected game counts", () => {
    const counts = Object.fromEntries(PRESETS.map((p) => [p.name, matchNumbers(p.build()).length]));
    expect(counts).toEqual({
      Empty: 4,
      "8-team single elimination": 7,
      "12-team single elimination": 11,
      "16-team single elimination": 15,
      "16-team single elimination with 3rd place match": 16,
      "4-team GSL group": 5,
      "4-team double elimination": 7,
      "8-team double elimination": 15,
      "12-team double elimination": 31,
    });
    expect(PRESETS[0].build().brackets[0].columns.map((c) => c.games.length)).toEqual([4, 0, 0, 0]);
  });

  it("lets the top four seeds of a 12-team single elimination enter in round two", () => {
    const layout = PRESETS.find((p) => p.key === "se12")!.build();
    expect(layout.brackets[0].columns[0].games).toHaveLength(4);
    expect(
      Object.entries(layout.seeds!)
        .filter(([slot]) => Number(slot.split(".")[0]) >= 5)
        .map(([, s]) => s)
        .sort(),
    ).toEqual(["Seed 1", "Seed 2", "Seed 3", "Seed 4"]);
  });
});
