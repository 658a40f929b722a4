import type { Rect } from "../l-bar/layout.ts";

/**
 * The break's frame, every text and logo inside the graphics-safe area (96 px left and right,
 * 54 px top and bottom): the title bar on top with the countdown at its right, the rotating
 * main panel, the side column with what is up next, and the headline ticker at the bottom.
 */
export const BREAK = {
  bar: { x: 96, y: 54, w: 1728, h: 130 },
  countdownW: 360,
  logo: 110,
  main: { x: 96, y: 214, w: 1200, h: 716 },
  side: { x: 1336, y: 214, w: 488, h: 716 },
  ticker: { x: 96, y: 966, w: 1728, h: 60 },
  tickerLabelW: 180,
} as const satisfies Record<string, Rect | number>;

/** The side column's blocks from its top: a label, then its match row. */
export const SIDE_ROW_H = 90;
export const SIDE_BLOCK_H = 44 + SIDE_ROW_H + 36;
