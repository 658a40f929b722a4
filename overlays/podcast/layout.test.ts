import { describe, expect, it } from "vitest";
import { SAFE, defaultRows, gridBoxes, sideBoxes, type GuestBox } from "./layout.ts";

const inSafeArea = (b: GuestBox) => b.x >= SAFE.left && b.x + b.w <= SAFE.right && b.y >= SAFE.top && b.y + b.h + b.plate <= SAFE.bottom;
const overlaps = (a: GuestBox, b: GuestBox) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h + b.plate && b.y < a.y + a.h + a.plate;

describe("podcast layout", () => {
  it("puts up to three guests in one row and more in two", () => {
    expect(defaultRows(3)).toBe(1);
    expect(defaultRows(5)).toBe(2);
    const two = gridBoxes(2);
    expect(new Set(two.map((b) => b.y)).size).toBe(1);
    const five = gridBoxes(5);
    expect(new Set(five.map((b) => b.y)).size).toBe(2);
  });
  it("keeps every box 16:9, in the safe area and apart, for any count and rows", () => {
    for (let n = 1; n <= 9; n++) {
      for (const rows of [undefined, 1, 2, 3]) {
        const boxes = gridBoxes(n, rows);
        expect(boxes).toHaveLength(n);
        for (const b of boxes) {
          expect(inSafeArea(b)).toBe(true);
          expect(Math.abs(b.w / b.h - 16 / 9)).toBeLessThan(0.02);
        }
        boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(overlaps(a, b)).toBe(false)));
      }
    }
  });
  it("centres a short last row", () => {
    const [a, b, c] = gridBoxes(3, 2);
    expect(c.x + c.w / 2).toBeCloseTo(960, 0);
    expect(a.y).toBeLessThan(c.y);
    expect(b.y).toBe(a.y);
  });
  it("sends side cams to the edges and leaves the centre free", () => {
    const boxes = sideBoxes(4);
    expect(boxes.slice(0, 2).every((b) => b.x === SAFE.left)).toBe(true);
    expect(boxes.slice(2).every((b) => b.x + b.w === SAFE.right)).toBe(true);
    for (const b of boxes) {
      expect(inSafeArea(b)).toBe(true);
      expect(b.x + b.w < 760 || b.x > 1160).toBe(true);
    }
  });
});
