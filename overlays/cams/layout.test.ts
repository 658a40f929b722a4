import { describe, expect, it } from "vitest";
import { camBoxes } from "./layout.ts";

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
