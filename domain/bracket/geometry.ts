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
      const endX = target.x;
      const endY = target.y + (o.position - 0.5) * target.slotH;
      const startX = box.x + box.w;
      // Forward lines bend halfway into the gap; lines going back loop under the source.
      const points: [number, number][] =
        endX > startX
          ? [
              [startX, startY],
              [endX - colGap / 2, startY],
              [endX - colGap / 2, endY],
              [endX, endY],
            ]
          : [
              [startX, startY],
              [startX + colGap / 3, startY],
              [startX + colGap / 3, box.y + box.h + f / 2],
              [endX - colGap / 3, box.y + box.h + f / 2],
              [endX - colGap / 3, endY],
              [endX, endY],
            ];
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
