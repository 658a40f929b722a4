import { DateTime } from "luxon";

/**
 * A `<input type="datetime-local">` holds a wall-clock time with no zone ("2026-12-01T19:00").
 * The site edits times in the viewer's chosen zone (SPEC §5: site or local timezone), so
 * these convert between that text and epoch milliseconds in a named zone ("local" is luxon's
 * default zone: the browser's own).
 *
 * Across daylight-saving changes (the same rule as Temporal's "compatible"):
 * - a wall-clock time that does not exist (clocks going forward) moves forward by the gap:
 *   2:30 AM on New York's spring-forward day reads as 3:30 AM EDT;
 * - a wall-clock time that happens twice (clocks going back) reads as its first occurrence:
 *   1:30 AM on New York's fall-back day reads as 1:30 AM EDT, not EST.
 */
const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function zoneOptions(zone: string): { zone?: string } {
  return zone === "local" ? {} : { zone };
}

/** Throws RangeError for an unknown zone, as Intl does; any other invalid DateTime is the caller's to judge. */
function checkZone(dt: DateTime, zone: string): void {
  if (!dt.isValid && dt.invalidReason === "unsupported zone") throw new RangeError(`Invalid time zone specified: ${zone}`);
}

/** The input's value for `ms` in `zone`, to the minute: "YYYY-MM-DDTHH:mm". */
export function toDateInputValue(ms: number, zone: string): string {
  const dt = DateTime.fromMillis(ms, zoneOptions(zone));
  checkZone(dt, zone);
  if (!dt.isValid) throw new RangeError("Invalid time value");
  return dt.toFormat("yyyy-MM-dd'T'HH:mm");
}

/** The instant an input value names in `zone`; null when the text is not a date and time. */
export function fromDateInputValue(text: string, zone: string): number | null {
  const m = INPUT.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0));
  // luxon would accept 24:00 as the next midnight; the input never holds it.
  if (hour > 23) return null;
  // luxon settles the offset: a time in the spring-forward gap moves forward by the gap.
  const dt = DateTime.fromObject({ year, month, day, hour, minute, second }, zoneOptions(zone));
  checkZone(dt, zone);
  if (!dt.isValid) return null;
  // In the fall-back overlap luxon's pick depends on today's offset; take the first occurrence.
  return Math.min(...dt.getPossibleOffsets().map((candidate) => candidate.toMillis()));
}
