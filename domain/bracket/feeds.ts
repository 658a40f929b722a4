import type { ConnectionLine, Geometry } from "./geometry.ts";
import type { BracketLayout } from "./layout.ts";

/**
 * Where each slot's team comes from, by match number as the bracket shows it: "N.P" →
 * "Winner of 1" or "Loser of 3". An empty slot says this until its team is known.
 */
export function slotFeeds(layout: BracketLayout): Map<string, string> {
  const feeds = new Map<string, string>();
  for (const [from, c] of Object.entries(layout.connections)) {
    if (c.win && /^\d+\.[12]$/.test(c.win)) feeds.set(c.win, `Winner of ${from}`);
    if (c.lose && /^\d+\.[12]$/.test(c.lose)) feeds.set(c.lose, `Loser of ${from}`);
  }
  return feeds;
}

/**
 * The connection lines a bracket draws: the winners' paths only. A loser's destination reads
 * as "Loser of M" in its slot instead (as start.gg and Challonge show it): lines dropping
 * losers back to a lower bracket cross the winners' lines, and tangle with many teams.
 */
export function connectorLines(geometry: Geometry): ConnectionLine[] {
  return geometry.lines.filter((l) => l.kind === "win");
}
