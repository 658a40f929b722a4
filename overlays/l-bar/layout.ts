export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The L: a 16:9 window for the game or desk at the top left (`scale` of the frame), a
 * column to its right and a bar under it; the corner where they meet holds the sponsors.
 * Content rects are the parts inside the graphics-safe area.
 */
export function lBarLayout(scale = 0.75) {
  const win: Rect = { x: 0, y: 0, w: Math.round(1920 * scale), h: Math.round(1080 * scale) };
  const column: Rect = { x: win.w, y: 0, w: 1920 - win.w, h: 1080 };
  const bar: Rect = { x: 0, y: win.h, w: win.w, h: 1080 - win.h };
  const pad = 32;
  return {
    win,
    column,
    bar,
    /** Column content: right of the window, inside the right and top safe margins. */
    columnContent: { x: column.x + pad, y: 54 + 8, w: 1824 - column.x - pad, h: win.h - 62 - pad } as Rect,
    /** Bar content: under the window, inside the left and bottom safe margins. */
    barContent: { x: 96, y: bar.y + pad, w: win.w - 96 - pad, h: 1026 - bar.y - pad } as Rect,
    corner: { x: column.x + pad, y: bar.y + pad, w: 1824 - column.x - pad, h: 1026 - bar.y - pad } as Rect,
  };
}
