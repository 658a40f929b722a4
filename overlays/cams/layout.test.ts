import { describe, expect, it } from "vitest";
import type { BroadcastRecord, PlayerRecord } from "../../domain/tables.ts";
import { makeMatchView, makeTeamView } from "../../engine/testViews.ts";
import { SAFE, camBoxes, camParts, sideCams, type Rect } from "./layout.ts";

describe("cams layout", () => {
  it("gives each team at most 5 cams", () => {
    expect(camBoxes("desk", [7, 2]).filter((b) => b.team === 0)).toHaveLength(5);
    expect(camBoxes("ingame", [3, 3])).toHaveLength(6);
  });
  it("keeps desk cams, their plates and cards inside the graphics-safe area, and ingame cams on the edges", () => {
    const inside = (r: Rect) => r.x >= SAFE.left && r.x + r.w <= SAFE.right && r.y >= SAFE.top && r.y + r.h <= SAFE.bottom;
    for (let n = 1; n <= 5; n++)
      for (const b of camBoxes("desk", [n, n])) {
        const { plate, content } = camParts(b);
        expect([inside(b), inside(plate), inside(content)]).toEqual([true, true, true]);
        expect(Math.abs(b.w / b.h - 16 / 9)).toBeLessThan(0.02);
      }
    const pov = camParts(camBoxes("pov", [1, 0])[0]);
    expect([inside(pov.plate), inside(pov.content)]).toEqual([true, true]);
    const ingame = camBoxes("ingame", [2, 2]);
    expect(ingame.filter((b) => b.team === 0).every((b) => b.x < 300)).toBe(true);
    expect(ingame.filter((b) => b.team === 1).every((b) => b.x > 1600)).toBe(true);
  });
  it("plays a full cam over the whole frame, its plate a lower third and its card inside the safe area", () => {
    const full = camBoxes("full", [1, 0])[0];
    expect(full).toMatchObject({ x: 0, y: 0, w: 1920, h: 1080 });
    const { video, plate, content, lowerThird } = camParts(full);
    expect(video).toEqual({ x: 0, y: 0, w: 1920, h: 1080 });
    expect(lowerThird).toBe(true);
    expect(plate.x).toBe(SAFE.left);
    expect(plate.y + plate.h).toBe(SAFE.bottom);
    expect(content.y + content.h).toBeLessThan(plate.y);
    expect(content.x).toBeGreaterThanOrEqual(SAFE.left);
    expect(content.y).toBeGreaterThanOrEqual(SAFE.top);
  });
  it("gives every plate room for a name at the 20 px label floor", () => {
    for (const mode of ["desk", "ingame", "pov"] as const)
      for (const b of camBoxes(mode, [5, 5])) expect(camParts(b).plate.h * 0.6).toBeGreaterThanOrEqual(20);
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
