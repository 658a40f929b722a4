import { describe, expect, it } from "vitest";
import type { BroadcastRecord, PlayerRecord } from "../../domain/tables.ts";
import { makeMatchView, makeTeamView } from "../../engine/testViews.ts";
import { camBoxes, sideCams } from "./layout.ts";

describe("cams layout", () => {
  it("gives each team at most 5 cams", () => {
    expect(camBoxes("desk", [7, 2]).filter((b) => b.team === 0)).toHaveLength(5);
    expect(camBoxes("ingame", [3, 3])).toHaveLength(6);
  });
  it("keeps desk cams on screen and ingame cams on the edges", () => {
    for (const b of camBoxes("desk", [5, 5])) expect(b.x >= 0 && b.x + b.w <= 1920).toBe(true);
    const ingame = camBoxes("ingame", [2, 2]);
    expect(ingame.filter((b) => b.team === 0).every((b) => b.x < 300)).toBe(true);
    expect(ingame.filter((b) => b.team === 1).every((b) => b.x > 1600)).toBe(true);
  });
  it("fills the frame for full", () => {
    expect(camBoxes("full", [1, 0])[0]).toMatchObject({ x: 0, y: 0, w: 1920, h: 1080 });
  });
});

describe("each side's cams", () => {
  const player = (id: string): PlayerRecord => ({ id, __tableName: "Players", __version: 1, name: id });
  const A = { ...makeTeamView("A"), players: [player("a1"), player("a2"), player("a3")] };
  const B = { ...makeTeamView("B"), players: [player("b1"), player("b2")] };
  const broadcast = { id: "b", __tableName: "Broadcasts", __version: 1, name: "", key: "", team_1_cams: ["a2"] } as BroadcastRecord;
  /** The players in the cams down the left edge ingame, then the right. */
  const drawn = (flip_teams: boolean) => {
    const sides = sideCams({ match: makeMatchView({ flip_teams }, [A, B]), broadcast });
    const boxes = camBoxes("ingame", [sides[0].length, sides[1].length]);
    const at = (left: boolean) => boxes.filter((b) => b.x < 960 === left).map((b) => sides[b.team][b.index].id);
    return [at(true), at(false)];
  };

  it("shows team 1's chosen cams down the left edge, team 2's roster down the right", () => {
    expect(drawn(false)).toEqual([["a2"], ["b1", "b2"]]);
  });
  it("moves team 1's chosen cams to the right edge when the teams are flipped", () => {
    expect(drawn(true)).toEqual([["b1", "b2"], ["a2"]]);
  });
});
