/**
 * A connection line cut to the part of a bracket in view. A dashed line is dashed along its
 * whole length before it is clipped (Skia culls dashes only for single straight lines), so a
 * loser line running 20,000 px down a 512-team double elimination cost hundreds of ms to
 * redraw after any click nearby; drawn only in view it costs a few. Each run keeps its dash
 * phase (`offset`: the length of line before it), so dashes never move as the view scrolls.
 */
export type Point = readonly [number, number];

export interface LineRun {
  points: [number, number][];
  /** Length of the whole line before this run: its stroke-dashoffset. */
  offset: number;
  /** The run ends where the line ends (where its arrow goes). */
  end: boolean;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The part of segment a→b inside the rectangle, as fractions [t0, t1] along it (Liang–Barsky); null when outside. */
function clipSegment(a: Point, b: Point, r: Rect): [number, number] | null {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, a[0] - r.x],
    [dx, r.x + r.w - a[0]],
    [-dy, a[1] - r.y],
    [dy, r.y + r.h - a[1]],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return [t0, t1];
}

/** The runs of a polyline inside the rectangle, in order along it; none when it misses it. */
export function clipPolyline(points: readonly Point[], rect: Rect): LineRun[] {
  const runs: LineRun[] = [];
  let current: LineRun | null = null;
  let walked = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i];
    const b = points[i + 1];
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const t = clipSegment(a, b, rect);
    if (!t) {
      current = null;
      walked += length;
      continue;
    }
    const at = (f: number): [number, number] => [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
    if (current && t[0] === 0) current.points.push(at(t[1]));
    else {
      current = { points: [at(t[0]), at(t[1])], offset: walked + length * t[0], end: false };
      runs.push(current);
    }
    if (i + 2 === points.length && t[1] === 1) current.end = true;
    if (t[1] < 1) current = null;
    walked += length;
  }
  return runs;
}
