import { parseOutcome, type BracketLayout } from "./layout.ts";

/**
 * Pixel geometry of a layout, shared by the site's bracket view and the bracket overlay
 * so both draw the same thing. SPEC §9: base font 16, overlay_scale only above 4, times
 * 1.5 when extended; connections 2 wide at base size, never under 1.
 */
export interface GeometryOptions {
  overlayScale?: number | null;
  extended?: boolean;
}
export interface MatchBox {
  match: number;
  bracket: number;
  column: number;
  x: number;
  y: number;
  w: number;
  h: number;
  slotH: number;
}
export interface ColumnHeader {
  text: string;
  x: number;
  y: number;
  w: number;
}
export interface BracketLabel {
  text: string;
  x: number;
  y: number;
}
export interface ConnectionLine {
  from: number;
  to: number;
  position: 1 | 2;
  kind: "win" | "lose";
  style?: string;
  points: [number, number][];
}
export interface OutcomeMark {
  match: number;
  kind: "win" | "lose";
  outcome: "eliminated" | "champion" | "advance";
  x: number;
  y: number;
}
export interface Geometry {
  width: number;
  height: number;
  fontSize: number;
  lineWidth: number;
  boxes: MatchBox[];
  headers: ColumnHeader[];
  labels: BracketLabel[];
  lines: ConnectionLine[];
  outcomes: OutcomeMark[];
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The height nearest `want` at least `pad` clear of every rect (their padded spans merged, so
 * a long column stays fast); a height between `from` and `to` (the line's two ends) wins over
 * a nearer one outside them, so a line dropping to a lower bracket crosses between the two.
 */
export function freeLane(rects: readonly Rect[], want: number, pad: number, from = want, to = want): number {
  const spans = rects.map((r) => [r.y - pad, r.y + r.h + pad] as const).sort((a, b) => a[0] - b[0]);
  const between = (y: number) => y >= Math.min(from, to) && y <= Math.max(from, to);
  for (let i = 0; i < spans.length; i++) {
    const top = spans[i][0];
    let bottom = spans[i][1];
    while (i + 1 < spans.length && spans[i + 1][0] <= bottom) bottom = Math.max(bottom, spans[++i][1]);
    if (want > top && want < bottom) {
      if (between(top) !== between(bottom)) return between(top) ? top : bottom;
      return want - top <= bottom - want ? top : bottom;
    }
  }
  return want;
}

export function bracketFontSize({ overlayScale, extended }: GeometryOptions = {}): number {
  const base = overlayScale != null && overlayScale > 4 ? overlayScale : 16;
  return base * (extended ? 1.5 : 1);
}

export function layoutGeometry(layout: BracketLayout, options: GeometryOptions = {}): Geometry {
  const f = bracketFontSize(options);
  const unit = f / 16;
  const lineWidth = Math.max(1, 2 * unit);
  const boxW = 12 * f;
  const slotH = 1.75 * f;
  const boxH = slotH * 2;
  const pitch = boxH + f;
  const colGap = 3 * f;
  const headerH = 1.8 * f;
  const margin = f;
  const columnCount = Math.max(0, ...layout.brackets.map((b) => b.columns.length));
  // Columns line up across brackets: a column is as wide as its widest gapRight says.
  const xs: number[] = [];
  let x = margin;
  for (let c = 0; c < columnCount; c++) {
    xs.push(x);
    const gap = Math.max(0, ...layout.brackets.map((b) => b.columns[c]?.gapRight ?? 0));
    x += boxW + colGap + gap * unit;
  }
  const width = Math.max(x - colGap + margin, 2 * margin);
  const boxes: MatchBox[] = [];
  const headers: ColumnHeader[] = [];
  const labels: BracketLabel[] = [];
  let y = margin;
  layout.brackets.forEach((bracket, b) => {
    if (bracket.name) {
      labels.push({ text: bracket.name, x: margin, y });
      y += headerH;
    }
    const hasHeaders = bracket.columns.some((c) => c.header);
    bracket.columns.forEach((col, c) => col.header && headers.push({ text: col.header, x: xs[c], y, w: boxW }));
    if (hasHeaders) y += headerH;
    const rows = Math.max(1, ...bracket.columns.map((c) => c.games.length));
    const height = rows * pitch;
    bracket.columns.forEach((col, c) => {
      const each = height / Math.max(1, col.games.length);
      col.games.forEach((g, i) => {
        if (g == null) return;
        boxes.push({ match: g, bracket: b, column: c, x: xs[c], y: y + each * (i + 0.5) - boxH / 2, w: boxW, h: boxH, slotH });
      });
    });
    y += height + f;
  });
  const byMatch = new Map(boxes.map((box) => [box.match, box]));
  const lines: ConnectionLine[] = [];
  const outcomes: OutcomeMark[] = [];
  // Lines turn only in the gaps between columns: the middle of the gap after column c.
  const gapAfter = (c: number) => (c + 1 < xs.length ? (xs[c] + boxW + xs[c + 1]) / 2 : xs[c] + boxW + f / 2);
  const gapBefore = (c: number) => (c > 0 ? gapAfter(c - 1) : xs[0] - f / 2);
  // What a line crossing columns must pass clear of: boxes, column headers and bracket names.
  const blocked: Rect[] = [
    ...boxes,
    ...headers.map((h) => ({ x: h.x, y: h.y, w: h.w, h: headerH })),
    ...labels.map((l) => ({ x: l.x, y: l.y, w: boxW, h: headerH })),
  ];
  for (const box of boxes) {
    const conn = layout.connections[box.match];
    if (!conn) continue;
    for (const kind of ["win", "lose"] as const) {
      const o = parseOutcome(conn[kind]);
      if (!o) continue;
      const startY = box.y + (kind === "win" ? box.h * 0.4 : box.h * 0.6);
      if (o.kind !== "slot") {
        outcomes.push({ match: box.match, kind, outcome: o.kind, x: box.x + box.w + f * 0.4, y: startY });
        continue;
      }
      const target = byMatch.get(o.match);
      if (!target) continue;
      const start: [number, number] = [box.x + box.w, startY];
      const end: [number, number] = [target.x, target.y + (o.position - 0.5) * target.slotH];
      // Loss lines run a little apart from win lines in the gaps.
      const apart = kind === "lose" ? f * 0.4 : 0;
      const xa = gapAfter(box.column) + apart;
      let points: [number, number][];
      if (target.column === box.column + 1) {
        // The next column: right out of the source, down or up in the gap, into the target.
        points = [start, [xa, start[1]], [xa, end[1]], end];
      } else {
        // Skipping columns, or going back (a loss dropping to the lower bracket): cross the
        // columns between at a height where they hold no box, header or name.
        const xb = gapBefore(target.column) - apart;
        const lo = Math.min(xa, xb);
        const hi = Math.max(xa, xb);
        const lane = freeLane(
          blocked.filter((r) => r.x < hi && r.x + r.w > lo),
          (start[1] + end[1]) / 2,
          f * 0.75,
          start[1],
          end[1],
        );
        points = [start, [xa, start[1]], [xa, lane], [xb, lane], [xb, end[1]], end];
      }
      lines.push({
        from: box.match,
        to: o.match,
        position: o.position,
        kind,
        style: kind === "win" ? conn.winStyle : conn.loseStyle,
        points,
      });
    }
  }
  return {
    width: width + (outcomes.length ? 2 * f : 0),
    height: y + margin,
    fontSize: f,
    lineWidth,
    boxes,
    headers,
    labels,
    lines,
    outcomes,
  };
}
