import { describe, expect, it } from "vitest";
import type { MatchRecord } from "../tables.ts";
import { bindGames, resolveInputs, slotsOf, toResolveMatch } from "./fromRecords.ts";

const record = (fields: Partial<MatchRecord>) => ({ id: "m1", __tableName: "Matches", __version: 1, ...fields }) as unknown as MatchRecord;

describe("slotsOf", () => {
  it("puts a lone team on the left unless the record says it is on the right", () => {
    expect(slotsOf({ teams: ["A"] })).toStrictEqual(["A", null]);
    expect(slotsOf({ teams: ["A"], placeholder_right: true })).toStrictEqual(["A", null]);
    expect(slotsOf({ teams: ["A"], placeholder_right: false })).toStrictEqual([null, "A"]);
  });

  it("reads two teams in order and leaves both slots empty without teams", () => {
    expect(slotsOf({ teams: ["A", "B"], placeholder_right: false })).toStrictEqual(["A", "B"]);
    expect(slotsOf({ teams: [] })).toStrictEqual([null, null]);
    expect(slotsOf({ teams: [], placeholder_right: false })).toStrictEqual([null, null]);
    expect(slotsOf({ placeholder_right: true } as Pick<MatchRecord, "teams" | "placeholder_right">)).toStrictEqual([null, null]);
  });
});

describe("toResolveMatch", () => {
  it("reads a numbered match's slots and result", () => {
    const match = record({ match_number: 4, teams: ["B"], placeholder_right: false, score_1: 0, score_2: 2, first_to: 2, forfeit: true });
    expect(toResolveMatch(match)).toEqual({ number: 4, teams: [null, "B"], score_1: 0, score_2: 2, first_to: 2, forfeit: true });
  });

  it("skips a match that has no number in its bracket", () => {
    expect(toResolveMatch(record({ teams: ["A", "B"], score_1: 2, score_2: 0, first_to: 2 }))).toBeNull();
  });
});

describe("bindGames", () => {
  const layout = {
    brackets: [{ name: "Main", columns: [{ games: [1, 2] }, { games: [3] }] }],
    connections: { 1: { win: "3.1" }, 2: { win: "3.2" } },
  };
  const m = (id: string, match_number?: number) => ({ id, match_number });

  it("binds each game to the match carrying its number", () => {
    const bound = bindGames(layout, [m("c", 3), m("a", 1), m("b", 2)]);
    expect([...bound.byGame].map(([g, r]) => [g, r.id])).toEqual([
      [3, "c"],
      [1, "a"],
      [2, "b"],
    ]);
    expect(bound.missing).toEqual([]);
  });

  it("binds games no match carries by number to the other matches in order (101-103 play 1-3)", () => {
    const bound = bindGames(layout, [m("x", 101), m("y", 102), m("z", 103)]);
    expect(bound.gameOf).toEqual(
      new Map([
        ["x", 1],
        ["y", 2],
        ["z", 3],
      ]),
    );
    const mixed = bindGames(layout, [m("n"), m("b", 2), null, m("b", 2)]);
    expect(mixed.gameOf).toEqual(
      new Map([
        ["b", 2],
        ["n", 1],
      ]),
    );
    expect(mixed.missing).toEqual([3]);
  });

  it("feeds resolve each record as the game it plays", () => {
    const bound = bindGames(layout, [record({ id: "x", match_number: 101, teams: ["A", "B"], score_1: 2, score_2: 0, first_to: 2 })]);
    expect(resolveInputs(bound)).toEqual([{ number: 1, teams: ["A", "B"], score_1: 2, score_2: 0, first_to: 2, forfeit: undefined }]);
  });
});
