import { describe, expect, it } from "vitest";
import { foldyScenarios } from "./scenarios.ts";
import { matchLength } from "../match.ts";
import { computeStandings, DEFAULT_TIEBREAKERS, mapStatsScore, TIEBREAKER_LABELS, type StandingsMatch } from "./standings.ts";

const m = (a: string, b: string, s1: number, s2: number, first_to = 2): StandingsMatch => ({
  teams: [a, b],
  score_1: s1,
  score_2: s2,
  first_to,
});
const view = (rows: ReturnType<typeof computeStandings>) =>
  rows.map((r) => `${r.rank} ${r.team}${r.tied ? " (tied)" : ""}${r.separatedBy ? ` by ${r.separatedBy}` : ""}`);

describe("standings", () => {
  it("counts match and map records and ranks by match differential first", () => {
    const rows = computeStandings(["A", "B", "C"], [m("A", "B", 2, 0), m("A", "C", 2, 1), m("B", "C", 2, 1)]);
    expect(rows.map((r) => [r.team, r.matchWins, r.matchLosses, r.mapWins, r.mapLosses, r.mapDiff])).toEqual([
      ["A", 2, 0, 4, 1, 3],
      ["B", 1, 1, 2, 3, -1],
      ["C", 0, 2, 2, 4, -2],
    ]);
    expect(view(rows)).toEqual(["1 A", "2 B by match_diff", "3 C by match_diff"]);
  });

  it("breaks a two-way tie by head-to-head when match and map differential are equal", () => {
    // A and B: 2-1 each in matches, +1 map diff each; B beat A.
    const rows = computeStandings(
      ["A", "B", "C", "D"],
      [m("B", "A", 2, 1), m("A", "C", 2, 1), m("A", "D", 2, 1), m("B", "C", 2, 1), m("D", "B", 2, 1), m("C", "D", 2, 0)],
    );
    expect(view(rows).slice(0, 2)).toEqual(["1 B", "2 A by head_to_head"]);
  });

  it("lets no circular head-to-head order three tied teams: they share the rank, and a split re-runs head-to-head among the rest", () => {
    // A beat B, B beat C, C beat A, all 2-1: every criterion ties; they share rank 1 and say so.
    const circle = [m("A", "B", 2, 1), m("B", "C", 2, 1), m("C", "A", 2, 1)];
    expect(view(computeStandings(["A", "B", "C"], circle))).toEqual(["1 A (tied)", "1 B (tied)", "1 C (tied)"]);
    // The same circle, plus each beat D: A by 2-0 goes first on map differential; among
    // only B and C, B beat C (head-to-head among all three would have separated nobody).
    const withD = [...circle, m("A", "D", 2, 0), m("B", "D", 2, 1), m("C", "D", 2, 1)];
    expect(view(computeStandings(["A", "B", "C", "D"], withD))).toEqual([
      "1 A",
      "2 B by map_diff",
      "3 C by head_to_head",
      "4 D by match_diff",
    ]);
  });

  it("shares the rank when every head-to-head is even, rather than inventing an order", () => {
    // Each pair split its two meetings: head-to-head alone separates nobody.
    const rows = computeStandings(
      ["B", "C", "D"],
      [m("B", "C", 2, 1), m("B", "D", 2, 1), m("C", "D", 2, 1), m("C", "B", 2, 1), m("D", "B", 2, 1), m("D", "C", 2, 1)],
      ["head_to_head"],
    );
    expect(view(rows)).toEqual(["1 B (tied)", "1 C (tied)", "1 D (tied)"]);
  });

  it("scores team map stats as wins minus a quarter per loss, and match length as first_to*2-1 plus draws", () => {
    expect(mapStatsScore(7, 4)).toBe(6);
    expect(matchLength(3)).toBe(5);
    expect(matchLength(3, 2)).toBe(7);
  });

  it("lists where each team can still finish in the foldy sheet", () => {
    const sheet = foldyScenarios(
      ["A", "B", "C"],
      [m("A", "B", 2, 0), { teams: ["A", "C"], first_to: 2 }, { teams: ["B", "C"], first_to: 2 }],
    );
    expect(sheet.remaining).toBe(2);
    expect(sheet.outcomes).toBe(4);
    const a = sheet.teams.find((t) => t.team === "A")!;
    expect([a.best, a.worst]).toEqual([1, 2]);
    expect(sheet.teams.find((t) => t.team === "C")!.best).toBe(1);
  });
});

/** Each row as [team, match W, match L, map W, map L, map diff]. */
const records = (rows: ReturnType<typeof computeStandings>) =>
  rows.map((r) => [r.team, r.matchWins, r.matchLosses, r.mapWins, r.mapLosses, r.mapDiff]);

describe("map differential against head-to-head", () => {
  // A and B are both 2-1 in matches. A beat B, but B has the better map differential (+3
  // against 0). Lower down, C and D are both 1-2: D beat C, C has the better map differential.
  const teams = ["A", "B", "C", "D"];
  const matches = [m("A", "B", 2, 1), m("C", "A", 2, 0), m("A", "D", 2, 1), m("B", "C", 2, 0), m("B", "D", 2, 0), m("D", "C", 2, 1)];

  it("counts each team's match and map record", () => {
    expect(records(computeStandings(teams, matches)).sort()).toEqual([
      ["A", 2, 1, 4, 4, 0],
      ["B", 2, 1, 5, 2, 3],
      ["C", 1, 2, 3, 4, -1],
      ["D", 1, 2, 3, 5, -2],
    ]);
  });

  it("by default ranks on map differential before head-to-head", () => {
    expect(view(computeStandings(teams, matches))).toEqual(["1 B", "2 A by map_diff", "3 C by match_diff", "4 D by map_diff"]);
    expect(DEFAULT_TIEBREAKERS).toEqual(["match_diff", "map_diff", "head_to_head", "map_wins"]);
  });

  it("ranks on head-to-head first when the event's chain puts it before map differential", () => {
    const rows = computeStandings(teams, matches, ["match_diff", "head_to_head", "map_diff", "map_wins"]);
    expect(view(rows)).toEqual(["1 A", "2 B by head_to_head", "3 D by match_diff", "4 C by head_to_head"]);
    // The chain changes the order, never the numbers shown beside it.
    expect(rows.map((r) => [r.team, r.mapDiff])).toEqual([
      ["A", 0],
      ["B", 3],
      ["D", -2],
      ["C", -1],
    ]);
  });
});

describe("each tiebreaker decides in turn", () => {
  it("match differential: the team with more wins than losses goes above", () => {
    const rows = computeStandings(["B", "A"], [m("B", "A", 0, 2)]);
    expect(view(rows)).toEqual(["1 A", "2 B by match_diff"]);
    expect(records(rows)).toEqual([
      ["A", 1, 0, 2, 0, 2],
      ["B", 0, 1, 0, 2, -2],
    ]);
  });

  it("match wins: more wins go above a better differential when the chain asks for wins first", () => {
    // A is 2-2, B 1-0: B has the better differential, A the more wins.
    const teams = ["A", "B", "C", "D", "E"];
    const matches = [m("A", "C", 2, 0), m("A", "D", 2, 0), m("E", "A", 2, 0), m("E", "A", 2, 0), m("B", "C", 2, 0)];
    expect(view(computeStandings(teams, matches, ["match_wins", "match_diff"]))).toEqual([
      "1 E",
      "2 A by match_diff",
      "3 B by match_wins",
      "4 D by match_wins",
      "5 C by match_diff",
    ]);
    expect(view(computeStandings(teams, matches))).toEqual([
      "1 E",
      "2 B by match_diff",
      "3 A by match_diff",
      "4 D by match_diff",
      "5 C by match_diff",
    ]);
  });

  it("map differential: level match records, the better map differential goes above", () => {
    // A and B both beat C and lost to D; A won 2-0 and lost 1-2, B won 2-1 and lost 0-2.
    const rows = computeStandings(["A", "B", "C", "D"], [m("A", "C", 2, 0), m("D", "A", 2, 1), m("B", "C", 2, 1), m("D", "B", 2, 0)]);
    expect(view(rows)).toEqual(["1 D", "2 A by match_diff", "3 B by map_diff", "4 C by match_diff"]);
    expect(rows.find((r) => r.team === "A")!.mapDiff).toBe(1);
    expect(rows.find((r) => r.team === "B")!.mapDiff).toBe(-1);
  });

  it("head-to-head: level match and map differential, the winner of their meeting goes above", () => {
    // A and B are both 1-1 in matches and 3-3 in maps; A beat B.
    const teams = ["B", "A", "C", "D"];
    const matches = [m("A", "B", 2, 1), m("C", "A", 2, 1), m("B", "D", 2, 1)];
    const rows = computeStandings(teams, matches);
    expect(records(rows)).toEqual([
      ["C", 1, 0, 2, 1, 1],
      ["A", 1, 1, 3, 3, 0],
      ["B", 1, 1, 3, 3, 0],
      ["D", 0, 1, 1, 2, -1],
    ]);
    expect(view(rows)).toEqual(["1 C", "2 A by match_diff", "3 B by head_to_head", "4 D by match_diff"]);
    // Without head-to-head in the chain nothing separates them.
    expect(view(computeStandings(teams, matches, ["match_diff", "map_diff", "map_wins"]))).toEqual([
      "1 C",
      "2 A (tied)",
      "2 B (tied)",
      "4 D by match_diff",
    ]);
  });

  it("map wins: level on everything else, more maps won goes above", () => {
    // A and B never met, are both 1-1 and +0 in maps: A played first to 3, B first to 2.
    const rows = computeStandings(["A", "B", "C", "D"], [m("A", "C", 3, 2, 3), m("D", "A", 3, 2, 3), m("B", "C", 2, 0), m("D", "B", 2, 0)]);
    expect(view(rows)).toEqual(["1 D", "2 A by match_diff", "3 B by map_wins", "4 C by match_diff"]);
    expect(records(rows).slice(1, 3)).toEqual([
      ["A", 1, 1, 5, 5, 0],
      ["B", 1, 1, 2, 2, 0],
    ]);
  });

  it("nothing left to decide: level on every criterion, the teams share the rank and the next rank is skipped", () => {
    const rows = computeStandings(["C", "B", "A"], [m("A", "C", 2, 1), m("B", "C", 2, 1)]);
    expect(view(rows)).toEqual(["1 A (tied)", "1 B (tied)", "3 C by match_diff"]);
    expect(rows.map((r) => [r.team, r.tied, r.separatedBy])).toEqual([
      ["A", true, null],
      ["B", true, null],
      ["C", false, "match_diff"],
    ]);
  });
});

describe("head-to-head among only the teams still tied", () => {
  it("after map differential lifts one of three tied teams out, head-to-head counts only the meetings of the other two", () => {
    // A, B and C are all +1 in matches. A has the best map differential (+3); B and C are
    // level (+1, 5 maps won each). B beat C. Among all three C would lead head-to-head
    // (it beat A twice), but A is no longer tied with them.
    const teams = ["A", "B", "C", "D", "E"];
    const matches = [
      m("A", "B", 2, 1),
      m("B", "C", 2, 1),
      m("C", "A", 2, 1),
      m("C", "A", 2, 1),
      m("A", "D", 2, 0),
      m("A", "E", 2, 0),
      m("B", "D", 2, 1),
    ];
    const rows = computeStandings(teams, matches);
    expect(records(rows)).toEqual([
      ["A", 3, 2, 8, 5, 3],
      ["B", 2, 1, 5, 4, 1],
      ["C", 2, 1, 5, 4, 1],
      ["E", 0, 1, 0, 2, -2],
      ["D", 0, 2, 1, 4, -3],
    ]);
    expect(view(rows)).toEqual(["1 A", "2 B by map_diff", "3 C by head_to_head", "4 E by match_diff", "5 D by match_diff"]);
  });

  it("a circular head-to-head separates nobody, and the chain goes on to the next criterion", () => {
    // A beat B 3-2, B beat C 2-1, C beat A 2-1: each 1-1 and +0 in maps, each 1-1 head-to-head.
    // Map wins lifts A and B (4) over C (3); between only A and B, A won their meeting.
    const rows = computeStandings(["C", "B", "A"], [m("A", "B", 3, 2, 3), m("B", "C", 2, 1), m("C", "A", 2, 1)]);
    expect(records(rows)).toEqual([
      ["A", 1, 1, 4, 4, 0],
      ["B", 1, 1, 4, 4, 0],
      ["C", 1, 1, 3, 3, 0],
    ]);
    expect(view(rows)).toEqual(["1 A", "2 B by head_to_head", "3 C by map_wins"]);
  });

  it("a circle of three level teams above a fourth shares first place; the fourth is fourth", () => {
    const rows = computeStandings(
      ["D", "C", "B", "A"],
      [m("A", "B", 2, 1), m("B", "C", 2, 1), m("C", "A", 2, 1), m("A", "D", 2, 0), m("B", "D", 2, 0), m("C", "D", 2, 0)],
    );
    expect(view(rows)).toEqual(["1 A (tied)", "1 B (tied)", "1 C (tied)", "4 D by match_diff"]);
    expect(records(rows).slice(0, 3)).toEqual([
      ["A", 2, 1, 5, 3, 2],
      ["B", 2, 1, 5, 3, 2],
      ["C", 2, 1, 5, 3, 2],
    ]);
  });
});

describe("which matches count", () => {
  it("counts only decided matches between two known teams, and a forfeit for the side ahead", () => {
    const rows = computeStandings(
      ["A", "B"],
      [
        { teams: ["A", "B"], first_to: 2 }, // not played
        { teams: ["A", "B"], score_1: 1, score_2: 1, first_to: 2 }, // under way
        { teams: ["A", null], score_1: 2, score_2: 0, first_to: 2 }, // opponent to be decided
        { teams: ["B", "A"], score_1: 1, score_2: null, first_to: 3, forfeit: true },
      ],
    );
    expect(records(rows)).toEqual([
      ["B", 1, 0, 1, 0, 1],
      ["A", 0, 1, 0, 1, -1],
    ]);
    expect(view(rows)).toEqual(["1 B", "2 A by match_diff"]);
  });

  it("ranks only the listed teams, still counting their matches against others", () => {
    const rows = computeStandings(["A", "B"], [m("A", "X", 2, 0), m("X", "B", 2, 1)]);
    expect(records(rows)).toEqual([
      ["A", 1, 0, 2, 0, 2],
      ["B", 0, 1, 1, 2, -1],
    ]);
  });

  it("with no matches played every team shares first place", () => {
    expect(view(computeStandings(["B", "A"], []))).toEqual(["1 A (tied)", "1 B (tied)"]);
  });

  it("names each tiebreaker for the standings page", () => {
    expect(TIEBREAKER_LABELS).toEqual({
      match_wins: "Match wins",
      match_diff: "Match differential",
      map_diff: "Map differential",
      head_to_head: "Head-to-head",
      map_wins: "Map wins",
    });
  });
});

describe("foldy sheet", () => {
  // A beat B; A-C and B-C are still to play.
  const sheetFor = (limit?: number) =>
    foldyScenarios(
      ["A", "B", "C"],
      [m("A", "B", 2, 0), { teams: ["A", "C"], first_to: 2 }, { teams: ["B", "C"], first_to: 2 }],
      undefined,
      limit,
    );

  it("counts how often each team finishes in each place over every outcome", () => {
    const sheet = sheetFor();
    expect([sheet.remaining, sheet.outcomes, sheet.truncated]).toEqual([2, 4, false]);
    // C beating both takes first; C beating only A makes a circle that map differential orders A, C, B.
    expect(sheet.teams).toEqual([
      { team: "A", best: 1, worst: 2, byPlace: [3, 1, 0] },
      { team: "B", best: 2, worst: 3, byPlace: [0, 1, 3] },
      { team: "C", best: 1, worst: 3, byPlace: [1, 2, 1] },
    ]);
  });

  it("stops at the limit and says so", () => {
    const sheet = sheetFor(1);
    expect([sheet.remaining, sheet.outcomes, sheet.truncated]).toEqual([2, 1, true]);
    // The one outcome tried: the first-listed team wins each open match.
    expect(sheet.teams.map((t) => [t.team, t.best, t.worst, t.byPlace])).toEqual([
      ["A", 1, 1, [1, 0, 0]],
      ["B", 2, 2, [0, 1, 0]],
      ["C", 3, 3, [0, 0, 1]],
    ]);
  });

  it("plays an open match whose length is not set yet, or not above 0, as a first to 1", () => {
    for (const first_to of [undefined, null, 0, -1]) {
      const sheet = foldyScenarios(["A", "B"], [{ teams: ["A", "B"], first_to }]);
      expect(sheet.teams.map((t) => [t.team, t.best, t.worst, t.byPlace])).toEqual([
        ["A", 1, 2, [1, 1]],
        ["B", 1, 2, [1, 1]],
      ]);
    }
  });

  it("plays each open match at its own length, closest score first, so map wins count every map", () => {
    // C has two map wins already; A and B's first to 3 ends 3-2 either way, which puts its winner above C.
    const sheet = foldyScenarios(["A", "B", "C", "D"], [m("C", "D", 2, 0), { teams: ["A", "B"], first_to: 3 }], ["map_wins"]);
    expect(sheet.teams.map((t) => [t.team, t.best, t.worst])).toEqual([
      ["A", 1, 2],
      ["B", 1, 2],
      ["C", 2, 2],
      ["D", 4, 4],
    ]);
  });

  it("leaves a match with an undecided team out of the outcomes", () => {
    const sheet = foldyScenarios(
      ["A", "B"],
      [
        { teams: ["A", null], first_to: 2 },
        { teams: ["A", "B"], first_to: 2 },
      ],
    );
    expect([sheet.remaining, sheet.outcomes]).toEqual([1, 2]);
    expect(sheet.teams.map((t) => t.byPlace)).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });
});
