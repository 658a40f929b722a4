import { describe, expect, it } from "vitest";
import { connectorLines } from "../../domain/bracket/feeds.ts";
import { layoutGeometry, type ConnectionLine, type Geometry } from "../../domain/bracket/geometry.ts";
import { GSL_PRESET, PRESETS, eliminationLayout } from "../../domain/bracket/presets.ts";
import { routeConnectors } from "./connectors.ts";

type Seg = [[number, number], [number, number]];
const segments = (points: [number, number][]): Seg[] => points.slice(1).map((p, i) => [points[i], p]);

/** Whether a horizontal or vertical segment passes through (or within `clear` of) a rectangle's inside. */
function crosses([[x1, y1], [x2, y2]]: Seg, b: { x: number; y: number; w: number; h: number }, clear: number): boolean {
  const e = 0.5 - clear;
  const [lx, hx] = [Math.min(x1, x2), Math.max(x1, x2)];
  const [ly, hy] = [Math.min(y1, y2), Math.max(y1, y2)];
  return lx < b.x + b.w - e && hx > b.x + e && ly < b.y + b.h - e && hy > b.y + e;
}

/**
 * Each place a line runs through a match box, a column header or a bracket name, or squeezes
 * past a box closer than 0.7 of the font size (a line must read as between boxes, not on
 * one); the box a line leaves or enters is left out for that end's segment.
 */
function crossings(geo: Geometry, lines = routeConnectors(geo)): string[] {
  const f = geo.fontSize;
  const texts = [
    ...geo.headers.map((h) => ({ name: `header ${h.text}`, x: h.x, y: h.y, w: h.w, h: f * 1.2 })),
    ...geo.labels.map((l) => ({ name: `label ${l.text}`, x: l.x, y: l.y, w: f * 4, h: f * 1.2 })),
  ];
  return lines.flatMap((l) =>
    segments(l.points).flatMap((s, i, all) => [
      ...geo.boxes
        .filter((b) => !(i === 0 && b.match === l.from) && !(i === all.length - 1 && b.match === l.to))
        .filter((b) => crosses(s, b, f * 0.7))
        .map((b) => `${l.kind} ${l.from}->${l.to} runs through or along match ${b.match}`),
      ...texts.filter((t) => crosses(s, t, 0)).map((t) => `${l.kind} ${l.from}->${l.to} runs through ${t.name}`),
    ]),
  );
}

describe("bracket connectors", () => {
  for (const [name, layout] of [
    ["GSL (the demo's)", GSL_PRESET()],
    ["8-team double elimination", eliminationLayout(8, { double: true })],
    ["16-team double elimination, extended", eliminationLayout(16, { double: true })],
    ["8-team single elimination", eliminationLayout(8)],
  ] as const) {
    it(`never run through a match box: ${name}`, () => {
      const geo = layoutGeometry(layout, { extended: name.includes("extended") });
      expect(geo.lines.length).toBeGreaterThan(0);
      expect(crossings(geo)).toEqual([]);
    });
  }

  it("leave the source's right edge and enter the target's left edge horizontally, turning only in column gaps", () => {
    const geo = layoutGeometry(eliminationLayout(8, { double: true }));
    const byMatch = new Map(geo.boxes.map((b) => [b.match, b]));
    for (const line of routeConnectors(geo)) {
      const from = byMatch.get(line.from)!;
      const to = byMatch.get(line.to)!;
      const p = line.points;
      expect(p[0][0]).toBe(from.x + from.w);
      expect(p[1][1]).toBe(p[0][1]);
      expect(p[p.length - 1][0]).toBe(to.x);
      expect(p[p.length - 2][1]).toBe(p[p.length - 1][1]);
      // Every turn (a vertical segment) lies outside every box column.
      for (const [[x1, y1], [x2, y2]] of segments(p))
        if (x1 === x2 && y1 !== y2) for (const b of geo.boxes) expect(x1 > b.x && x1 < b.x + b.w).toBe(false);
    }
  });

  // A crossing: two segments meeting where neither ends, or running along each other.
  function crosses([[ax1, ay1], [ax2, ay2]]: Seg, [[bx1, by1], [bx2, by2]]: Seg): boolean {
    const within = (v: number, a: number, b: number) => v > Math.min(a, b) + 0.01 && v < Math.max(a, b) - 0.01;
    const overlap = (a1: number, a2: number, b1: number, b2: number) =>
      Math.min(Math.max(a1, a2), Math.max(b1, b2)) - Math.max(Math.min(a1, a2), Math.min(b1, b2)) > 0.01;
    const aFlat = ay1 === ay2;
    if (aFlat !== (by1 === by2))
      return aFlat ? within(bx1, ax1, ax2) && within(ay1, by1, by2) : within(ax1, bx1, bx2) && within(by1, ay1, ay2);
    return aFlat ? ay1 === by1 && overlap(ax1, ax2, bx1, bx2) : ax1 === bx1 && overlap(ay1, ay2, by1, by2);
  }
  const crossingPairs = (lines: ConnectionLine[]) =>
    lines.flatMap((a, i) =>
      lines
        .slice(i + 1)
        .filter((b) => segments(a.points).some((s) => segments(b.points).some((t) => crosses(s, t))))
        .map((b) => `${a.kind} ${a.from}->${a.to} crosses ${b.kind} ${b.from}->${b.to}`),
    );

  for (const preset of PRESETS) {
    it(`no line crosses another, on the site and on air: ${preset.name}`, () => {
      const geo = layoutGeometry(preset.build());
      expect(crossingPairs(connectorLines(geo))).toEqual([]);
      expect(crossingPairs(routeConnectors(geo))).toEqual([]);
    });
  }

  it("draw no line for a loser dropping to the lower bracket: its slot names the match instead", () => {
    const geo = layoutGeometry(eliminationLayout(8, { double: true }));
    expect(geo.lines.some((l) => l.kind === "lose")).toBe(true);
    expect(routeConnectors(geo).map((l) => l.kind)).not.toContain("lose");
  });
});
