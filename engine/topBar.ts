/** The `top` header bar's height: it bleeds off the top edge, its text sits inside the 54 px safe margin's line. */
export const TOP_BAR_H = 100;
/** Room left between the header bar and the scene under it, and above the frame's bottom edge. */
const TOP_GAP = 12;

/** Where a scene goes under the header bar: moved down, or scaled down about the centre when moving would push it off. */
export interface TopFit {
  x: number;
  y: number;
  scale: number;
}

/**
 * Keep a scene's content (its vertical extent `top`..`bottom`, in frame pixels) clear of the
 * `top` header bar: content already below the bar stays; content under it moves down; content
 * that would then run off the bottom is scaled to fit the room left, centred.
 */
export function fitUnderTopBar(top: number, bottom: number): TopFit {
  const room = TOP_BAR_H + TOP_GAP;
  if (!(bottom > top) || top >= room) return { x: 0, y: 0, scale: 1 };
  const shift = room - top;
  if (bottom + shift <= 1080 - TOP_GAP) return { x: 0, y: shift, scale: 1 };
  const scale = (1080 - TOP_GAP - room) / (bottom - top);
  return { x: 960 * (1 - scale), y: room - top * scale, scale };
}
