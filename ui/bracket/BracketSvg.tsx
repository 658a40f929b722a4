import { memo, type ReactNode } from "react";
import { clipPolyline, type LineRun } from "../../domain/bracket/clipLine.ts";
import { connectorLines } from "../../domain/bracket/feeds.ts";
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
  /** Draw at this fraction of the geometry's size (the creator's fit-to-width preview). */
  scale?: number;
}

type Rect = NonNullable<BracketSvgProps["viewport"]>;
const meets = (v: Rect | undefined, x0: number, y0: number, x1: number, y1: number) =>
  !v || (x1 >= v.x && x0 <= v.x + v.w && y1 >= v.y && y0 <= v.y + v.h);

const OUTCOME_TITLE = { eliminated: "Eliminated", champion: "Champion", advance: "Advances" } as const;

/**
 * An outcome's mark, drawn by us in a 16-unit square (never a text glyph, which some fonts
 * lack): a gold trophy for champion, a cross for eliminated, an arrow for advance.
 */
export function OutcomeIcon({ outcome, x, y, size }: { outcome: keyof typeof OUTCOME_TITLE; x: number; y: number; size: number }) {
  const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;
  return (
    <g
      transform={`translate(${x},${y - size / 2}) scale(${size / 16})`}
      data-outcome={outcome}
      role="img"
      aria-label={OUTCOME_TITLE[outcome]}
    >
      <title>{OUTCOME_TITLE[outcome]}</title>
      {outcome === "champion" ? (
        <g fill="#facc15" stroke="#a16207" strokeWidth={0.6} strokeLinejoin="round">
          <path
            d="M4.5 3.5 H3 a1.5 1.5 0 0 0 0 3 q0.9 1.6 2.2 1.9 M11.5 3.5 H13 a1.5 1.5 0 0 1 0 3 q-0.9 1.6 -2.2 1.9"
            fill="none"
            strokeWidth={1.2}
            stroke="#facc15"
          />
          <path d="M4 2 H12 V6 C12 8.6 10.3 10.2 8 10.2 C5.7 10.2 4 8.6 4 6 Z" />
          <path d="M7 10.2 H9 V12.4 H7 Z" />
          <path d="M4.8 12.4 H11.2 V14.6 H4.8 Z" />
        </g>
      ) : outcome === "eliminated" ? (
        <path d="M4 4 L12 12 M12 4 L4 12" {...stroke} opacity={0.7} />
      ) : (
        <path d="M2.5 8 H12.5 M9 4.5 L12.5 8 L9 11.5" {...stroke} opacity={0.7} />
      )}
    </g>
  );
}

/** The drawing of a bracket: headers, boxes, the winners' connection lines with arrows (a loser's slot says "Loser of M"). Memoised, and
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
  scale = 1,
}: BracketSvgProps) {
  const f = g.fontSize;
  const boxes = v ? g.boxes.filter((b) => meets(v, b.x, b.y, b.x + b.w + 2 * f, b.y + b.h)) : g.boxes;
  // With a viewport, each line is cut to it (domain/bracket/clipLine.ts): a dashed line is dashed
  // along its whole length before clipping, so drawing long ones whole made every click slow.
  const lines = connectorLines(g).flatMap((l) => {
    const runs: LineRun[] = v ? clipPolyline(l.points, v) : [{ points: l.points.map(([x, y]) => [x, y]), offset: 0, end: true }];
    return runs.length
      ? [{ line: l, runs, whole: runs.length === 1 && runs[0].end && runs[0].offset === 0 && runs[0].points.length === l.points.length }]
      : [];
  });
  const outcomes = v ? g.outcomes.filter((o) => meets(v, o.x, o.y - f, o.x + f, o.y + f)) : g.outcomes;
  return (
    <svg
      data-testid={testId ?? "bracket-svg"}
      width={g.width * scale}
      height={g.height * scale}
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
      {lines.map(({ line: l, runs, whole }) => {
        const stroke = {
          fill: "none",
          stroke: "currentColor",
          strokeOpacity: 0.8,
          strokeDasharray: l.style === "dashed" ? `${f / 3} ${f / 4}` : undefined,
          strokeWidth: g.lineWidth,
        };
        const testId = `connection-${l.from}-${l.kind}`;
        const points = (run: LineRun) => run.points.map((p) => p.join(",")).join(" ");
        return whole ? (
          <polyline key={testId} data-testid={testId} points={points(runs[0])} {...stroke} markerEnd="url(#bracket-arrow)" />
        ) : (
          <g key={testId} data-testid={testId}>
            {runs.map((run) => (
              <polyline
                key={run.offset}
                points={points(run)}
                {...stroke}
                strokeDashoffset={stroke.strokeDasharray ? run.offset : undefined}
                markerEnd={run.end ? "url(#bracket-arrow)" : undefined}
              />
            ))}
          </g>
        );
      })}
      {outcomes.map((o) => (
        <g key={`${o.match}-${o.kind}`} data-testid={`outcome-${o.match}-${o.kind}`}>
          <OutcomeIcon outcome={o.outcome} x={o.x} y={o.y} size={f * 0.68} />
        </g>
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
