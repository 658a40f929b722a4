import { DateTime } from "luxon";
import { shortId } from "./ids.ts";
import type { MatchRecord } from "./tables.ts";

type PickedMatch = Pick<MatchRecord, "id" | "match_number" | "match_group" | "round" | "week" | "start">;

/** A start as the console shows it, in the viewer's zone ("local") or a named one: `Sat 5 Dec 2026 19:00`. */
export function pickerStart(start: number, zone = "local"): string {
  const dt = DateTime.fromMillis(start, zone === "local" ? { locale: "en-GB" } : { zone, locale: "en-GB" });
  return dt.isValid ? dt.toFormat("ccc d LLL y HH:mm") : "";
}

/**
 * What tells a match apart from its namesakes in the console's pickers and lists, where
 * several read "Autumn: TBD vs TBD": its number, group, round, week, start (when `zone` is
 * given: the server leaves times to the page) and short id.
 */
export function matchPickerDetail(match: PickedMatch, zone?: string): string {
  return [
    match.match_number != null ? `Match ${match.match_number}` : null,
    match.match_group?.trim() || null,
    match.round?.trim() || null,
    typeof match.week === "number" ? `Week ${match.week}` : null,
    zone && typeof match.start === "number" ? pickerStart(match.start, zone) || null : null,
    shortId(match.id),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The words a console search finds a match by, besides its title: its full and short id, `#5`, `match 5` and the detail. */
export function matchSearchWords(match: PickedMatch): string {
  const n = match.match_number != null ? `#${match.match_number} match ${match.match_number}` : "";
  return `${match.id} ${matchPickerDetail(match)} ${n}`.toLowerCase();
}
