import { DateTime } from "luxon";

/** SPEC §9: the friendly start time shows the date when the match is at least this far away. */
export const SHOW_DATE_AFTER_MS = 7 * 24 * 3600_000;

const ABBREVIATION_SWAPS: Record<string, string> = { PDT: "PT", PST: "PT", EDT: "ET", EST: "ET", BST: "UK", GMT: "UK" };

export interface TimeFormat {
  zone: string;
  use24Hour?: boolean;
  showZone?: boolean;
}

/**
 * `ms` as a luxon DateTime in `zone` ("local" is luxon's default zone: the browser's or system's),
 * written in English whatever the viewer's locale. Throws RangeError for an unknown zone or a
 * time that is not a number, as Intl does.
 */
function inZone(ms: number, zone: string): DateTime {
  const dt = DateTime.fromMillis(ms, zone === "local" ? { locale: "en-US" } : { zone, locale: "en-US" });
  if (!dt.isValid) throw new RangeError(`Cannot show ${ms} in time zone "${zone}": ${dt.invalidReason}`);
  return dt;
}

/** The locale whose short zone names are wanted: en-GB knows BST and CEST, en-AU AEST and AEDT, where en-US only says GMT+1. */
function abbreviationLocale(zoneName: string): string {
  if (zoneName.startsWith("Europe/")) return "en-GB";
  if (zoneName.startsWith("Australia/")) return "en-AU";
  return "en-US";
}

/** The short zone name with SPEC §9's swaps: PT, ET and UK. */
export function zoneAbbreviation(ms: number, zone: string): string {
  const dt = inZone(ms, zone);
  const name = dt.setLocale(abbreviationLocale(dt.zoneName ?? "")).offsetNameShort ?? "";
  return ABBREVIATION_SWAPS[name] ?? name;
}

/** A clock time: `7:30 PM ET` or `19:30 UK`. */
export function formatTime(ms: number, format: TimeFormat): string {
  const time = inZone(ms, format.zone).toFormat(format.use24Hour ? "HH:mm" : "h:mm a");
  return format.showZone === false ? time : `${time} ${zoneAbbreviation(ms, format.zone)}`;
}

/** A wall clock with seconds: `7:30:05 PM ET` or `19:30:05 UK` (the dashboard's clocks). */
export function formatClock(ms: number, format: TimeFormat): string {
  const time = inZone(ms, format.zone).toFormat(format.use24Hour ? "HH:mm:ss" : "h:mm:ss a");
  return format.showZone === false ? time : `${time} ${zoneAbbreviation(ms, format.zone)}`;
}

/** A match's start as the site shows it: the date is added when the start is 7+ days from now. */
export function friendlyStartTime(start: number, now: number, format: TimeFormat): string {
  const time = formatTime(start, format);
  const startDt = inZone(start, format.zone);
  if (Math.abs(start - now) >= SHOW_DATE_AFTER_MS) return `${startDt.toFormat("ccc d LLL")} ${time}`;
  // Calendar days in the zone, so a 23- or 25-hour day across a DST change still counts as one.
  const days = Math.round(startDt.startOf("day").diff(inZone(now, format.zone).startOf("day"), "days").days);
  if (days === 0) return `Today ${time}`;
  if (days === 1) return `Tomorrow ${time}`;
  if (days === -1) return `Yesterday ${time}`;
  return `${startDt.toFormat("cccc")} ${time}`;
}

/** A full date and time for tooltips and news. */
export function formatDateTime(ms: number, format: TimeFormat): string {
  return `${inZone(ms, format.zone).toFormat("cccc d LLLL y")}, ${formatTime(ms, format)}`;
}

/** "12 s", "4 min", "2 h 5 min": how long ago, as a crew reads it at a glance; negative durations clamp to 0. */
export function ago(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

/** SPEC §9: hh:mm:ss, with hours only from one hour; negative durations clamp to 0. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
