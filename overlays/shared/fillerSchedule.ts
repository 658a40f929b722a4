import { liveMatchOnShow, nextMatch } from "../../domain/schedule.ts";
import type { MatchView, OverlayData } from "../../engine/types.ts";

/** The matches a schedule lists: those of the broadcast's schedule toggled Primary, or with `secondary` toggled Secondary. */
export function scheduleOf(d: OverlayData, secondary: boolean): MatchView[] {
  return secondary ? d.secondarySchedule : d.schedule;
}

/** The live match while the broadcast shows it (domain liveMatchOnShow), else null. */
export function liveOnShowOf(d: OverlayData): MatchView | null {
  return d.match && d.match.id === liveMatchOnShow(d.broadcast) ? d.match : null;
}

/** The match an overlay calls up next (domain nextMatch), from the schedule it lists. */
export function nextMatchOf(d: OverlayData, secondary: boolean): MatchView | null {
  return nextMatch(scheduleOf(d, secondary), secondary ? "secondary" : "primary", liveMatchOnShow(d.broadcast), (m) => m.record);
}
