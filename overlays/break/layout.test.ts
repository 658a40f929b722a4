import { describe, expect, it } from "vitest";
import { BREAK, SIDE_BLOCK_H } from "./layout.ts";

const inSafeArea = (r: { x: number; y: number; w: number; h: number }) => r.x >= 96 && r.y >= 54 && r.x + r.w <= 1824 && r.y + r.h <= 1026;

describe("the break's frame", () => {
  it("keeps the title bar, the main panel, the side column and the ticker inside the graphics-safe area", () => {
    for (const r of [BREAK.bar, BREAK.main, BREAK.side, BREAK.ticker]) expect(inSafeArea(r)).toBe(true);
  });
  it("stacks its parts without overlap: bar, then main panel beside the side column, then ticker", () => {
    expect(BREAK.bar.y + BREAK.bar.h).toBeLessThan(BREAK.main.y);
    expect(BREAK.main.x + BREAK.main.w).toBeLessThan(BREAK.side.x);
    expect(BREAK.main.y + BREAK.main.h).toBeLessThan(BREAK.ticker.y);
    expect(2 * SIDE_BLOCK_H).toBeLessThanOrEqual(BREAK.side.h);
  });
});
