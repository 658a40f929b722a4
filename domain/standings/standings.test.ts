import { describe, expect, it } from "vitest";
import { foldyScenarios } from "./scenarios.ts";
import { matchLength } from "../match.ts";
import { computeStandings, mapStatsScore, type StandingsMatch } from "./standings.ts";

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
