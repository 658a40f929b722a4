import type { LineupMap } from "../../domain/mapLineup.ts";
import type { MatchView } from "../../engine/types.ts";

/** The bump's texts: the previous map's name and result, and the next map's heading and name. */
export interface BumpText {
  previous: { name: string; result: string; score: string } | null;
  next: { heading: string; name: string } | null;
}

export function bumpText(m: MatchView, previous: LineupMap | null, next: LineupMap | null): BumpText {
  const winner = previous?.winner;
  return {
    previous: previous
      ? {
          name: (previous.name || `Map ${previous.number}`).toUpperCase(),
          result: winner === "draw" ? "DRAW" : winner ? `${m.codes[winner - 1]} WIN` : "",
          score: previous.score ?? "",
        }
      : null,
    next: next ? { heading: `UP NEXT: MAP ${next.number}`, name: next.name.toUpperCase() } : null,
  };
}
