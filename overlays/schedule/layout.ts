/** The schedule panel's parts: its title above the rows, the space between rows, and below the last. */
const HEAD = 96;
const GAP = 16;
const FOOT = 24;
const MAX_ROW_H = 100;
export const SCHEDULE_MAX_ROWS = 6;

export interface SchedulePanelSize {
  rows: number;
  rowH: number;
  /** The panel's height: its title and its rows, never the room it was given. */
  h: number;
}

/**
 * A schedule panel sized to what it lists (OVERLAYS.md: a panel sizes to its content): up to six
 * rows, each as tall as `maxH` allows up to 100 px, and the panel only as tall as its rows.
 */
export function schedulePanelSize(count: number, maxH: number): SchedulePanelSize {
  const rows = Math.max(0, Math.min(count, SCHEDULE_MAX_ROWS));
  if (!rows) return { rows, rowH: 0, h: HEAD };
  const rowH = Math.min(MAX_ROW_H, Math.floor((maxH - HEAD - FOOT + GAP) / rows) - GAP);
  return { rows, rowH, h: HEAD + rows * (rowH + GAP) - GAP + FOOT };
}

/** The top of row `i`. */
export const scheduleRowY = (i: number, rowH: number) => HEAD + i * (rowH + GAP);
