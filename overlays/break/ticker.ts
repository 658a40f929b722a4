/**
 * The headline ticker's line: the headline at `index` (wrapping), or null when the broadcast
 * has no headline, in which case the ticker draws nothing at all (no empty bar or label box).
 */
export function tickerLine(headlines: readonly string[], index: number): string | null {
  const list = headlines.map((h) => h.trim()).filter(Boolean);
  return list.length ? list[index % list.length] : null;
}

/** The ticker's label, in the accent box before the headline. */
export const TICKER_LABEL = "NEWS";
