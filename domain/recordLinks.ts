import type { TableName } from "./tables.ts";

/**
 * Relations SPEC §3 stores on both sides: a team lists its event and the event lists the team.
 * Every write of the organiser console, the settings pages, sign-ups and imports keeps both
 * sides in the same transaction (server/actions/console/writeRecord.ts), so a page that reads
 * either side agrees. The match links of domain/derived.ts (Teams.matches, Players.casts) are
 * derived instead, and not listed here.
 */
export interface RecordLink {
  table: TableName;
  field: string;
  /** The table the ids of `field` name, and its field listing this record back. */
  other: TableName;
  reverse: string;
}

const pair = (table: TableName, field: string, other: TableName, reverse: string): RecordLink[] => [
  { table, field, other, reverse },
  { table: other, field: reverse, other: table, reverse: field },
];

export const RECORD_LINKS: readonly RecordLink[] = [
  ...pair("Events", "series", "Event Series", "events"),
  ...pair("Events", "teams", "Teams", "event"),
  ...pair("Events", "staff", "Players", "event_staff"),
  ...pair("Events", "casters", "Players", "casted_events"),
  ...pair("Events", "brand_designers", "Players", "event_brands_designed"),
  ...pair("Events", "matches", "Matches", "event"),
  ...pair("Events", "brackets", "Brackets", "events"),
  ...pair("Events", "broadcasts", "Broadcasts", "event"),
  ...pair("Events", "signup_data", "Signup Data", "event"),
  ...pair("Events", "news_items", "News", "event"),
  ...pair("Teams", "players", "Players", "member_of"),
  ...pair("Teams", "captains", "Players", "captain_of"),
  ...pair("Teams", "team_staff", "Players", "team_staff"),
  ...pair("Teams", "owners", "Players", "owned_teams"),
  ...pair("Teams", "brand_designers", "Players", "brands_designed"),
  ...pair("Players", "clients", "Clients", "staff"),
  ...pair("Players", "signup_data", "Signup Data", "player"),
  ...pair("Players", "player_relationships", "Player Relationships", "player"),
  ...pair("Broadcasts", "gfx", "GFX", "broadcast"),
  ...pair("Broadcasts", "headlines", "Headlines", "broadcast"),
  ...pair("Matches", "maps", "Maps", "match"),
  // A bracket lists its matches in order, and each match its brackets: an applied result moves those brackets on.
  ...pair("Brackets", "ordered_matches", "Matches", "brackets"),
  ...pair("Broadcasts", "clients", "Clients", "broadcast"),
];

/**
 * The console's relations (domain/console.ts CONSOLE_REFS) that are one-sided by nature: the
 * other table has no field listing back. Every other CONSOLE_REFS field is a RECORD_LINKS pair
 * (domain/recordLinks.test.ts checks both lists cover CONSOLE_REFS).
 */
export const ONE_SIDED_REFS: readonly { table: TableName; field: string; why: string }[] = [
  { table: "Events", field: "theme", why: "a theme is shared and lists nothing back" },
  { table: "Events", field: "map_pool", why: "a map lists nothing back" },
  { table: "Events", field: "navbar_events", why: "a pointer to other events' pages" },
  { table: "Events", field: "sponsors", why: "a sponsor theme is shared and lists nothing back" },
  { table: "Teams", field: "theme", why: "a theme is shared and lists nothing back" },
  { table: "Matches", field: "teams", why: "Teams.matches is derived (domain/derived.ts)" },
  { table: "Broadcasts", field: "live_match", why: "a pointer: the match lists no broadcast" },
  { table: "Broadcasts", field: "schedule", why: "a pointer: the match lists no broadcast" },
  { table: "Broadcasts", field: "theme_override", why: "a theme is shared and lists nothing back" },
  { table: "News", field: "author", why: "a player lists no news" },
];

/** The links whose list field lives on this table. */
export function linksOf(table: TableName): RecordLink[] {
  return RECORD_LINKS.filter((link) => link.table === table);
}

/** What a change of one list field asks of the records it names: ids that gained this record, and ids that lost it. */
export function linkEdits(before: readonly string[] | undefined | null, after: readonly string[] | undefined | null) {
  const was = new Set(before ?? []);
  const now = new Set(after ?? []);
  return { added: [...now].filter((id) => !was.has(id)), removed: [...was].filter((id) => !now.has(id)) };
}
