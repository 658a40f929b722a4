import { describe, expect, it } from "vitest";
import { TOP_BAR_H, fitUnderTopBar } from "./topBar.ts";

const placed = (top: number, bottom: number) => {
  const f = fitUnderTopBar(top, bottom);
  return { top: f.y + top * f.scale, bottom: f.y + bottom * f.scale, ...f };
};

describe("the top header bar never covers the scene", () => {
  it("moves ingame's bars (at the top of the frame) below the header bar", () => {
    const p = placed(24, 24 + 72 + 64);
    expect(p.top).toBeGreaterThanOrEqual(TOP_BAR_H);
    expect(p.scale).toBe(1);
  });

  it("scales a full-height scene down to fit under the bar, centred", () => {
    const p = placed(30, 1030);
    expect(p.top).toBeGreaterThanOrEqual(TOP_BAR_H);
    expect(p.bottom).toBeLessThanOrEqual(1080);
    expect(p.scale).toBeLessThan(1);
    expect(p.x).toBeCloseTo((1920 - 1920 * p.scale) / 2);
  });

  it("leaves a scene that is already below the bar, or draws nothing, where it is", () => {
    expect(fitUnderTopBar(600, 1000)).toEqual({ x: 0, y: 0, scale: 1 });
    expect(fitUnderTopBar(0, 0)).toEqual({ x: 0, y: 0, scale: 1 });
  });
});
