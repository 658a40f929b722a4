import { describe, expect, it } from "vitest";
import { describeOutcome, implications } from "./implications.ts";
import { eliminationLayout } from "./presets.ts";

/** A 4-team double elimination with a grand final reset (what the GSL preset once built). */
const DOUBLE_OF_FOUR = () => eliminationLayout(4, { double: true });
import { resolve } from "./resolve.ts";
import { won } from "./resolve.test-helper.ts";

const gsl = DOUBLE_OF_FOUR(); // 1,2 upper semis; 3 lower round; 4 upper final; 5 lower final; 6 grand final; 7 reset
const nameOf = (t: string) => `Team ${t}`;

describe("describeOutcome", () => {
  it("words each outcome", () => {
    expect(describeOutcome(null)).toBe("has no next match");
    expect(describeOutcome({ kind: "slot", match: 4, position: 2 })).toBe("goes to Match 4");
    expect(describeOutcome({ kind: "champion" })).toBe("is champion");
    expect(describeOutcome({ kind: "advance" })).toBe("advances");
    expect(describeOutcome({ kind: "eliminated" })).toBe("is eliminated");
  });
});

describe("implications", () => {
  it("lists the open matches first, then the decided ones, each group by match number", () => {
    // Resolution order is 1, 2, 4, 3: the lower-round match comes after the upper final.
    const list = implications(gsl, resolve(gsl, [won(1, ["A", "D"], 1), won(2, ["B", "C"], 1)]), nameOf);
    expect(list).toEqual([
      {
        match: 3,
        decided: false,
        lines: [
          "If Team D wins: Team D goes to Match 5, Team C is eliminated",
          "If Team C wins: Team C goes to Match 5, Team D is eliminated",
        ],
      },
      {
        match: 4,
        decided: false,
        lines: [
          "If Team A wins: Team A goes to Match 6, Team B goes to Match 5",
          "If Team B wins: Team B goes to Match 6, Team A goes to Match 5",
        ],
      },
      { match: 1, decided: true, lines: ["Team A went to Match 4", "Team D goes to Match 3"] },
      { match: 2, decided: true, lines: ["Team B went to Match 4", "Team C goes to Match 3"] },
    ]);
  });

  it("says a grand final won by the lower-bracket team is reset", () => {
    const path = [won(1, ["A", "D"], 1), won(2, ["B", "C"], 1), won(4, ["A", "B"], 1), won(3, ["D", "C"], 1), won(5, ["B", "D"], 1)];
    const open = implications(gsl, resolve(gsl, path), nameOf).filter((i) => !i.decided);
    expect(open).toEqual([
      {
        match: 6,
        decided: false,
        lines: ["If Team A wins: Team A is champion, Team B is eliminated", "If Team B wins: the final is reset and both play Match 7"],
      },
    ]);
  });

  it("says a grand final the lower-bracket team won goes to the reset, and names the champion once the reset is played", () => {
    const path = [won(1, ["A", "D"], 1), won(2, ["B", "C"], 1), won(4, ["A", "B"], 1), won(3, ["D", "C"], 1), won(5, ["B", "D"], 1)];
    const final = (list: ReturnType<typeof implications>) => list.filter((i) => i.match >= 6);
    const afterFinal = implications(gsl, resolve(gsl, [...path, won(6, ["A", "B"], 2)]), nameOf);
    expect(final(afterFinal)).toEqual([
      {
        match: 7,
        decided: false,
        lines: ["If Team A wins: Team A is champion, Team B is eliminated", "If Team B wins: Team B is champion, Team A is eliminated"],
      },
      { match: 6, decided: true, lines: ["Team B won: the final is reset and both play Match 7"] },
    ]);
    const afterReset = implications(gsl, resolve(gsl, [...path, won(6, ["A", "B"], 2), won(7, ["A", "B"], 2)]), nameOf);
    expect(final(afterReset)).toEqual([
      { match: 6, decided: true, lines: ["Team B won: the final is reset and both play Match 7"] },
      { match: 7, decided: true, lines: ["Team B is champion", "Team A is eliminated"] },
    ]);
    const upperWins = implications(gsl, resolve(gsl, [...path, won(6, ["A", "B"], 1)]), nameOf);
    expect(final(upperWins)).toEqual([{ match: 6, decided: true, lines: ["Team A is champion", "Team B is eliminated"] }]);
  });

  it("says a match without connections has no next match", () => {
    const layout = { brackets: [{ columns: [{ games: [1] }] }], connections: {} };
    expect(implications(layout, resolve(layout, [{ number: 1, teams: ["A", "B"] }]), nameOf)).toEqual([
      {
        match: 1,
        decided: false,
        lines: [
          "If Team A wins: Team A has no next match, Team B has no next match",
          "If Team B wins: Team B has no next match, Team A has no next match",
        ],
      },
    ]);
  });
});

describe("implications of a match whose teams are known (issue 33)", () => {
  // A 4-team double elimination: 1, 2 upper semis; 3 lower round; 4 upper final; 5 lower final; 6 grand final; 7 reset.
  const de4 = eliminationLayout(4, { double: true });
  it("names the teams a match holds where the bracket cannot place them yet, never TBD", () => {
    // Matches 1 and 2 have no results here; match 4 (the upper final) was given its teams by hand.
    const stored = new Map<number, [string, string]>([[4, ["A", "B"]]]);
    const list = implications(
      de4,
      resolve(de4, []),
      (t) => `Team ${t}`,
      (n) => stored.get(n) ?? [],
    );
    expect(list).toEqual([
      {
        match: 4,
        decided: false,
        lines: [
          "If Team A wins: Team A goes to Match 6, Team B goes to Match 5",
          "If Team B wins: Team B goes to Match 6, Team A goes to Match 5",
        ],
      },
    ]);
    expect(list.flatMap((i) => i.lines).join(" ")).not.toContain("TBD");
  });

  it("prefers the team the bracket places over the one the match holds", () => {
    const list = implications(de4, resolve(de4, [won(1, ["A", "D"], 1), won(2, ["B", "C"], 1)]), nameOf, () => ["X", "Y"]);
    expect(list.find((i) => i.match === 4)!.lines[0]).toBe("If Team A wins: Team A goes to Match 6, Team B goes to Match 5");
  });
});
