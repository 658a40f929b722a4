import { describe, expect, it } from "vitest";
import { makeMatchView, makeTeamView } from "../../engine/testViews.ts";
import { championsCard } from "./layout.ts";

describe("champions", () => {
  it("draws nothing until the live match has a winner", () => {
    expect(championsCard(makeMatchView({ first_to: 4, score_1: 3, score_2: 3 }), null)).toBeNull();
  });

  it('shows "Champions", or the stinger text, over the winner\'s name', () => {
    const m = makeMatchView({ first_to: 4, score_1: 4, score_2: 2 }, [makeTeamView("Foxes", { name: "Aurora Foxes" }), "B"]);
    expect(championsCard(m, null)).toMatchObject({ heading: "CHAMPIONS", name: "AURORA FOXES" });
    expect(championsCard(m, "Spring champions")?.heading).toBe("SPRING CHAMPIONS");
  });

  it("names the event and its season, and leaves out what the event does not have", () => {
    const m = makeMatchView({ first_to: 3, score_1: 3, score_2: 1 });
    const event = { name: "Community Cup Spring 2026", series_name: "Community Cup", series_subtitle: "Season 3" };
    expect(championsCard(m, null, event)).toMatchObject({ event: "COMMUNITY CUP SPRING 2026", season: "COMMUNITY CUP  ·  SEASON 3" });
    expect(championsCard(m, null, { name: "Open", series_subtitle: " Season 1 " })?.season).toBe("SEASON 1");
    expect(championsCard(m, null, null)).toMatchObject({ event: "", season: "" });
  });
});
