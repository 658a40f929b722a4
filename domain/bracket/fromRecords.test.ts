import { describe, expect, it } from "vitest";
import type { MatchRecord } from "../tables.ts";
import { slotsOf, toResolveMatch } from "./fromRecords.ts";

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
