import { isMatchComplete } from "../../domain/match.ts";
import type { MatchView } from "../../engine/types.ts";

/** The match a thumbnail is about: the live one, else the first of the schedule still to play, else the schedule's first. */
export function thumbnailMatch(live: MatchView | null, schedule: readonly MatchView[]): MatchView | null {
  return live ?? schedule.find((m) => !isMatchComplete(m.record)) ?? schedule[0] ?? null;
}

/** The line under the teams: the match's round or name, then its group, then its length. */
export function thumbnailCaption(m: MatchView): string {
  const parts = [m.label, m.record.match_group ?? "", m.bestOf ? `Best of ${m.bestOf}` : ""];
  return [...new Set(parts.map((p) => p.trim()).filter(Boolean))].join("  ·  ");
}
