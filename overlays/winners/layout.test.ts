import { describe, expect, it } from "vitest";
import { makeMatchView, makeTeamView } from "../../engine/testViews.ts";
import { winnerCard } from "./layout.ts";

describe("winners", () => {
  it("shows nothing while the live match has no winner", () => {
    expect(winnerCard(null, null)).toBeNull();
    expect(winnerCard(makeMatchView({ first_to: 3, score_1: 2, score_2: 1 }), null)).toBeNull();
    expect(winnerCard(makeMatchView({ first_to: 3, score_1: 0, score_2: 0 }), "Champions")).toBeNull();
  });

  it("names the winner, with Winners or the title, once a side reaches first_to", () => {
    const m = makeMatchView({ first_to: 3, score_1: 1, score_2: 3, round: "Grand Final" }, [
      "A",
      makeTeamView("Wolves", { name: "Verdant Wolves" }),
    ]);
    const card = winnerCard(m, null, true);
    expect(card).toMatchObject({ side: 1, name: "VERDANT WOLVES", heading: "WINNERS", description: "GRAND FINAL  ·  3 - 1" });
    expect(winnerCard(m, "Champions")?.heading).toBe("CHAMPIONS");
    expect(winnerCard(m, null)?.description).toBe("");
  });

  it("places the winner on its side on screen when the teams are flipped", () => {
    const m = makeMatchView({ first_to: 3, score_1: 3, score_2: 1, flip_teams: true }, [makeTeamView("A", { name: "Aurora" }), "B"]);
    expect(winnerCard(m, null, true)).toMatchObject({ side: 1, name: "AURORA", description: "3 - 1" });
  });

  it("decides a forfeit for the side ahead", () => {
    expect(winnerCard(makeMatchView({ first_to: 3, score_1: 1, score_2: 0, forfeit: true }), null)?.side).toBe(0);
  });
});
