import { describe, expect, it } from "vitest";
import { makeMatchView } from "../../engine/testViews.ts";
import { BREAK_SCHEDULE, scheduleNote, scheduleRows } from "./layout.ts";

describe("the break schedule", () => {
  const start = Date.UTC(2026, 3, 10, 23, 30);
  it("marks the live match, finished ones, and the rest by start time in the broadcast's zone", () => {
    const live = makeMatchView({ id: "recLIVE", start });
    expect(scheduleNote(live, "recLIVE", "America/New_York")).toBe("LIVE");
    expect(scheduleNote(makeMatchView({ score_1: 2, first_to: 2 }), "recLIVE", "UTC")).toBe("FINAL");
    expect(scheduleNote(makeMatchView({ start }), null, "America/New_York")).toBe("7:30 PM ET");
    expect(scheduleNote(makeMatchView({ round: "Upper Final" }), null, undefined)).toBe("UPPER FINAL");
  });
  it("shows only the rows that fit", () => {
    expect(scheduleRows(10, 800, 100, 20)).toBe(6);
    expect(scheduleRows(3, 800, 100, 20)).toBe(3);
  });
  it("says FINAL, not LIVE, of the live match once it is decided", () => {
    expect(scheduleNote(makeMatchView({ id: "recLIVE", score_1: 3, first_to: 3 }), "recLIVE", "UTC")).toBe("FINAL");
  });
  it("keeps both columns inside the safe area", () => {
    const { left, right, top, bottom } = BREAK_SCHEDULE;
    expect(left.x).toBeGreaterThanOrEqual(96);
    expect(right.x + right.w).toBeLessThanOrEqual(1824);
    expect(left.x + left.w).toBeLessThan(right.x);
    expect(top).toBeGreaterThanOrEqual(54);
    expect(bottom).toBeLessThanOrEqual(1026);
  });
});
