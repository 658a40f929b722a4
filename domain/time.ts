/** The zones the timezone swapper offers (SPEC §2.2); "local" is the browser's own. */
export const SWAPPER_ZONES = [
  { label: "New York", zone: "America/New_York" },
  { label: "Los Angeles", zone: "America/Los_Angeles" },
  { label: "London", zone: "Europe/London" },
  { label: "Berlin", zone: "Europe/Berlin" },
  { label: "Local", zone: "local" },
] as const;

/** SPEC §9: the friendly start time shows the date when the match is at least this far away. */
export const SHOW_DATE_AFTER_MS = 7 * 24 * 3600_000;

const ABBREVIATION_SWAPS: Record<string, string> = { PDT: "PT", PST: "PT", EDT: "ET", EST: "ET", BST: "UK", GMT: "UK" };

/** Names, abbreviations and cities the lookup knows, lowercased (SPEC §5). */
const NAMED_ZONES: Record<string, string> = {
  "eastern": "America/New_York", "et": "America/New_York", "est": "America/New_York", "edt": "America/New_York", "new york": "America/New_York", "nyc": "America/New_York", "toronto": "America/Toronto",
  "central": "America/Chicago", "ct": "America/Chicago", "cst": "America/Chicago", "cdt": "America/Chicago", "chicago": "America/Chicago",
  "mountain": "America/Denver", "mt": "America/Denver", "mst": "America/Denver", "mdt": "America/Denver", "denver": "America/Denver",
  "pacific": "America/Los_Angeles", "pt": "America/Los_Angeles", "pst": "America/Los_Angeles", "pdt": "America/Los_Angeles", "los angeles": "America/Los_Angeles", "la": "America/Los_Angeles", "seattle": "America/Los_Angeles", "vancouver": "America/Vancouver",
  "uk": "Europe/London", "gmt": "Europe/London", "bst": "Europe/London", "london": "Europe/London", "dublin": "Europe/Dublin",
  "cet": "Europe/Berlin", "cest": "Europe/Berlin", "berlin": "Europe/Berlin", "paris": "Europe/Paris", "amsterdam": "Europe/Amsterdam", "stockholm": "Europe/Stockholm", "madrid": "Europe/Madrid",
  "eet": "Europe/Helsinki", "helsinki": "Europe/Helsinki", "athens": "Europe/Athens", "moscow": "Europe/Moscow", "msk": "Europe/Moscow",
  "jst": "Asia/Tokyo", "tokyo": "Asia/Tokyo", "kst": "Asia/Seoul", "seoul": "Asia/Seoul", "sydney": "Australia/Sydney", "aest": "Australia/Sydney", "melbourne": "Australia/Melbourne",
  "utc": "UTC", "sao paulo": "America/Sao_Paulo", "brt": "America/Sao_Paulo", "singapore": "Asia/Singapore", "sgt": "Asia/Singapore",
};

/**
 * Timezone lookup (SPEC §5): lowercased and trimmed, matched against names, abbreviations,
 * cities and offsets (UTC+N, GMT-N, N hours); offsets -12..+12 become Etc/GMT zones
 * (whose sign is inverted by convention). Answers null when nothing matches.
 */
export function lookupTimezone(input: string): string | null {
  const query = input.toLowerCase().trim().replace(/\s+/g, " ");
  if (!query) return null;
  if (NAMED_ZONES[query]) return NAMED_ZONES[query];
  const offset = /^(?:(?:utc|gmt) ?([+-]) ?(\d{1,2})|([+-]?\d{1,2}) ?hours?)$/.exec(query);
  if (offset) {
    const hours = offset[3] !== undefined ? Number(offset[3]) : Number(offset[2]) * (offset[1] === "-" ? -1 : 1);
    if (!Number.isInteger(hours) || hours < -12 || hours > 12) return null;
    if (hours === 0) return "Etc/GMT";
    return `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`;
  }
  for (const zone of Intl.supportedValuesOf?.("timeZone") ?? []) {
    const lower = zone.toLowerCase();
    if (lower === query || lower.split("/").pop()!.replace(/_/g, " ") === query) return zone;
  }
  return null;
}

export interface TimeFormat {
  zone: string;
  use24Hour?: boolean;
  showZone?: boolean;
}

// Intl rather than a date library: these run on the home page, which has a size budget.
function zoneOf(zone: string): string | undefined {
  return zone === "local" ? undefined : zone;
}

function parts(ms: number, zone: string, options: Intl.DateTimeFormatOptions, locale = "en-US"): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of new Intl.DateTimeFormat(locale, { ...options, timeZone: zoneOf(zone) }).formatToParts(ms)) out[part.type] = part.value;
  return out;
}

/** The short zone name with SPEC §9's swaps: PT, ET and UK. */
export function zoneAbbreviation(ms: number, zone: string): string {
  const resolved = zoneOf(zone) ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
  // en-GB knows BST and CEST where en-US only says GMT+1.
  const name = parts(ms, zone, { timeZoneName: "short" }, resolved.startsWith("Europe/") ? "en-GB" : "en-US").timeZoneName ?? "";
  return ABBREVIATION_SWAPS[name] ?? name;
}

/** A clock time: `7:30 PM ET` or `19:30 UK`. */
export function formatTime(ms: number, format: TimeFormat): string {
  const p = format.use24Hour
    ? parts(ms, format.zone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    : parts(ms, format.zone, { hour: "numeric", minute: "2-digit", hour12: true });
  const time = format.use24Hour ? `${p.hour}:${p.minute}` : `${p.hour}:${p.minute} ${p.dayPeriod.toUpperCase()}`;
  return format.showZone === false ? time : `${time} ${zoneAbbreviation(ms, format.zone)}`;
}

function calendarDay(ms: number, zone: string): number {
  const p = parts(ms, zone, { year: "numeric", month: "numeric", day: "numeric" });
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day)) / 86_400_000;
}

/** A match's start as the site shows it: the date is added when the start is 7+ days from now. */
export function friendlyStartTime(start: number, now: number, format: TimeFormat): string {
  const time = formatTime(start, format);
  if (Math.abs(start - now) >= SHOW_DATE_AFTER_MS) {
    const p = parts(start, format.zone, { weekday: "short", day: "numeric", month: "short" });
    return `${p.weekday} ${p.day} ${p.month} ${time}`;
  }
  const days = calendarDay(start, format.zone) - calendarDay(now, format.zone);
  if (days === 0) return `Today ${time}`;
  if (days === 1) return `Tomorrow ${time}`;
  if (days === -1) return `Yesterday ${time}`;
  return `${parts(start, format.zone, { weekday: "long" }).weekday} ${time}`;
}

/** A full date and time for tooltips and news. */
export function formatDateTime(ms: number, format: TimeFormat): string {
  const p = parts(ms, format.zone, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${formatTime(ms, format)}`;
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
