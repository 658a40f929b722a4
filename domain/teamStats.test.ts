import { describe, expect, it } from "vitest";
import { statLines, teamRecord } from "./teamStats.ts";

const m = (teams: string[], s1: number, s2: number, o: { forfeit?: boolean; first_to?: number } = {}) => ({
  teams,
  score_1: s1,
  score_2: s2,
  first_to: 2,
  ...o,
});

describe("a team's stats over the event", () => {
  it("counts completed matches from either side, with maps won and lost", () => {
    const stats = teamRecord([m(["A", "B"], 2, 1), m(["C", "A"], 2, 0), m(["B", "C"], 2, 0)], "A");
    expect(stats).toEqual({ matches: 2, wins: 1, losses: 1, mapWins: 2, mapLosses: 3 });
  });
  it("leaves a match still being played out and counts a forfeit with no maps", () => {
    const stats = teamRecord([m(["A", "B"], 1, 1), m(["A", "B"], 1, 0, { forfeit: true })], "A");
    expect(stats).toEqual({ matches: 1, wins: 1, losses: 0, mapWins: 0, mapLosses: 0 });
  });
  it("counts the maps a team won from the second side", () => {
    expect(teamRecord([m(["C", "A"], 1, 2)], "A")).toEqual({ matches: 1, wins: 1, losses: 0, mapWins: 2, mapLosses: 1 });
  });
  it("skips a match without teams and one the team is not in", () => {
    expect(teamRecord([{ score_1: 2, score_2: 0, first_to: 2 }, m(["B", "C"], 2, 0)], "A")).toEqual({
      matches: 0,
      wins: 0,
      losses: 0,
      mapWins: 0,
      mapLosses: 0,
    });
  });
  it("writes the record as wins-losses", () => {
    expect(statLines({ matches: 3, wins: 2, losses: 1, mapWins: 4, mapLosses: 3 })).toContainEqual(["Record", "2-1"]);
  });
  it("shows a map win rate only once maps were played", () => {
    expect(statLines({ matches: 2, wins: 1, losses: 1, mapWins: 3, mapLosses: 1 })).toContainEqual(["Map win rate", "75%"]);
    expect(statLines({ matches: 0, wins: 0, losses: 0, mapWins: 0, mapLosses: 0 }).map(([l]) => l)).toEqual([
      "Matches",
      "Record",
      "Maps won",
      "Maps lost",
    ]);
  });
});
