import { describe, expect, it } from "vitest";
import type { MatchRecord } from "../tables.ts";
import { groupsOf, groupStandings, parseTiebreakers } from "./fromRecords.ts";
import { DEFAULT_TIEBREAKERS } from "./standings.ts";

const rec = (id: string, group: string, teams: string[], s1: number, s2: number) =>
  ({
    id,
    __tableName: "Matches",
    __version: 1,
    match_group: group,
    teams,
    score_1: s1,
    score_2: s2,
    first_to: 2,
  }) as unknown as MatchRecord;

describe("standings from match records", () => {
  it("ranks only the teams and matches of the asked group", () => {
    const matches = [
      rec("m1", "Group A", ["A", "B"], 2, 0),
      rec("m2", "Group B", ["C", "D"], 2, 1),
      rec("m3", "Group A", ["B", "E"], 2, 1),
    ];
    expect(groupsOf(matches)).toEqual(["Group A", "Group B"]);
    expect(groupStandings(matches, "Group A").map((r) => [r.team, r.rank])).toEqual([
      ["A", 1],
      ["B", 2],
      ["E", 3],
    ]);
  });

  it("reads a configured tiebreaker chain by key or label, falling back to the default", () => {
    expect(parseTiebreakers(["Head-to-head", "map_wins", "nonsense"])).toEqual(["head_to_head", "map_wins"]);
    expect(parseTiebreakers([])).toEqual(DEFAULT_TIEBREAKERS);
  });
});
