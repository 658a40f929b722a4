import { connectorLines } from "../../domain/bracket/feeds.ts";
import type { Geometry, MatchBox } from "../../domain/bracket/geometry.ts";

type Point = [number, number];
interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Connection lines that never cross a match box: out of the source box's right edge, along
 * the gap after its column, and into the target box's left edge from the gap before its
 * column. When other columns lie between those gaps (a line skipping a round, or a loss
 * dropping back to the lower bracket), the line crosses them at a height where they hold no
 * box, header or label. Only the winners' lines are drawn (domain/bracket/feeds.ts): a loser's
 * slot says "Loser of M".
 */
export function routeConnectors(geo: Geometry): Geometry["lines"] {
  const f = geo.fontSize;
  const columns = new Map<number, { left: number; right: number }>();
  for (const b of geo.boxes) {
    const c = columns.get(b.column);
    columns.set(b.column, c ? { left: Math.min(c.left, b.x), right: Math.max(c.right, b.x + b.w) } : { left: b.x, right: b.x + b.w });
  }
  const last = Math.max(0, ...columns.keys());
  /** The middle of the gap after column c (past the last column: half the margin). */
  const gapAfter = (c: number): number => {
    const here = columns.get(c);
    let next: { left: number } | undefined;
    for (let k = c + 1; k <= last && !next; k++) next = columns.get(k);
    if (!here) return next ? next.left - f : f / 2;
    return next ? (here.right + next.left) / 2 : here.right + f / 2;
  };
  const gapBefore = (c: number): number => {
    for (let k = c - 1; k >= 0; k--) if (columns.has(k)) return gapAfter(k);
    return (columns.get(c)?.left ?? f) - f / 2;
  };
  const blocked: Rect[] = [
    ...geo.boxes,
    ...geo.headers.map((h) => ({ x: h.x, y: h.y, w: h.w, h: f * 1.6 })),
    ...geo.labels.map((l) => ({ x: l.x, y: l.y, w: f * 12, h: f * 1.6 })),
  ];
  const byMatch = new Map<number, MatchBox>(geo.boxes.map((b) => [b.match, b]));
  return connectorLines(geo).map((line) => {
    const from = byMatch.get(line.from);
    const to = byMatch.get(line.to);
    if (!from || !to) return line;
    const [sx, sy] = line.points[0];
    const [ex, ey] = line.points[line.points.length - 1];
    const xa = gapAfter(from.column);
    if (to.column === from.column + 1 || (to.column > from.column && gapBefore(to.column) === gapAfter(from.column))) {
      return {
        ...line,
        points: [
          [sx, sy],
          [xa, sy],
          [xa, ey],
          [ex, ey],
        ] as Point[],
      };
    }
    const xb = gapBefore(to.column);
    const lo = Math.min(xa, xb);
    const hi = Math.max(xa, xb);
    const lane = freeLane(
      blocked.filter((r) => r.x < hi && r.x + r.w > lo),
      (sy + ey) / 2,
      f * 0.75,
    );
    return {
      ...line,
      points: [
        [sx, sy],
        [xa, sy],
        [xa, lane],
        [xb, lane],
        [xb, ey],
        [ex, ey],
      ] as Point[],
    };
  });
}

/** The height nearest `want` that lies at least `pad` clear of every rect. */
export function freeLane(rects: readonly Rect[], want: number, pad: number): number {
  const inside = (y: number) => rects.some((r) => y > r.y - pad && y < r.y + r.h + pad);
  const candidates = [want, ...rects.flatMap((r) => [r.y - pad, r.y + r.h + pad])].filter((y) => !inside(y));
  return candidates.reduce((best, y) => (Math.abs(y - want) < Math.abs(best - want) ? y : best), candidates[0] ?? want);
}
