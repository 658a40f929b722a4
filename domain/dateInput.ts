/**
 * A `<input type="datetime-local">` holds a wall-clock time with no zone ("2026-12-01T19:00").
 * The site edits times in the viewer's chosen zone (SPEC §5: site or local timezone), so
 * these convert between that text and epoch milliseconds in a named zone ("local" is the
 * browser's own). Intl only: no date library on the site's pages.
 */
const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function zoneOf(zone: string): string | undefined {
  return zone === "local" ? undefined : zone;
}

/** The wall clock in `zone` at `ms`, read as if it were UTC. */
function wallClockAsUtc(ms: number, zone: string): number {
  const p: Record<string, number> = {};
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: zoneOf(zone), hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric",
  });
  for (const part of format.formatToParts(ms)) if (part.type !== "literal") p[part.type] = Number(part.value);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** How far `zone` is ahead of UTC at `ms`, in milliseconds. */
function offsetAt(ms: number, zone: string): number {
  return wallClockAsUtc(Math.floor(ms / 1000) * 1000, zone) - Math.floor(ms / 1000) * 1000;
}

/** The input's value for `ms` in `zone`, to the minute: "YYYY-MM-DDTHH:mm". */
export function toDateInputValue(ms: number, zone: string): string {
  return new Date(wallClockAsUtc(ms, zone)).toISOString().slice(0, 16);
}

/** The instant an input value names in `zone`; null when the text is not a date and time. */
export function fromDateInputValue(text: string, zone: string): number | null {
  const m = INPUT.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(asUtc).getUTCDate() !== day) return null;
  // The offset at the guess can differ from the offset at the answer across a DST change: settle it
  // twice. A wall-clock time that happens twice (clocks going back) reads as its first occurrence.
  const first = asUtc - offsetAt(asUtc, zone);
  return asUtc - offsetAt(first, zone);
}
