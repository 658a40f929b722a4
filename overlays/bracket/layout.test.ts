import { describe, expect, it } from "vitest";
import { bracketFontSize, layoutGeometry, parseLayout } from "./layout.ts";

const gsl = parseLayout(JSON.stringify({
  brackets: [
    { name: "Upper", columns: [{ header: "Semis", games: [1, 2] }, { header: "Final", games: [3] }] },
    { name: "Lower", columns: [{ games: [4] }] },
  ],
  connections: { 1: { win: "3.1", lose: "4.1" }, 2: { win: "3.2", lose: "4.2" } },
}));

describe("bracket geometry", () => {
  it("uses base 16, overlay_scale only above 4, ×1.5 extended", () => {
    expect(bracketFontSize(undefined, false)).toBe(16);
    expect(bracketFontSize(3, false)).toBe(16);
    expect(bracketFontSize(20, false)).toBe(20);
    expect(bracketFontSize(undefined, true)).toBe(24);
  });
  it("places every game once, later columns to the right, the final between its semis", () => {
    const g = layoutGeometry(gsl, 16);
    expect(g.boxes.map((b) => b.match).sort()).toEqual([1, 2, 3, 4]);
    const [b1, b2, b3, b4] = [1, 2, 3, 4].map((n) => g.boxes.find((b) => b.match === n)!);
    expect(b3.x).toBeGreaterThan(b1.x);
    expect(b3.y + b3.h / 2).toBeCloseTo((b1.y + b2.y + b1.h) / 2, 0);
    expect(b4.y).toBeGreaterThan(b2.y + b2.h);
  });
  it("draws a win line into the right slot of the next game, with headers and titles", () => {
    const g = layoutGeometry(gsl, 16);
    expect(g.lines).toHaveLength(2);
    const b3 = g.boxes.find((b) => b.match === 3)!;
    expect(g.lines[1].at(-1)).toBe(b3.y + (b3.h * 3) / 4);
    expect(g.headers.map((h) => h.text)).toEqual(["Semis", "Final"]);
    expect(g.titles.map((t) => t.text)).toEqual(["Upper", "Lower"]);
    expect(layoutGeometry(gsl, 16, false).headers).toEqual([]);
  });
  it("reads bad JSON as an empty layout", () => {
    expect(parseLayout("{nope").brackets).toEqual([]);
  });
});
