import { describe, expect, it } from "vitest";
import { bracketFontSize, layoutGeometry } from "./geometry.ts";
import { implications } from "./implications.ts";
import { eliminationLayout, PRESETS } from "./presets.ts";

/** A 4-team double elimination with a grand final reset (what the GSL preset once built). */
const DOUBLE_OF_FOUR = () => eliminationLayout(4, { double: true });
import { resolve } from "./resolve.ts";

describe("layoutGeometry", () => {
  it("uses base font 16, overlay_scale only above 4, and 1.5 times when extended", () => {
    expect(bracketFontSize({})).toBe(16);
    expect(bracketFontSize({ overlayScale: 3 })).toBe(16);
    expect(bracketFontSize({ overlayScale: 20 })).toBe(20);
    expect(bracketFontSize({ overlayScale: 20, extended: true })).toBe(30);
    expect(layoutGeometry(DOUBLE_OF_FOUR()).lineWidth).toBe(2);
    expect(layoutGeometry(DOUBLE_OF_FOUR(), { overlayScale: 5 }).lineWidth).toBeGreaterThanOrEqual(1);
  });

  it("draws one box per game, a line per connection to a game and a mark per outcome", () => {
    const g = layoutGeometry(DOUBLE_OF_FOUR());
    expect(g.boxes.map((b) => b.match).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(g.lines).toHaveLength(8); // 1,2 win+lose; 3,4 win (+4 lose); 5 win
    expect(g.outcomes.filter((o) => o.outcome === "champion")).toHaveLength(2);
    expect(g.headers.map((h) => h.text)).toContain("Grand Final");
  });

  it("centres a game between the two games that feed it, and ends lines at the target slot", () => {
    const g = layoutGeometry(eliminationLayout(4));
    const [m1, m2, final] = [1, 2, 3].map((n) => g.boxes.find((b) => b.match === n)!);
    expect(final.y + final.h / 2).toBeCloseTo((m1.y + m1.h / 2 + m2.y + m2.h / 2) / 2);
    const line = g.lines.find((l) => l.from === 2)!;
    expect(line.points.at(-1)).toEqual([final.x, final.y + 1.5 * final.slotH]);
  });
});

type Point = [number, number];
/** Whether a horizontal or vertical segment passes through a rectangle's inside (touching an edge is not). */
function crosses([x1, y1]: Point, [x2, y2]: Point, b: { x: number; y: number; w: number; h: number }): boolean {
  return Math.min(x1, x2) < b.x + b.w && Math.max(x1, x2) > b.x && Math.min(y1, y2) < b.y + b.h && Math.max(y1, y2) > b.y;
}

describe("connector lines", () => {
  const cases = [
    ...PRESETS.map((p) => [p.name, p.build(), {}] as const),
    ...PRESETS.map((p) => [`${p.name}, extended`, p.build(), { extended: true }] as const),
    ["32-team double elimination", eliminationLayout(32, { double: true }), {}] as const,
  ];
  it.each(cases)("never run through a match box: %s", (_, layout, options) => {
    const g = layoutGeometry(layout, options);
    const through = g.lines.flatMap((l) =>
      l.points
        .slice(1)
        .flatMap((p, i) => g.boxes.filter((b) => crosses(l.points[i], p, b)).map((b) => `${l.kind} ${l.from}->${l.to} through ${b.match}`)),
    );
    expect(through).toEqual([]);
  });

  it.each(cases)("leave the source's right edge, turn only between columns and enter the target's left edge: %s", (_, layout, options) => {
    const g = layoutGeometry(layout, options);
    const byMatch = new Map(g.boxes.map((b) => [b.match, b]));
    for (const l of g.lines) {
      const [from, to] = [byMatch.get(l.from)!, byMatch.get(l.to)!];
      const p = l.points;
      expect(p[0]).toEqual([from.x + from.w, expect.any(Number)]);
      expect(p[1][0]).toBeGreaterThan(p[0][0]);
      expect(p[1][1]).toBe(p[0][1]);
      expect(p.at(-1)).toEqual([to.x, to.y + (l.position - 0.5) * to.slotH]);
      expect(p.at(-2)![0]).toBeLessThan(to.x);
      expect(p.at(-2)![1]).toBe(p.at(-1)![1]);
      // Every vertical run lies in a gap between columns, never over a box's column.
      for (let i = 1; i < p.length; i++)
        if (p[i][0] === p[i - 1][0]) for (const b of g.boxes) expect(p[i][0] > b.x && p[i][0] < b.x + b.w).toBe(false);
    }
  });
});

describe("implications", () => {
  it("says where each team goes if it wins or loses, and where decided results sent them", () => {
    const gsl = DOUBLE_OF_FOUR();
    const res = resolve(gsl, [
      { number: 1, teams: ["A", "D"], score_1: 3, score_2: 0, first_to: 3 },
      { number: 2, teams: ["B", "C"] },
    ]);
    const list = implications(gsl, res, (t) => `Team ${t}`);
    expect(list[0]).toEqual({
      match: 2,
      decided: false,
      lines: [
        "If Team B wins: Team B goes to Match 4, Team C goes to Match 3",
        "If Team C wins: Team C goes to Match 4, Team B goes to Match 3",
      ],
    });
    expect(list[1].lines).toEqual(["Team A went to Match 4", "Team D goes to Match 3"]);
  });
});
