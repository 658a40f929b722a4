/**
 * Choosing a timezone (SPEC §2.2 swapper, §5 lookup): the zones offered and the lookup of
 * what a visitor types. Apart from time.ts so pages that only show times do not carry the table.
 */
/** The zones the timezone swapper offers (SPEC §2.2); "local" is the browser's own. */
export const SWAPPER_ZONES = [
  { label: "New York", zone: "America/New_York" },
  { label: "Los Angeles", zone: "America/Los_Angeles" },
  { label: "London", zone: "Europe/London" },
  { label: "Berlin", zone: "Europe/Berlin" },
  { label: "Local", zone: "local" },
] as const;

/** Names, abbreviations and cities the lookup knows, lowercased (SPEC §5). */
const NAMED_ZONES: Record<string, string> = {
  eastern: "America/New_York",
  et: "America/New_York",
  est: "America/New_York",
  edt: "America/New_York",
  "new york": "America/New_York",
  nyc: "America/New_York",
  toronto: "America/Toronto",
  central: "America/Chicago",
  ct: "America/Chicago",
  cst: "America/Chicago",
  cdt: "America/Chicago",
  chicago: "America/Chicago",
  mountain: "America/Denver",
  mt: "America/Denver",
  mst: "America/Denver",
  mdt: "America/Denver",
  denver: "America/Denver",
  pacific: "America/Los_Angeles",
  pt: "America/Los_Angeles",
  pst: "America/Los_Angeles",
  pdt: "America/Los_Angeles",
  "los angeles": "America/Los_Angeles",
  la: "America/Los_Angeles",
  seattle: "America/Los_Angeles",
  vancouver: "America/Vancouver",
  uk: "Europe/London",
  // GMT and UTC name no place: the zero offset, which never moves for summer time.
  gmt: "Etc/GMT",
  bst: "Europe/London",
  london: "Europe/London",
  dublin: "Europe/Dublin",
  cet: "Europe/Berlin",
  cest: "Europe/Berlin",
  berlin: "Europe/Berlin",
  paris: "Europe/Paris",
  amsterdam: "Europe/Amsterdam",
  stockholm: "Europe/Stockholm",
  madrid: "Europe/Madrid",
  eet: "Europe/Helsinki",
  helsinki: "Europe/Helsinki",
  athens: "Europe/Athens",
  moscow: "Europe/Moscow",
  msk: "Europe/Moscow",
  jst: "Asia/Tokyo",
  tokyo: "Asia/Tokyo",
  kst: "Asia/Seoul",
  seoul: "Asia/Seoul",
  sydney: "Australia/Sydney",
  aest: "Australia/Sydney",
  melbourne: "Australia/Melbourne",
  utc: "UTC",
  z: "UTC",
  zulu: "UTC",
  "sao paulo": "America/Sao_Paulo",
  brt: "America/Sao_Paulo",
  singapore: "Asia/Singapore",
  sgt: "Asia/Singapore",
};

/**
 * Timezone lookup (SPEC §5): lowercased and trimmed, matched against names, abbreviations,
 * cities and offsets (UTC+N, GMT-N, N hours); offsets -12..+12 become Etc/GMT zones
 * (whose sign is inverted by convention). Underscores read as spaces; a renamed city (Kolkata,
 * Kyiv) finds whichever name the runtime lists (`zones`, the runtime's own list by default).
 * GMT and UTC are the zero offset. Answers null when nothing matches.
 */
export function lookupTimezone(input: string, zones: readonly string[] = Intl.supportedValuesOf?.("timeZone") ?? []): string | null {
  // Underscores and spaces are the same ("new_york", "New York"); a slash may have spaces around it.
  const query = input
    .toLowerCase()
    .trim()
    .replace(/_/g, " ")
    .replace(/\s+/g, " ")
    .replace(/ ?\/ ?/g, "/");
  if (!query) return null;
  if (NAMED_ZONES[query]) return NAMED_ZONES[query];
  const offset = /^(?:(?:utc|gmt) ?([+-]) ?(\d{1,2})|([+-]?\d{1,2}) ?hours?)$/.exec(query);
  if (offset) {
    const hours = offset[3] !== undefined ? Number(offset[3]) : Number(offset[2]) * (offset[1] === "-" ? -1 : 1);
    if (!Number.isInteger(hours) || hours < -12 || hours > 12) return null;
    if (hours === 0) return "Etc/GMT";
    return `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`;
  }
  const fold = (zone: string) => zone.toLowerCase().replace(/_/g, " ");
  const byName = (name: string) => zones.find((zone) => fold(zone) === name || fold(zone).split("/").pop() === name) ?? null;
  const found = byName(query);
  if (found) return found;
  // A city the runtime lists under its other name (Chromium lists Asia/Calcutta, Node Asia/Kolkata).
  const alias = CITY_ALIASES[query.split("/").pop()!];
  return alias ? (alias.map((name) => byName(fold(name))).find(Boolean) ?? null) : null;
}

/** Cities whose zone has been renamed: every name a runtime may list, the current first. */
const CITY_ALIASES: Record<string, readonly string[]> = {
  kolkata: ["Asia/Kolkata", "Asia/Calcutta"],
  calcutta: ["Asia/Kolkata", "Asia/Calcutta"],
  mumbai: ["Asia/Kolkata", "Asia/Calcutta"],
  delhi: ["Asia/Kolkata", "Asia/Calcutta"],
  "new delhi": ["Asia/Kolkata", "Asia/Calcutta"],
  kyiv: ["Europe/Kyiv", "Europe/Kiev"],
  kiev: ["Europe/Kyiv", "Europe/Kiev"],
  "ho chi minh": ["Asia/Ho_Chi_Minh", "Asia/Saigon"],
  saigon: ["Asia/Ho_Chi_Minh", "Asia/Saigon"],
  kathmandu: ["Asia/Kathmandu", "Asia/Katmandu"],
  yangon: ["Asia/Yangon", "Asia/Rangoon"],
};
