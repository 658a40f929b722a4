import { describe, expect, it } from "vitest";
import { camSlotsProblem, camsTeamOf, parseClientCams, teamCamPlayers } from "./playerCams.ts";

describe("player cams", () => {
  it("a team shows its chosen cams, or its whole roster when none are chosen", () => {
    expect(teamCamPlayers(["recB"], ["recA", "recB"])).toEqual(["recB"]);
    expect(teamCamPlayers([], ["recA", "recB"])).toEqual(["recA", "recB"]);
    expect(teamCamPlayers(["recGone"], ["recA"])).toEqual(["recA"]);
  });

  it("a team without a roster shows no cams, and a client without cams has none", () => {
    expect(teamCamPlayers(null, null)).toEqual([]);
    expect(teamCamPlayers(undefined, ["recA"])).toEqual(["recA"]);
    expect(parseClientCams(null)).toEqual([]);
    expect(parseClientCams(undefined)).toEqual([]);
  });

  it("a client's cams follow the team all of them play for", () => {
    const rosters = [["recA", "recB"], ["recC"]] as const;
    expect(parseClientCams(" recA, recB ,")).toEqual(["recA", "recB"]);
    expect(camsTeamOf("recA,recB", rosters)).toBe(1);
    expect(camsTeamOf("recC", rosters)).toBe(2);
    expect(camsTeamOf("recA,recC", rosters)).toBeNull();
    expect(camsTeamOf("", rosters)).toBeNull();
  });

  it("saving needs every chosen slot filled, at most the game's limit, each player once", () => {
    expect(camSlotsProblem([["recA"], []], 5)).toBeNull();
    expect(camSlotsProblem([["recA", null], []], 5)).toBe("Pick a player for every cam slot, or remove the empty ones");
    expect(camSlotsProblem([["a", "b", "c", "d", "e", "f"], []], 5)).toBe("Each team holds up to 5 cams");
    expect(camSlotsProblem([["a", "b", "c", "d", "e", "f"], []], 6)).toBeNull();
    expect(camSlotsProblem([[], ["recA", "recA"]], 5)).toBe("A player has two cam slots");
  });
});
