import { isMatchComplete } from "../../domain/match.ts";
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

/** The match an overlay calls up next (domain nextMatch), from the schedule it lists: never the live match on show. */
export function nextMatchOf(d: OverlayData, secondary: boolean): MatchView | null {
  return nextMatch(scheduleOf(d, secondary), secondary ? "secondary" : "primary", liveMatchOnShow(d.broadcast), (m) => m.record);
}

/** What a filler overlay says over a match it calls up. */
export type Billing = "UP NEXT" | "LIVE NOW" | "FINAL";

export interface CalledUp {
  match: MatchView;
  billing: Billing;
}

/** The live match on show, said as it stands: LIVE NOW while it is played, FINAL once it is decided. */
export function liveCallOf(d: OverlayData): CalledUp | null {
  const live = liveOnShowOf(d);
  return live ? { match: live, billing: isMatchComplete(live.record) ? "FINAL" : "LIVE NOW" } : null;
}

/**
 * The one answer every filler overlay (break, l-bar, break-bar, break-schedule) gives to
 * "what is up next": the next match of the schedule it lists (`nextMatchOf`), UP NEXT; with
 * none left, the live match on show while it is still played and listed, as LIVE NOW (the
 * live match is never called UP NEXT); else nothing.
 */
export function upNextOf(d: OverlayData, secondary: boolean): CalledUp | null {
  const next = nextMatchOf(d, secondary);
  if (next) return { match: next, billing: "UP NEXT" };
  const live = liveCallOf(d);
  if (!live || live.billing !== "LIVE NOW" || !scheduleOf(d, secondary).some((m) => m.id === live.match.id)) return null;
  return live;
}

/** What a schedule row says of a match it lists that is the live one on show: LIVE, or FINAL once it is decided. */
export function liveNote(m: MatchView): "LIVE" | "FINAL" {
  return isMatchComplete(m.record) ? "FINAL" : "LIVE";
}
