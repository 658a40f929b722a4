import { z } from "zod";

/** The bracket layout JSON of SPEC §3, parsed leniently (empty on bad JSON). */
const Column = z.object({ header: z.string().optional(), gapRight: z.number().optional(), games: z.array(z.number().nullable()).default([]) });
const Layout = z.object({
  brackets: z.array(z.object({ name: z.string().optional(), columns: z.array(Column).default([]) })).default([]),
  connections: z.record(z.string(), z.object({ win: z.string().optional(), lose: z.string().optional() }).passthrough()).default({}),
});
export type BracketLayout = z.infer<typeof Layout>;

export function parseLayout(json: string | null | undefined): BracketLayout {
  try {
    const r = Layout.safeParse(JSON.parse(json ?? ""));
    return r.success ? r.data : { brackets: [], connections: {} };
  } catch {
    return { brackets: [], connections: {} };
  }
}

export interface GameBox { match: number; x: number; y: number; w: number; h: number }
export interface Geometry {
  boxes: GameBox[];
  lines: number[][];
  headers: { text: string; x: number; y: number }[];
  titles: { text: string; x: number; y: number }[];
  width: number;
  height: number;
  fontSize: number;
}

/** SPEC §9: base font 16; overlay_scale only when above 4; ×1.5 when extended. */
export function bracketFontSize(overlayScale: number | null | undefined, extended: boolean, scale?: number): number {
  const base = scale && scale > 0 ? scale : overlayScale && overlayScale > 4 ? overlayScale : 16;
  return extended ? base * 1.5 : base;
}

/**
 * Boxes, header labels and win connections of a layout in pixels: brackets stacked,
 * columns left to right, games spread evenly in their column; lines are elbows from a
 * game to the slot of the game its winner goes to.
 */
export function layoutGeometry(layout: BracketLayout, fontSize: number, showHeaders = true): Geometry {
  const rowH = Math.round(fontSize * 2.1);
  const boxW = Math.round(fontSize * 15);
  const boxH = rowH * 2;
  const colGap = Math.round(fontSize * 4);
  const headerH = showHeaders ? Math.round(fontSize * 2.2) : 0;
  const boxes: GameBox[] = [];
  const headers: Geometry["headers"] = [];
  const titles: Geometry["titles"] = [];
  let top = 0;
  let width = 0;
  for (const b of layout.brackets) {
    const most = Math.max(1, ...b.columns.map((c) => c.games.length));
    const titleH = showHeaders && b.name ? Math.round(fontSize * 2) : 0;
    if (titleH) titles.push({ text: b.name!, x: 0, y: top });
    const bodyTop = top + titleH + headerH;
    const bodyH = most * (boxH + fontSize * 1.5);
    let x = 0;
    for (const c of b.columns) {
      if (showHeaders && c.header) headers.push({ text: c.header, x: x + boxW / 2, y: top + titleH });
      const slot = bodyH / Math.max(1, c.games.length);
      c.games.forEach((g, i) => {
        if (g != null) boxes.push({ match: g, x, y: Math.round(bodyTop + slot * (i + 0.5) - boxH / 2), w: boxW, h: boxH });
      });
      x += boxW + colGap + (c.gapRight ?? 0);
    }
    width = Math.max(width, x - colGap);
    top = bodyTop + bodyH + fontSize * 2;
  }
  const byMatch = new Map(boxes.map((b) => [b.match, b]));
  const lines: number[][] = [];
  for (const [from, conn] of Object.entries(layout.connections)) {
    const a = byMatch.get(Number(from));
    const [target, pos] = (conn.win ?? "").split(".");
    const b = byMatch.get(Number(target));
    if (!a || !b || b.x <= a.x) continue;
    const y1 = a.y + a.h / 2;
    const y2 = b.y + (pos === "2" ? (b.h * 3) / 4 : b.h / 4);
    const mx = a.x + a.w + (b.x - a.x - a.w) / 2;
    lines.push([a.x + a.w, y1, mx, y1, mx, y2, b.x, y2]);
  }
  return { boxes, lines, headers, titles, width, height: Math.max(0, top - fontSize * 2), fontSize };
}
