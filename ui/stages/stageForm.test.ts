import { describe, expect, it } from "vitest";
import { planStage } from "../../domain/stages/index.ts";
import {
  addSeeds,
  emptyStageForm,
  firstRoundRows,
  formProblem,
  moveSeed,
  previewSlotText,
  stageConfig,
  swissSeedings,
  type StageForm,
} from "./stageForm.ts";

const TEAMS = Array.from({ length: 8 }, (_, i) => `recTEAM${i + 1}`);
const NAMES = new Map(TEAMS.map((id, i) => [id, `Team ${i + 1}`]));
const form = (patch: Partial<StageForm>): StageForm => ({ ...emptyStageForm(), name: "Playoffs", teams: TEAMS, ...patch });

describe("the stage page's seed list", () => {
  it("moves a seed up or down and keeps it within the list", () => {
    expect(moveSeed(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveSeed(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveSeed(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveSeed(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });

  it("adds teams below the last seed, never twice", () => {
    expect(addSeeds(["b"], ["a", "b", "c"])).toEqual(["b", "a", "c"]);
  });

  it("asks for two teams before it previews", () => {
    expect(formProblem(form({ teams: ["a"] }))).toBe("Add at least two teams to seed.");
    expect(formProblem(form({}))).toBeNull();
  });
});

describe("what the stage page sends", () => {
  it("sends only the chosen format's options", () => {
    const all = { thirdPlace: true, grandFinalReset: true, groups: 2, double: true, wins: 2, losses: 2, decidingFirstTo: 3 };
    expect(stageConfig(form({ ...all, format: "single-elimination" })).options).toEqual({ thirdPlace: true });
    expect(stageConfig(form({ ...all, format: "double-elimination" })).options).toEqual({ grandFinalReset: true });
    expect(stageConfig(form({ ...all, format: "round-robin" })).options).toEqual({ groups: 2, double: true });
    expect(stageConfig(form({ ...all, format: "gsl" })).options).toEqual({});
    expect(stageConfig(form({ ...all, format: "swiss" })).options).toEqual({ wins: 2, losses: 2, decidingFirstTo: 3 });
    expect(stageConfig(form({ format: "swiss" })).options).toEqual({ wins: 3, losses: 3 });
  });
});

describe("the stage page's preview", () => {
  it("lists an 8-team single elimination's first round with names, seeded 1v8, 4v5, 2v7, 3v6", () => {
    const result = planStage(stageConfig(form({ format: "single-elimination" })));
    if (!result.ok) throw new Error(result.message);
    const pairs = firstRoundRows(result.plan, NAMES).map((r) => r.teams.join(" vs "));
    expect(new Set(pairs)).toEqual(new Set(["Team 1 vs Team 8", "Team 4 vs Team 5", "Team 2 vs Team 7", "Team 3 vs Team 6"]));
  });

  it("lists only the opening matches of a double elimination, not its lower bracket's first round", () => {
    const result = planStage(stageConfig(form({ format: "double-elimination" })));
    if (!result.ok) throw new Error(result.message);
    const rows = firstRoundRows(result.plan, NAMES);
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => !r.teams.includes("TBD"))).toBe(true);
  });

  it("names where a later slot's team comes from", () => {
    const result = planStage(stageConfig(form({ format: "single-elimination" })));
    if (!result.ok) throw new Error(result.message);
    const final = Math.max(...result.plan.matches.map((m) => m.number));
    const text = previewSlotText(result.plan, NAMES);
    expect(text(final, 1)).toMatch(/^Winner of \d+$/);
    const opener = result.plan.matches.find((m) => m.round === 1)!;
    expect(text(opener.number, 1)).toMatch(/^Team \d$/);
  });
});

describe("seeding from an earlier stage", () => {
  it("offers the teams that advanced from a Swiss stage, by standing; a hand-made bracket offers nothing", () => {
    const [a, b, c, d] = ["recA", "recB", "recC", "recD"];
    const stage = JSON.stringify({ format: "swiss", teams: [a, b, c, d], firstTo: 1, options: { wins: 1, losses: 1 } });
    const matches = new Map([
      // Seed 4 beats seed 2; seed 1 beats seed 3.
      ["m1", { match_number: 1, teams: [a, c], score_1: 1, score_2: 0, first_to: 1 }],
      ["m2", { match_number: 2, teams: [b, d], score_1: 0, score_2: 1, first_to: 1 }],
    ]);
    const seedings = swissSeedings(
      [
        { name: "Hand-made", ordered_matches: ["m1"] },
        { name: "Swiss", stage, ordered_matches: ["m1", "m2"] },
      ],
      matches,
    );
    expect(seedings).toEqual([{ label: "Seed the 2 teams that advanced from Swiss", teams: [a, d] }]);
  });

  it("offers nothing while no team has advanced", () => {
    const stage = JSON.stringify({ format: "swiss", teams: ["recA", "recB", "recC", "recD"], firstTo: 1, options: {} });
    expect(swissSeedings([{ name: "Swiss", stage, ordered_matches: [] }], new Map())).toEqual([]);
  });
});
