import { scoreTitle } from "../../domain/mapLineup.ts";
import type { MatchView } from "../../engine/types.ts";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Inside the graphics-safe area (OVERLAYS.md design rules). */
export const SAFE = { left: 96, right: 1920 - 96, top: 54, bottom: 1080 - 54 };

/** A row of `n` equal tiles centred in the safe area, at most `maxW` wide, `gap` apart. */
export function tileRow(n: number, y: number, h: number, maxW = 330, gap = 24): Box[] {
  if (n <= 0) return [];
  const room = SAFE.right - SAFE.left;
  const w = Math.floor(Math.min(maxW, (room - gap * (n - 1)) / n));
  const total = n * w + (n - 1) * gap;
  const x0 = Math.round(960 - total / 2);
  return Array.from({ length: n }, (_, i) => ({ x: x0 + i * (w + gap), y, w, h }));
}

/** The maps overlay's title: the `title` option, else the score with `auto=score`, else "Maps". */
export function mapsTitle(m: MatchView, title: string | null, auto: string | undefined): string {
  if (title) return title.toUpperCase();
  if (auto?.toLowerCase() === "score") return scoreTitle(m.codes, m.score);
  return "MAPS";
}

/** The line under the title: the `subtitle` option, else the two teams and the match length. */
export function mapsSubtitle(m: MatchView, subtitle: string | null): string {
  if (subtitle) return subtitle.toUpperCase();
  return [`${m.names[0]} vs ${m.names[1]}`, m.bestOf ? `Best of ${m.bestOf}` : ""].filter(Boolean).join("  ·  ").toUpperCase();
}
