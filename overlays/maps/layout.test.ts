import { describe, expect, it } from "vitest";
import { makeMatchView } from "../../engine/testViews.ts";
import { SAFE, mapsSubtitle, mapsTitle, tileRow } from "./layout.ts";

describe("maps layout", () => {
  it("centres the tiles and keeps seven of them inside the safe area", () => {
    expect(tileRow(4, 300, 500)[0].w).toBe(330);
    const five = tileRow(5, 300, 500);
    expect(Math.abs(five[0].x - (1920 - five[4].x - five[4].w))).toBeLessThanOrEqual(1);
    const seven = tileRow(7, 300, 500);
    expect(seven[0].x).toBeGreaterThanOrEqual(SAFE.left);
    expect(seven[6].x + seven[6].w).toBeLessThanOrEqual(SAFE.right);
    expect(tileRow(0, 0, 0)).toEqual([]);
  });
  it("titles with the title option, else the score with auto=score, else Maps", () => {
    const m = makeMatchView({ score_1: 1, score_2: 0, first_to: 3 }, ["AUR", "VRW"]);
    expect(mapsTitle(m, null, "score")).toBe("AUR 1 - 0 VRW");
    expect(mapsTitle(m, "Finals", "score")).toBe("FINALS");
    expect(mapsTitle(m, null, undefined)).toBe("MAPS");
  });
  it("names both teams and the match length under the title", () => {
    const m = makeMatchView({ first_to: 3 }, ["Aurora", "Wolves"]);
    expect(mapsSubtitle(m, null)).toBe("AURORA VS WOLVES  ·  BEST OF 5");
    expect(mapsSubtitle(m, "Week 3")).toBe("WEEK 3");
  });
});
