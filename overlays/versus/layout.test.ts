import { describe, expect, it } from "vitest";
import { makeMatchView, makeTeamView } from "../../engine/testViews.ts";
import { versusText } from "./layout.ts";

const teams = [makeTeamView("A", { name: "Aurora" }), makeTeamView("B", { name: "Verdant" })];

describe("versus layout", () => {
  it("writes team 1 in the left block, and VS until a map is played", () => {
    expect(versusText(makeMatchView({}, teams))).toEqual({ names: ["AURORA", "VERDANT"], middle: "VS" });
  });
  it("writes the score in the middle once maps are played", () => {
    expect(versusText(makeMatchView({ score_1: 2, score_2: 1 }, teams)).middle).toBe("2-1");
  });
  it("swaps the blocks, their colours and the score when the teams are flipped", () => {
    const m = makeMatchView({ score_1: 2, score_2: 1, flip_teams: true }, teams);
    expect(versusText(m)).toEqual({ names: ["VERDANT", "AURORA"], middle: "1-2" });
    expect(m.teams.map((t) => t?.id)).toEqual(["B", "A"]);
  });
});
