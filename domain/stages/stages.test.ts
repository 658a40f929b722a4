import { describe, expect, it } from "vitest";
import { resolve } from "../bracket/resolve.ts";
import { planStage, serpentineGroups, stageProblem } from "./index.ts";
import { StageConfigSchema, type StageConfig } from "./types.ts";

const teams = (n: number) => Array.from({ length: n }, (_, i) => `T${i + 1}`);
const config = (format: StageConfig["format"], n: number, options: StageConfig["options"] = {}) =>
  StageConfigSchema.parse({ format, teams: teams(n), firstTo: 2, options });
const plan = (c: StageConfig) => {
  const result = planStage(c);
  if (!result.ok) throw new Error(result.message);
  return result.plan;
};

describe("stage validation", () => {
  it("refuses an unknown format by the schema", () => {
    expect(StageConfigSchema.safeParse({ format: "ladder", teams: teams(4), firstTo: 2 }).success).toBe(false);
  });

  it("says which seeds name the same team", () => {
    const c = StageConfigSchema.parse({ format: "swiss", teams: ["A", "B", "C", "A"], firstTo: 1 });
    expect(stageProblem(c)).toEqual({ path: "teams.3", message: "The same team is listed twice (seeds 1 and 4): list each team once" });
    expect(planStage(c)).toEqual({ ok: false, message: "The same team is listed twice (seeds 1 and 4): list each team once" });
  });

  it("says how many teams each format needs", () => {
    expect(stageProblem(config("gsl", 6))?.message).toBe("A GSL stage plays in groups of four: it needs 4, 8, 12… teams (this one has 6)");
    expect(stageProblem(config("swiss", 7))?.message).toBe("A Swiss stage needs an even number of teams, at least 4 (this one has 7)");
    expect(stageProblem(config("swiss", 2))?.message).toBe("A Swiss stage needs an even number of teams, at least 4 (this one has 2)");
    expect(stageProblem(config("double-elimination", 3))?.message).toBe("A double elimination needs at least 4 teams");
    expect(stageProblem(config("round-robin", 7, { groups: 4 }))?.message).toBe(
      "A round robin in 4 groups needs at least 8 teams: add teams or use fewer groups",
    );
    expect(stageProblem(config("round-robin", 512))?.message).toBe(
      "This stage would make 130816 matches; a stage makes at most 2048: use more groups or fewer teams",
    );
    for (const format of ["single-elimination", "double-elimination", "round-robin", "gsl", "swiss"] as const)
      expect(stageProblem(config(format, 16))).toBeNull();
  });
});

describe("elimination stages", () => {
  it("opens an 8-team bracket 1v8, 4v5, 2v7, 3v6", () => {
    for (const format of ["single-elimination", "double-elimination"] as const) {
      const { matches } = plan(config(format, 8));
      expect(matches.filter((m) => m.teams[0]).map((m) => m.teams)).toEqual([
        ["T1", "T8"],
        ["T4", "T5"],
        ["T2", "T7"],
        ["T3", "T6"],
      ]);
    }
  });

  it("gives the byes to the top seeds", () => {
    const { matches } = plan(config("single-elimination", 6));
    expect(matches.map((m) => [m.group, ...m.teams])).toEqual([
      ["Quarterfinals", "T4", "T5"],
      ["Quarterfinals", "T3", "T6"],
      ["Semifinals", "T1", null],
      ["Semifinals", "T2", null],
      ["Final", null, null],
    ]);
  });

  it("adds a third-place match when asked", () => {
    const { matches, layout } = plan(config("single-elimination", 4, { thirdPlace: true }));
    expect(matches.map((m) => m.group)).toEqual(["Semifinals", "Semifinals", "Final", "3rd Place"]);
    expect(layout.connections[1].lose).toBe("4.1");
  });

  it("keeps the grand final reset only when asked; the reset game follows the first final", () => {
    const without = plan(config("double-elimination", 8));
    expect(without.matches.map((m) => m.group).slice(-1)).toEqual(["Grand Final"]);
    expect(Object.values(without.layout.connections).some((c) => c.reset)).toBe(false);
    const withReset = plan(config("double-elimination", 8, { grandFinalReset: true }));
    expect(withReset.matches.map((m) => m.group).slice(-2)).toEqual(["Grand Final", "Reset"]);
    expect(withReset.layout.connections[14]).toEqual({ win: "champion", lose: "eliminated", reset: 15 });
  });
});

describe("round robin", () => {
  it("deals seeds into groups back and forth: with 16 teams in 4 groups, group A holds seeds 1, 8, 9 and 16", () => {
    expect(serpentineGroups(teams(16), 4)[0]).toEqual(["T1", "T8", "T9", "T16"]);
    const { matches, layout } = plan(config("round-robin", 16, { groups: 4 }));
    const groupA = new Set(matches.filter((m) => m.group === "Group A").flatMap((m) => m.teams));
    expect([...groupA].sort()).toEqual(["T1", "T16", "T8", "T9"]);
    expect(matches).toHaveLength(24);
    expect(layout.brackets.map((b) => [b.name, b.columns.map((c) => c.header)])).toEqual(
      ["A", "B", "C", "D"].map((g) => [`Group ${g}`, ["Round 1", "Round 2", "Round 3"]]),
    );
    expect(layout.connections).toEqual({});
  });

  it("plays every pair twice in a double round robin, sides swapped", () => {
    const { matches } = plan(config("round-robin", 4, { double: true }));
    expect(matches).toHaveLength(12);
    const keys = matches.map((m) => m.teams.join(" v "));
    expect(new Set(keys).size).toBe(12);
  });
});

describe("gsl", () => {
  it("makes five matches a group: openings 1v4 and 2v3, winners' and elimination matches, then the decider", () => {
    const { matches, layout } = plan(config("gsl", 8));
    expect(matches).toHaveLength(10);
    // Two groups by serpentine seeding: A holds seeds 1, 4, 5, 8.
    expect(matches.slice(0, 2).map((m) => m.teams)).toEqual([
      ["T1", "T8"],
      ["T4", "T5"],
    ]);
    expect(layout.brackets.map((b) => b.name)).toEqual(["Group A", "Group B"]);
    // Play group A: T1 and T4 win the openings, T1 the winners' match, T5 the elimination match, T4 the decider.
    const won = (number: number, a: string, b: string, winner: 1 | 2) => ({
      number,
      teams: [a, b],
      first_to: 2,
      score_1: winner === 1 ? 2 : 0,
      score_2: winner === 1 ? 0 : 2,
    });
    const played = [won(1, "T1", "T8", 1), won(2, "T4", "T5", 1), won(3, "T1", "T4", 1), won(4, "T8", "T5", 2), won(5, "T4", "T5", 1)];
    const r = resolve(layout, played);
    expect(r.matches.get(3)?.teams).toEqual(["T1", "T4"]);
    expect(r.matches.get(4)?.teams).toEqual(["T8", "T5"]);
    expect(r.matches.get(5)?.teams).toEqual(["T4", "T5"]);
    expect([3, 5].map((n) => layout.connections[n].win)).toEqual(["advance", "advance"]);
    expect([4, 5].map((n) => layout.connections[n].lose)).toEqual(["eliminated", "eliminated"]);
  });
});
