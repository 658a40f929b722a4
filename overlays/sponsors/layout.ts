/**
 * A row of `count` logo cells centred in the safe width. Sponsor logos are mostly wordmarks,
 * so cells are wide: as wide as `maxW` allows, narrower when many; the height follows.
 */
export function logoRow(
  count: number,
  { left = 96, width = 1728, maxW = 400, gap = 48, aspect = 2.8 } = {},
): { w: number; h: number; xs: number[] } {
  if (count <= 0) return { w: 0, h: 0, xs: [] };
  const w = Math.max(80, Math.min(maxW, Math.floor((width - gap * (count - 1)) / count)));
  const total = w * count + gap * (count - 1);
  const start = left + Math.round((width - total) / 2);
  return { w, h: Math.round(w / aspect), xs: Array.from({ length: count }, (_, i) => start + i * (w + gap)) };
}

/** How long each sponsor shows in the rotation. */
export const SPONSOR_MS = 8000;
