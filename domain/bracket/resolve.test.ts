import { describe, expect, it } from "vitest";
import { eliminationLayout } from "./presets.ts";

/** A 4-team double elimination with a grand final reset (what the GSL preset once built). */
const DOUBLE_OF_FOUR = () => eliminationLayout(4, { double: true });
import { resolve } from "./resolve.ts";
import { won } from "./resolve.test-helper.ts";

const gsl = DOUBLE_OF_FOUR(); // 1,2 upper semis; 3 lower round; 4 upper final; 5 lower final; 6 grand final; 7 reset
const teamsOf = (r: ReturnType<typeof resolve>, n: number) => r.matches.get(n)!.teams;

describe("resolve", () => {
  it("sends winners and losers of completed matches to their targets", () => {
    const r = resolve(gsl, [won(1, ["A", "D"], 1), won(2, ["B", "C"], 2)]);
    expect(teamsOf(r, 4)).toEqual(["A", "C"]);
    expect(teamsOf(r, 3)).toEqual(["D", "B"]);
    expect(r.changed.sort()).toEqual([3, 4]);
  });

  it("clears what a corrected result no longer supports", () => {
    const before = [won(1, ["A", "D"], 1), won(2, ["B", "C"], 2), won(4, ["A", "C"], 1), won(5, ["C", "x"], 1)];
    const corrected = [won(1, ["A", "D"], 2), ...before.slice(1)];
    const r = resolve(gsl, corrected);
    expect(teamsOf(r, 4)).toEqual(["D", "C"]);
    expect(teamsOf(r, 5)).toEqual([null, null]); // the old upper final result no longer counts
  });

  it("plays the grand final reset only when the lower-bracket team wins the first final", () => {
    const path = [won(1, ["A", "D"], 1), won(2, ["B", "C"], 1), won(4, ["A", "B"], 1), won(3, ["D", "C"], 1), won(5, ["B", "D"], 1)];
    const upperWins = resolve(gsl, [...path, won(6, ["A", "B"], 1)]);
    expect(upperWins.champion).toBe("A");
    expect(upperWins.matches.get(7)!.notPlayed).toBe(true);
    expect(upperWins.placements).toEqual([
      { team: "A", place: 1 },
      { team: "B", place: 2 },
      { team: "D", place: 3 },
      { team: "C", place: 4 },
    ]);
    const lowerWins = resolve(gsl, [...path, won(6, ["A", "B"], 2)]);
    expect(lowerWins.champion).toBeNull();
    expect(teamsOf(lowerWins, 7)).toEqual(["A", "B"]);
    expect(resolve(gsl, [...path, won(6, ["A", "B"], 2), won(7, ["A", "B"], 2)]).champion).toBe("B");
  });

  it("moves a team past a bye without a result", () => {
    const layout = { ...DOUBLE_OF_FOUR(), byes: ["2.2"] };
    const r = resolve(layout, [
      { number: 1, teams: ["A", "D"] },
      { number: 2, teams: ["B", null] },
    ]);
    expect(teamsOf(r, 4)).toEqual([null, "B"]);
    expect(r.matches.get(3)!.byes).toEqual([false, true]);
  });

  it("counts a forfeit as decided by the score", () => {
    const r = resolve(gsl, [{ number: 1, teams: ["A", "D"], score_1: 0, score_2: 1, first_to: 3, forfeit: true }]);
    expect(teamsOf(r, 4)[0]).toBe("D");
  });
});
