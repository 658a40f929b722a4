import { memo, type ReactNode } from "react";
import type { Geometry } from "../../domain/bracket/geometry.ts";

export interface BracketSvgProps {
  geometry: Geometry;
  /** The text of a team slot (a team, a placeholder or a seed label). */
  slotText: (match: number, position: 1 | 2) => string;
  slotWon?: (match: number, position: 1 | 2) => boolean;
  highlight?: number | null;
  /** Extra drawing per box (the creator's W/L handles). */
  decorate?: (match: number) => ReactNode;
  onSlotPointerUp?: (match: number, position: 1 | 2) => void;
  testId?: string;
  /** Draw only what meets this rectangle (the visible part of a scrolling box). */
  viewport?: { x: number; y: number; w: number; h: number };
}

type Rect = NonNullable<BracketSvgProps["viewport"]>;
const meets = (v: Rect | undefined, x0: number, y0: number, x1: number, y1: number) =>
  !v || (x1 >= v.x && x0 <= v.x + v.w && y1 >= v.y && y0 <= v.y + v.h);

const OUTCOME_TEXT = { eliminated: "✕", champion: "🏆", advance: "→" } as const;

/** The drawing of a bracket: headers, boxes, connection lines with arrows. Memoised, and
 * with a viewport it draws only what is in view (see ScrollingBracket). */
export const BracketSvg = memo(function BracketSvg({
  geometry: g,
  slotText,
  slotWon,
  highlight,
  decorate,
  onSlotPointerUp,
  testId,
  viewport: v,
}: BracketSvgProps) {
  const f = g.fontSize;
  const boxes = v ? g.boxes.filter((b) => meets(v, b.x, b.y, b.x + b.w + 2 * f, b.y + b.h)) : g.boxes;
  const lines = v
    ? g.lines.filter((l) => {
        const xs = l.points.map((p) => p[0]);
        const ys = l.points.map((p) => p[1]);
        return meets(v, Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys));
      })
    : g.lines;
  const outcomes = v ? g.outcomes.filter((o) => meets(v, o.x, o.y - f, o.x + f, o.y + f)) : g.outcomes;
  return (
    <svg
      data-testid={testId ?? "bracket-svg"}
      width={g.width}
      height={g.height}
      viewBox={`0 0 ${g.width} ${g.height}`}
      style={{ fontFamily: "Inter, sans-serif", fontSize: f * 0.8, display: "block" }}
    >
      <defs>
        <marker id="bracket-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor" />
        </marker>
      </defs>
      {g.labels.map((l) => (
        <text key={`l${l.y}`} x={l.x} y={l.y + f} fontWeight={700} fontSize={f} fill="currentColor">
          {l.text}
        </text>
      ))}
      {g.headers.map((h) => (
        <text key={`h${h.x}-${h.y}`} x={h.x + h.w / 2} y={h.y + f} textAnchor="middle" fontWeight={600} fill="currentColor" opacity={0.8}>
          {h.text}
        </text>
      ))}
      {lines.map((l) => (
        <polyline
          key={`${l.from}-${l.kind}`}
          data-testid={`connection-${l.from}-${l.kind}`}
          points={l.points.map((p) => p.join(",")).join(" ")}
          fill="none"
          stroke="currentColor"
          strokeOpacity={l.kind === "win" ? 0.8 : 0.4}
          strokeDasharray={l.kind === "lose" || l.style === "dashed" ? `${f / 3} ${f / 4}` : undefined}
          strokeWidth={g.lineWidth}
          markerEnd="url(#bracket-arrow)"
        />
      ))}
      {outcomes.map((o) => (
        <text key={`${o.match}-${o.kind}`} x={o.x} y={o.y + f / 3} fill="currentColor" opacity={0.7}>
          {OUTCOME_TEXT[o.outcome]}
        </text>
      ))}
      {boxes.map((b) => (
        <g key={b.match} data-testid={`bracket-match-${b.match}`} transform={`translate(${b.x},${b.y})`}>
          <rect
            width={b.w}
            height={b.h}
            rx={f / 4}
            fill={highlight === b.match ? "#1d4ed8" : "#1f2937"}
            stroke={highlight === b.match ? "#66d9ff" : "#4b5563"}
            strokeWidth={1}
          />
          {([1, 2] as const).map((p) => (
            <g
              key={p}
              data-testid={`slot-${b.match}-${p}`}
              onPointerUp={onSlotPointerUp ? () => onSlotPointerUp(b.match, p) : undefined}
              style={onSlotPointerUp ? { cursor: "crosshair" } : undefined}
            >
              <rect y={(p - 1) * b.slotH} width={b.w} height={b.slotH} fill="transparent" />
              <text x={f * 1.8} y={(p - 0.5) * b.slotH + f * 0.3} fill="#f9fafb" fontWeight={slotWon?.(b.match, p) ? 700 : 400}>
                {slotText(b.match, p)}
              </text>
            </g>
          ))}
          <text x={f * 0.4} y={b.h / 2 + f * 0.3} fill="#9ca3af" fontSize={f * 0.6}>
            {b.match}
          </text>
          <line x1={f * 1.4} x2={b.w} y1={b.slotH} y2={b.slotH} stroke="#374151" />
          {decorate?.(b.match)}
        </g>
      ))}
    </svg>
  );
});
