import { describe, expect, it } from "vitest";
import type { MatchRecord } from "../tables.ts";
import { groupsOf, groupStandings, parseTiebreakers } from "./fromRecords.ts";
import { computeStandings, type StandingsMatch } from "./standings.ts";

const m = (a: string, b: string, s1: number, s2: number): StandingsMatch => ({ teams: [a, b], score_1: s1, score_2: s2, first_to: 2 });
const view = (rows: ReturnType<typeof computeStandings>) =>
  rows.map((r) => `${r.rank} ${r.team}${r.tied ? " (tied)" : ""}${r.separatedBy ? ` by ${r.separatedBy}` : ""}`);
const record = (fields: Partial<MatchRecord>) =>
  ({ id: "m", __tableName: "Matches", __version: 1, first_to: 2, ...fields }) as unknown as MatchRecord;

describe("head-to-head", () => {
  it("counts for each team only its own matches against the others still tied", () => {
    // C played nobody: it sits between A (beat B) and B (lost to A).
    const rows = computeStandings(["A", "B", "C"], [m("A", "B", 2, 0)], ["head_to_head"]);
    expect(view(rows)).toEqual(["1 A", "2 C by head_to_head", "3 B by head_to_head"]);
  });

  it("counts a match whichever side the team played on", () => {
    const rows = computeStandings(["A", "B", "C"], [m("B", "A", 0, 2), m("C", "B", 2, 1)], ["head_to_head"]);
    // A: +1 (won as the second team); B: -2; C: +1 (won as the first team).
    expect(view(rows)).toEqual(["1 A (tied)", "1 C (tied)", "3 B by head_to_head"]);
  });
});

describe("standings from match records", () => {
  it("reads tiebreaker names with stray spaces", () => {
    expect(parseTiebreakers([" Map wins ", "head_to_head\n"])).toEqual(["map_wins", "head_to_head"]);
  });

  it("lists only matches that name a group", () => {
    expect(
      groupsOf([{ match_group: "Group A" }, { match_group: null }, { match_group: "" }, { match_group: "Group B" }] as Pick<
        MatchRecord,
        "match_group"
      >[]),
    ).toEqual(["Group A", "Group B"]);
  });

  it("ranks a group with a match that has no teams yet", () => {
    const matches = [
      record({ match_group: "Group A", teams: ["A", "B"], score_1: 2, score_2: 1 }),
      record({ match_group: "Group A", teams: undefined }),
    ];
    expect(groupStandings(matches, "Group A").map((r) => [r.team, r.rank, r.matchWins])).toEqual([
      ["A", 1, 1],
      ["B", 2, 0],
    ]);
  });
});
