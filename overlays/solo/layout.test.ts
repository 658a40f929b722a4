import { describe, expect, it } from "vitest";
import { makeMatchView, makeTeamView } from "../../engine/testViews.ts";
import { mapTiles, parseModules, rosterTeams, soloStack } from "./layout.ts";

describe("solo layout", () => {
  it("reads the modules asked for, each once, ignoring unknown ones", () => {
    expect(parseModules("Ingame, rosters,nope,ingame")).toEqual(["ingame", "rosters"]);
    expect(parseModules("")).toEqual([]);
  });
  it("stacks the modules top to bottom inside the safe area", () => {
    const stack = soloStack(["ingame", "controls", "rosters", "overview", "break", "desk"]);
    expect(stack.map((s) => s.module)).toEqual(["ingame", "rosters", "overview", "break", "desk"]);
    expect(stack[0].y).toBe(54);
    for (let i = 1; i < stack.length; i++) expect(stack[i].y).toBeGreaterThanOrEqual(stack[i - 1].y + stack[i - 1].h);
    expect(stack.at(-1)!.y + stack.at(-1)!.h).toBeLessThanOrEqual(1026);
  });
  it("lists the team the roster option names, or both", () => {
    const a = makeTeamView("A", {});
    const withPlayers = { ...a, players: [{ id: "p", __tableName: "Players", __version: 1, name: "Kit" }] } as typeof a;
    const m = makeMatchView({}, [withPlayers, { ...withPlayers, id: "B" }]);
    expect(rosterTeams(m).map((t) => t.id)).toEqual(["A", "B"]);
    expect(rosterTeams(m, "2").map((t) => t.id)).toEqual(["B"]);
    expect(rosterTeams(null)).toEqual([]);
  });
  it("shows a tile per map of the match, with winners and the live map", () => {
    const m = makeMatchView({ first_to: 2, score_1: 1 }, ["A", "B"], [{ name: "Busan", winner: ["A"] }, { name: "Ilios" }]);
    expect(mapTiles(m, (x) => x.name ?? "")).toEqual([
      { label: "Map 1", name: "Busan", result: "A", live: false },
      { label: "Map 2", name: "Ilios", result: "", live: true },
      { label: "Map 3", name: "TBD", result: "", live: false },
    ]);
  });
});
