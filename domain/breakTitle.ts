import { DateTime } from "luxon";
import { QUICK_TITLES } from "./broadcastPresets.ts";
import { isMatchComplete, isPlayed, type MatchResult } from "./match.ts";
import { DEFAULT_SCHEDULE_ZONE } from "./schedule.ts";
import type { MatchRecord } from "./tables.ts";

/** Where the broadcast's day stands at a break: before its first match, between two, or after its last. */
export type BreakMoment = "starting" | "between" | "finished";

/** SPEC §9's quick titles, one for each moment: what `{auto}` reads as. */
export const AUTO_TITLES: Record<BreakMoment, string> = {
  starting: QUICK_TITLES[0],
  between: QUICK_TITLES[1],
  finished: QUICK_TITLES[2],
};

/** SPEC §5: `{auto}` in the break title stands for the dynamic starting/BRB/thanks text; any case, any number of times. */
const AUTO = /\{auto\}/gi;

/** What the moment reads of a match: its start and its result. */
export type DayMatch = Pick<MatchRecord, "start"> & MatchResult;

/** The calendar day of `ms` in `zone`; an unknown zone reads as the default schedule zone. */
function dayOf(ms: number, zone: string): string {
  const date = DateTime.fromMillis(ms, { zone }).toISODate() ?? DateTime.fromMillis(ms, { zone: DEFAULT_SCHEDULE_ZONE }).toISODate();
  return date ?? "";
}

/**
 * The moment of the broadcast's day, from its matches (its schedule and live match): the
 * day's matches are those that start today in the broadcast's zone, or have no start. Before
 * any of them has been played it is starting; once every one is complete, finished; else
 * between matches.
 */
export function breakMoment(matches: readonly DayMatch[], now: number, zone: string): BreakMoment {
  const today = dayOf(now, zone);
  const day = matches.filter((m) => m.start == null || dayOf(m.start, zone) === today);
  if (!day.some(isPlayed)) return "starting";
  return day.every(isMatchComplete) ? "finished" : "between";
}

/** The break title as overlays draw it: each `{auto}` replaced by the text of the day's moment (`breakMoment`). */
export function resolveBreakTitle(title: string, matches: readonly DayMatch[], now: number, zone: string): string {
  return title.replace(AUTO, () => AUTO_TITLES[breakMoment(matches, now, zone)]);
}
