import { describe, expect, it } from "vitest";
import { DEFAULT_GAME_PRESET, gamePreset } from "./gamePresets.ts";

describe("game presets (SPEC §9)", () => {
  it("opens 5 pick rows and no ban rows, with map picks, bans and scores, for a game without overrides", () => {
    expect(gamePreset("Overwatch")).toEqual(DEFAULT_GAME_PRESET);
    expect(gamePreset(undefined)).toEqual({ heroWord: "Hero", mapPicks: true, mapBans: true, mapScores: true, pickRows: 5, banRows: 0 });
  });

  it("gives the lane-battle game Champion wording, 5 default bans and no map picks, bans or scores", () => {
    expect(gamePreset("League of Legends")).toEqual({
      heroWord: "Champion",
      mapPicks: false,
      mapBans: false,
      mapScores: false,
      pickRows: 5,
      banRows: 5,
    });
  });

  it("gives the tactical shooter Agent wording and otherwise the defaults", () => {
    expect(gamePreset("Valorant")).toEqual({ ...DEFAULT_GAME_PRESET, heroWord: "Agent" });
  });

  it("gives the fourth game 6 picks, 1 ban and no map picks, bans or scores", () => {
    expect(gamePreset("Marvel Rivals")).toMatchObject({ pickRows: 6, banRows: 1, mapPicks: false, mapBans: false, mapScores: false });
  });

  it("does not read inherited object keys as games", () => {
    expect(gamePreset("constructor")).toEqual(DEFAULT_GAME_PRESET);
  });
});
