import { describe, expect, it } from "vitest";
import { bracketFontSize, freeLane, layoutGeometry, type Geometry } from "./geometry.ts";
import { EMPTY_LAYOUT, type BracketLayout } from "./layout.ts";

/** Rounds to a thousandth so sums like 16 + 28.8 compare exactly. */
const r = (n: number) => Math.round(n * 1000) / 1000;
const rounded = (points: [number, number][]) => points.map(([x, y]) => [r(x), r(y)]);
const boxesOf = (g: Geometry) => g.boxes.map((b) => ({ ...b, y: r(b.y) }));
/** A rect spanning top..bottom; freeLane only reads the heights. */
const span = (top: number, bottom: number) => ({ x: 0, y: top, w: 10, h: bottom - top });
const lineOf = (g: Geometry, from: number, kind: "win" | "lose") => g.lines.find((l) => l.from === from && l.kind === kind)!;

describe("freeLane", () => {
  it("keeps the wanted height when it is clear, or only touches a padded rect's edge", () => {
    expect(freeLane([], 50, 5)).toBe(50);
    expect(freeLane([span(0, 10)], 50, 0)).toBe(50);
    expect(freeLane([span(100, 110)], 50, 0)).toBe(50);
    // Separate rects leave the gap between them free.
    expect(freeLane([span(0, 10), span(100, 110)], 50, 0)).toBe(50);
    // On an edge: clear, even when the other edge lies between the line's ends.
    expect(freeLane([span(0, 10)], 0, 0, 5, 20)).toBe(0);
    expect(freeLane([span(0, 10)], 10, 0, -5, 5)).toBe(10);
  });

  it("moves to the nearer edge of the padded rect, the upper one on a tie", () => {
    expect(freeLane([span(0, 100)], 40, 0)).toBe(0);
    expect(freeLane([span(0, 100)], 60, 0)).toBe(100);
    expect(freeLane([span(0, 100)], 50, 0)).toBe(0);
    expect(freeLane([span(100, 200)], 140, 0)).toBe(100);
    expect(freeLane([span(100, 200)], 170, 0)).toBe(200);
    expect(freeLane([span(100, 200)], 120, 10)).toBe(90);
    expect(freeLane([span(100, 200)], 190, 10)).toBe(210);
  });

  it("merges overlapping and touching rects, in any order, into one block to go round", () => {
    expect(freeLane([span(0, 10), span(10, 20)], 9, 0)).toBe(0);
    expect(freeLane([span(0, 40), span(30, 100)], 60, 0)).toBe(100);
    expect(freeLane([span(100, 110), span(0, 10)], 5, 0)).toBe(0);
    expect(freeLane([span(200, 210), span(100, 110), span(0, 10)], 5, 0)).toBe(0);
    expect(freeLane([span(200, 210), span(0, 10), span(100, 110)], 105, 0)).toBe(100);
    expect(freeLane([span(0, 10), span(200, 210), span(100, 110)], 205, 0)).toBe(200);
    expect(freeLane([span(50, 60), span(0, 55)], 52, 0)).toBe(60);
  });

  it("prefers an edge between the line's two ends over a nearer one outside them", () => {
    // Ends 40..150: the bottom edge 100 lies between them, the nearer top edge 0 does not.
    expect(freeLane([span(0, 100)], 40, 0, 40, 150)).toBe(100);
    expect(freeLane([span(0, 100)], 40, 0, 150, 40)).toBe(100);
    // Ends -50..60: only the top edge lies between them.
    expect(freeLane([span(0, 100)], 60, 0, -50, 60)).toBe(0);
    expect(freeLane([span(0, 100)], 60, 0, 60, -50)).toBe(0);
    // An edge exactly at an end counts as between.
    expect(freeLane([span(0, 100)], 40, 0, 40, 100)).toBe(100);
    expect(freeLane([span(0, 100)], 60, 0, 0, 60)).toBe(0);
    // Both edges between the ends, or neither: the nearer one.
    expect(freeLane([span(0, 100)], 60, 0, -10, 110)).toBe(100);
    expect(freeLane([span(0, 100)], 40, 0, 45, 55)).toBe(0);
  });
});

describe("bracketFontSize", () => {
  it("ignores an overlay scale of exactly 4 and uses one just above it", () => {
    expect(bracketFontSize({ overlayScale: 4 })).toBe(16);
    expect(bracketFontSize({ overlayScale: 4.5 })).toBe(4.5);
    expect(bracketFontSize({ overlayScale: null, extended: true })).toBe(24);
  });
});

describe("layoutGeometry sizes", () => {
  it("draws lines 2 wide at font 16, scaled with the font, never under 1", () => {
    expect(layoutGeometry(EMPTY_LAYOUT).lineWidth).toBe(2);
    expect(layoutGeometry(EMPTY_LAYOUT, { overlayScale: 32 }).lineWidth).toBe(4);
    expect(layoutGeometry(EMPTY_LAYOUT, { overlayScale: 5 }).lineWidth).toBe(1);
  });

  it("gives an empty layout just its margins", () => {
    expect(layoutGeometry(EMPTY_LAYOUT)).toEqual({
      width: 32,
      height: 32,
      fontSize: 16,
      lineWidth: 2,
      boxes: [],
      headers: [],
      labels: [],
      lines: [],
      outcomes: [],
    });
  });

  // Font 32: boxes 384 x 112 (two 56 slots), rows 144 apart, columns 96 apart, headers 57.6 high.
  const layout: BracketLayout = {
    brackets: [
      {
        name: "Upper",
        columns: [{ header: "Round 1", gapRight: 10, games: [1, 2] }, { games: [3] }, { header: "Final", games: [5] }],
      },
      { columns: [{ games: [4, null] }, { games: [] }] },
    ],
    connections: {},
  };
  // Drawn inside each test: a mutant is switched on only while a test runs.
  const draw = () => layoutGeometry(layout, { overlayScale: 32 });

  it("lines columns up across brackets, widening a column by its gapRight times the scale", () => {
    const g = draw();
    expect([...new Set(g.boxes.map((b) => b.x))]).toEqual([32, 532, 1012]);
    expect(g.headers.map((h) => [h.text, h.x])).toEqual([
      ["Round 1", 32],
      ["Final", 1012],
    ]);
    expect(g.width).toBe(1428);
    expect(g.fontSize).toBe(32);
  });

  it("stacks name, headers and games per bracket, centring each column's games in the tallest column", () => {
    const g = draw();
    expect(g.labels).toEqual([{ text: "Upper", x: 32, y: 32 }]);
    expect(g.headers.map((h) => ({ ...h, y: r(h.y) }))).toEqual([
      { text: "Round 1", x: 32, y: 89.6, w: 384 },
      { text: "Final", x: 1012, y: 89.6, w: 384 },
    ]);
    const box = { w: 384, h: 112, slotH: 56 };
    expect(boxesOf(g)).toEqual([
      { match: 1, bracket: 0, column: 0, x: 32, y: 163.2, ...box },
      { match: 2, bracket: 0, column: 0, x: 32, y: 307.2, ...box },
      { match: 3, bracket: 0, column: 1, x: 532, y: 235.2, ...box },
      { match: 5, bracket: 0, column: 2, x: 1012, y: 235.2, ...box },
      // The lower bracket has no name and no headers: its games start right below the upper one.
      { match: 4, bracket: 1, column: 0, x: 32, y: 483.2, ...box },
    ]);
    expect(r(g.height)).toBe(819.2);
  });
});

describe("layoutGeometry lines to the next column and outcome marks", () => {
  // Font 16: boxes 192 x 56 at x 16 and 256, rows at y 24 and 96; the gap's middle is x 232.
  const layout: BracketLayout = {
    brackets: [{ columns: [{ games: [1, 2] }, { games: [3, 4] }] }],
    connections: {
      1: { win: "3.1", lose: "4.1", winStyle: "solid", loseStyle: "dashed" },
      2: { win: "3.2", lose: "4.2" },
      3: { win: "champion", lose: "9.1" },
      4: { lose: "eliminated" },
    },
  };
  // Drawn inside each test: a mutant is switched on only while a test runs.
  const draw = () => layoutGeometry(layout);

  it("runs win lines in the middle of the gap and loss lines a little right of them, into the target slot", () => {
    const g = draw();
    expect(g.lines.map((l) => ({ ...l, points: rounded(l.points) }))).toEqual([
      {
        from: 1,
        to: 3,
        position: 1,
        kind: "win",
        style: "solid",
        points: [
          [208, 46.4],
          [232, 46.4],
          [232, 38],
          [256, 38],
        ],
      },
      {
        from: 1,
        to: 4,
        position: 1,
        kind: "lose",
        style: "dashed",
        points: [
          [208, 57.6],
          [238.4, 57.6],
          [238.4, 110],
          [256, 110],
        ],
      },
      {
        from: 2,
        to: 3,
        position: 2,
        kind: "win",
        style: undefined,
        points: [
          [208, 118.4],
          [232, 118.4],
          [232, 66],
          [256, 66],
        ],
      },
      {
        from: 2,
        to: 4,
        position: 2,
        kind: "lose",
        style: undefined,
        points: [
          [208, 129.6],
          [238.4, 129.6],
          [238.4, 138],
          [256, 138],
        ],
      },
    ]);
  });

  it("marks champions and eliminations right of the box, skipping a line to a match the layout lacks", () => {
    const g = draw();
    expect(g.outcomes.map((o) => ({ ...o, x: r(o.x), y: r(o.y) }))).toEqual([
      { match: 3, kind: "win", outcome: "champion", x: 454.4, y: 46.4 },
      { match: 4, kind: "lose", outcome: "eliminated", x: 454.4, y: 129.6 },
    ]);
    expect(g.lines.some((l) => l.to === 9)).toBe(false);
  });

  it("widens the picture by two font sizes for the outcome marks", () => {
    const g = draw();
    expect(g.width).toBe(496);
    expect(layoutGeometry({ ...layout, connections: {} }).width).toBe(464);
    expect(g.height).toBe(192);
  });
});

describe("layoutGeometry lines crossing columns", () => {
  // Font 16: columns at x 16, 256 and 496; rows at y 24 and 96 (56 high, padded by 12 for lanes).
  // The lower bracket's name sits at y 176, its header at 204.8 and its game at 241.6.
  const layout: BracketLayout = {
    brackets: [
      { columns: [{ games: [1, 2] }, { games: [null, 3] }, { games: [4, null] }] },
      { name: "Lower", columns: [{ header: "Lower R1", games: [6] }] },
    ],
    connections: { 2: { win: "4.1" }, 4: { lose: "6.1" } },
  };
  // Drawn inside each test: a mutant is switched on only while a test runs.
  const draw = () => layoutGeometry(layout);

  it("crosses a skipped column halfway between the ends when only boxes elsewhere are in the way", () => {
    const g = draw();
    // Box 3 (padded 84..164) is the only thing between the gaps at x 232 and 472; lane (118.4 + 38) / 2.
    expect(rounded(lineOf(g, 2, "win").points)).toEqual([
      [208, 118.4],
      [232, 118.4],
      [232, 78.2],
      [472, 78.2],
      [472, 38],
      [496, 38],
    ]);
  });

  it("takes a loss from the last column back round every box, header and name in its way", () => {
    const g = draw();
    // From past the last column (688 + 8, plus 6.4 apart) back to before the first (16 - 8 - 6.4);
    // boxes, name and header form one block 12..309.6, so the lane runs above it.
    expect(rounded(lineOf(g, 4, "lose").points)).toEqual([
      [688, 57.6],
      [702.4, 57.6],
      [702.4, 12],
      [1.6, 12],
      [1.6, 255.6],
      [16, 255.6],
    ]);
  });

  it("lays out the lower bracket's name, header and game below the upper bracket", () => {
    const g = draw();
    expect(g.labels).toEqual([{ text: "Lower", x: 16, y: 176 }]);
    expect(g.headers.map((h) => ({ ...h, y: r(h.y) }))).toEqual([{ text: "Lower R1", x: 16, y: 204.8, w: 192 }]);
    expect(boxesOf(g).find((b) => b.match === 6)).toEqual({ match: 6, bracket: 1, column: 0, x: 16, y: 241.6, w: 192, h: 56, slotH: 28 });
  });
});
