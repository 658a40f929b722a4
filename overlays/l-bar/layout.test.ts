import { describe, expect, it } from "vitest";
import { makeMatchView } from "../../engine/testViews.ts";
import { barMatch, lBarLayout } from "./layout.ts";

describe("the L-bar", () => {
  const l = lBarLayout();
  it("leaves a 16:9 window and fills the rest of the frame with the column and the bar", () => {
    expect(l.win.w / l.win.h).toBeCloseTo(16 / 9, 2);
    expect(l.column.x).toBe(l.win.w);
    expect(l.bar.y).toBe(l.win.h);
    expect(l.column.w * l.column.h + l.bar.w * l.bar.h + l.win.w * l.win.h).toBe(1920 * 1080);
  });
  it("keeps every content area inside the graphics-safe area and out of the window", () => {
    for (const r of [l.columnContent, l.barContent, l.corner]) {
      expect(r.x).toBeGreaterThanOrEqual(96);
      expect(r.y).toBeGreaterThanOrEqual(54);
      expect(r.x + r.w).toBeLessThanOrEqual(1824);
      expect(r.y + r.h).toBeLessThanOrEqual(1026);
      expect(r.x >= l.win.w || r.y >= l.win.h).toBe(true);
    }
  });
  it("calls up the next match, else the live one being played as now playing, else nothing", () => {
    const done = makeMatchView({ id: "recDONE", score_1: 2, first_to: 2 });
    const live = makeMatchView({ id: "recLIVE", score_1: 1, first_to: 2 });
    const later = makeMatchView({ id: "recLATER" });
    expect(barMatch([done, live, later], later, live)).toEqual({ match: later, nowPlaying: false });
    expect(barMatch([done, live], null, live)).toEqual({ match: live, nowPlaying: true });
    expect(barMatch([done], null, null)).toBeNull();
  });
  it("never calls a finished live match, or one the bar does not list, now playing", () => {
    const won = makeMatchView({ id: "recLIVE", score_1: 2, first_to: 2 });
    expect(barMatch([won], null, won)).toBeNull();
    expect(barMatch([], null, makeMatchView({ id: "recLIVE" }))).toBeNull();
  });
  it("shows the live match as now playing with its sides as the broadcast flips them", () => {
    const listed = makeMatchView({ id: "recLIVE" });
    const live = makeMatchView({ id: "recLIVE", flip_teams: true });
    expect(barMatch([listed], null, live)?.match.names).toEqual(["B", "A"]);
  });
});
