import { describe, expect, it } from "vitest";
import { schedulePanelSize, scheduleRowY } from "./layout.ts";

describe("the schedule panel", () => {
  it("is as tall as its rows, not the room it was given", () => {
    const four = schedulePanelSize(4, 860);
    expect(four).toEqual({ rows: 4, rowH: 100, h: 96 + 4 * 100 + 3 * 16 + 24 });
    // The last row ends just above the panel's bottom edge: no empty half.
    expect(four.h - (scheduleRowY(3, four.rowH) + four.rowH)).toBe(24);
    expect(four.h).toBeLessThan(860 * 0.7);
  });
  it("shrinks its rows to fit six, and lists no more than six", () => {
    const six = schedulePanelSize(9, 700);
    expect(six.rows).toBe(6);
    expect(six.h).toBeLessThanOrEqual(700);
    expect(six.rowH).toBeLessThan(100);
  });
  it("with nothing scheduled is only its title", () => {
    expect(schedulePanelSize(0, 860)).toEqual({ rows: 0, rowH: 0, h: 96 });
  });
});
