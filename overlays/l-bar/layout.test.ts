import { describe, expect, it } from "vitest";
import { lBarLayout } from "./layout.ts";

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
});
