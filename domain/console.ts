import { z } from "zod";
import { logoDataUrl } from "./eventSettings.ts";
import { WEBSITE_SETTING_OPTIONS } from "./permissions.ts";
import { PLAYER_ROLES } from "./records.ts";
import type { TableName } from "./tables.ts";

/**
 * The organiser console (SPEC §2.5, §3): which tables it edits, the fields of each as a form
 * sends them, and the payloads of its actions. Strict objects with the limits of SPEC §5, so
 * a bad field answers what was wrong and writes nothing.
 */
export const CONSOLE_TABLES = [
  "Event Series",
  "Events",
  "Teams",
  "Players",
  "Matches",
  "Brackets",
  "Broadcasts",
  "Clients",
  "GFX",
  "News",
  "Headlines",
  "Heroes",
  "Map Data",
  "Themes",
] as const satisfies readonly TableName[];
export type ConsoleTable = (typeof CONSOLE_TABLES)[number];

export function isConsoleTable(value: string): value is ConsoleTable {
  return (CONSOLE_TABLES as readonly string[]).includes(value);
}

const id = z.string().trim().min(1, "Expected a record id").max(64);
/** A list of record ids: the relations of SPEC §3. */
const refs = (max = 500) => z.array(id).max(max);
/** One related record, stored as a one-item list. */
const ref = refs(1);
const name = (max = 120) => z.string().trim().min(1, "Required").max(max);
const text = (max = 2000) => z.string().trim().max(max);
/** A time as epoch milliseconds, between 2000 and 2100. */
export const TIME_MS = z.number().int().min(946684800000, "Expected a date after 2000").max(4102444800000, "Expected a date before 2100");
export const COLOR = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Expected a colour as #rrggbb");
const key = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9-]*$/i, "Use letters, digits and dashes");
const subdomain = z
  .string()
  .trim()
  .max(63)
  .regex(/^([a-z0-9]([a-z0-9-]*[a-z0-9])?)?$/, "Use lowercase letters, digits and dashes");
const flag = z.boolean();

/** The fields each console table's form writes: every one optional here (an edit sends what changed). */
export const CONSOLE_FIELDS = {
  "Event Series": z.strictObject({ name: name(), order: z.number().int().min(0).max(10000), events: refs() }),
  Events: z.strictObject({
    name: name(),
    short: text(32),
    subdomain,
    partial_subdomain: subdomain,
    game: text(64),
    start_date: TIME_MS,
    event_date: z.array(TIME_MS).max(2),
    series: ref,
    series_name: text(120),
    series_subtitle: text(200),
    theme: ref,
    teams: refs(),
    staff: refs(100),
    casters: refs(100),
    show_in_events: flag,
    in_progress: flag,
    division: text(64),
    sub_event: text(64),
    round: text(64),
    week_text: text(64),
    map_pool: refs(200),
    navbar_events: refs(20),
    sponsors: refs(50),
  }),
  Teams: z.strictObject({
    name: name(),
    code: z.string().trim().max(6),
    event: refs(20),
    theme: ref,
    players: refs(40),
    captains: refs(10),
    team_staff: refs(20),
    owners: refs(10),
  }),
  Players: z.strictObject({
    name: name(64),
    battletag: text(64),
    discord_id: z.string().regex(/^\d{0,24}$/, "Expected the account's number"),
    role: z.enum(PLAYER_ROLES),
    pronouns: text(40),
    verified: flag,
    manual_sr: z.number().int().min(0).max(10000),
    composition_tank_sr: z.number().int().min(0).max(10000),
    composition_dps_sr: z.number().int().min(0).max(10000),
    composition_support_sr: z.number().int().min(0).max(10000),
    eligible_roles: z.array(z.enum(["Tank", "DPS", "Support"])).max(3),
    /** The player's powers and restrictions (SPEC §6): site staff alone change them. */
    website_settings: z.array(z.enum(WEBSITE_SETTING_OPTIONS)).max(WEBSITE_SETTING_OPTIONS.length),
  }),
  Matches: z.strictObject({
    event: ref,
    teams: refs(2),
    start: TIME_MS.nullable(),
    first_to: z.number().int().min(1).max(99),
    score_1: z.number().int().min(0).max(99),
    score_2: z.number().int().min(0).max(99),
    match_group: text(64),
    round: text(64),
    week: z.number().int().min(0).max(999),
    week_text: text(64),
    day: z.number().int().min(0).max(999),
    match_number: z.number().int().min(0).max(9999),
    placeholder_teams: text(200),
    custom_name: text(200),
    special_event: flag,
    forfeit: flag,
    forfeit_reason: text(500),
    game: text(64),
  }),
  Brackets: z.strictObject({
    name: name(),
    events: refs(10),
    ordered_matches: refs(512),
    bracket_layout: text(200000),
    show_times: flag,
    show_broadcasts: flag,
    hide_implications: flag,
    hide_bracket: flag,
  }),
  Broadcasts: z.strictObject({
    name: name(),
    key,
    event: ref,
    title: text(140),
    title_format: text(300),
    channel: text(64),
    /** The Twitch channel's number: a stream key names it (`live_<id>_…`), and going live turns advertise on only for it. */
    channel_id: z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, "Expected the Twitch channel's number"),
    stream_link: text(500),
    timezone: text(64),
    active: flag,
    live_match: ref,
    clients: refs(20),
    schedule: refs(100),
    theme_override: ref,
  }),
  Clients: z.strictObject({ key, name: text(120), broadcast: ref, staff: refs(20) }),
  GFX: z.strictObject({
    name: name(),
    type: z.enum(["Schedule", "Bracket", "Image", "Iframe", "Standings", "Text", "Multi Standings", "MVP", "Stats", "Rosters"]),
    title: text(200),
    index: z.number().int().min(0).max(24),
    broadcast: ref,
    data: text(20000),
  }),
  News: z.strictObject({
    name: name(200),
    slug: key,
    summary: text(500),
    content: text(50000),
    released: TIME_MS,
    event: ref,
    author: refs(5),
  }),
  Headlines: z.strictObject({ text: name(300), broadcast: ref, group: text(64) }),
  Heroes: z.strictObject({ name: name(64), role: z.enum(["Tank", "Damage", "Support"]), game: text(64) }),
  "Map Data": z.strictObject({ name: name(64), type: text(64), game: text(64) }),
  Themes: z.strictObject({
    name: name(),
    color_theme: COLOR,
    color_logo_background: COLOR,
    color_logo_accent: COLOR,
    color_accent: COLOR,
    color_alt: COLOR,
    color_text_on_theme: COLOR,
    color_text_on_logo_background: COLOR,
  }),
} as const satisfies Record<ConsoleTable, z.ZodObject>;

/** The table each relation field of a console form names (its picker searches that table). */
export const CONSOLE_REFS: { [T in ConsoleTable]: Partial<Record<keyof z.infer<(typeof CONSOLE_FIELDS)[T]>, TableName>> } = {
  "Event Series": { events: "Events" },
  Events: {
    series: "Event Series",
    theme: "Themes",
    teams: "Teams",
    staff: "Players",
    casters: "Players",
    map_pool: "Map Data",
    navbar_events: "Events",
    sponsors: "Themes",
  },
  Teams: { event: "Events", theme: "Themes", players: "Players", captains: "Players", team_staff: "Players", owners: "Players" },
  Players: {},
  Matches: { event: "Events", teams: "Teams" },
  Brackets: { events: "Events", ordered_matches: "Matches" },
  Broadcasts: { event: "Events", live_match: "Matches", clients: "Clients", schedule: "Matches", theme_override: "Themes" },
  Clients: { broadcast: "Broadcasts", staff: "Players" },
  GFX: { broadcast: "Broadcasts" },
  News: { event: "Events", author: "Players" },
  Headlines: { broadcast: "Broadcasts" },
  Heroes: {},
  "Map Data": {},
  Themes: {},
};

export type ConsoleFields<T extends ConsoleTable> = z.infer<(typeof CONSOLE_FIELDS)[T]>;

/**
 * The field that puts a record of each table in an event: what the console's event filter
 * reads, and what a new record gets when the console is scoped to an event.
 */
export const CONSOLE_EVENT_FIELD: Partial<Record<ConsoleTable, "event" | "events">> = {
  Teams: "event",
  Matches: "event",
  Brackets: "events",
  Broadcasts: "event",
  News: "event",
};

/** The fields a new record of each table must have. */
export const REQUIRED_FIELDS: Record<ConsoleTable, readonly string[]> = {
  "Event Series": ["name"],
  Events: ["name"],
  Teams: ["name"],
  Players: ["name"],
  Matches: ["event"],
  Brackets: ["name", "events"],
  Broadcasts: ["name", "key"],
  Clients: ["key"],
  GFX: ["name", "type", "broadcast"],
  News: ["name", "slug"],
  Headlines: ["text", "broadcast"],
  Heroes: ["name"],
  "Map Data": ["name"],
  Themes: ["name"],
};

/** Optional fields may be cleared: `null` removes one. */
const saveOf = <T extends ConsoleTable>(table: T) =>
  z.strictObject({
    table: z.literal(table),
    /** Absent: create a record. */
    id: id.optional(),
    /** A match's corrected result that clears later bracket results applies only with this (server/actions/bracket). */
    confirm: z.boolean().optional(),
    fields: (CONSOLE_FIELDS[table] as z.ZodObject)
      .partial()
      .extend(
        Object.fromEntries(
          Object.entries((CONSOLE_FIELDS[table] as z.ZodObject).shape).map(([field, schema]) => [
            field,
            (schema as z.ZodType).nullable().optional(),
          ]),
        ),
      ),
  });

const SaveRecordSchema = z.discriminatedUnion(
  "table",
  CONSOLE_TABLES.map((table) => saveOf(table)) as unknown as [ReturnType<typeof saveOf<ConsoleTable>>],
);

/** A save's payload as the form sends it. */
export interface SaveRecordPayload<T extends ConsoleTable = ConsoleTable> {
  table: T;
  id?: string;
  fields: { [K in keyof ConsoleFields<T>]?: ConsoleFields<T>[K] | null };
  /** A match's corrected result that clears later bracket results applies only with this. */
  confirm?: boolean;
}

export const CONSOLE_ACTION_SCHEMAS = {
  /** Create (no id) or edit a record of a console table. */
  "save-record": SaveRecordSchema as unknown as z.ZodType<SaveRecordPayload>,
  /** Archive (or bring back) a record: kept, but out of lists and public pages. */
  "archive-record": z.strictObject({ table: z.enum(CONSOLE_TABLES), id, archived: z.boolean() }),
  /** Put back the fields one audited change wrote, when nothing has changed them since. */
  "undo-change": z.strictObject({ auditId: id }),
  /** A theme's logo (`default_logo`): an image as a data URL, at most 1 MB decoded (as team settings upload one); null removes it. */
  "upload-theme-logo": z.strictObject({ theme: id, logo: logoDataUrl.nullable() }),
} as const;

export interface ConsoleReplies {
  "save-record": { id: string; created: boolean };
  "archive-record": { id: string };
  "undo-change": { id: string; fields: string[] };
  "upload-theme-logo": { id: string };
}

/** How the console lists records: search, sort and paging done by the server (`GET /console/records`). */
export const ConsoleListQuerySchema = z.strictObject({
  table: z.enum(CONSOLE_TABLES),
  q: z.string().trim().max(100).default(""),
  sort: z.enum(["name", "updated", "start"]).default("name"),
  dir: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
  /** Only records of this event (its teams, matches, brackets, broadcasts, news). */
  event: id.optional(),
  archived: z.enum(["hide", "only", "all"]).default("hide"),
});
export type ConsoleListQuery = z.infer<typeof ConsoleListQuerySchema>;

/** One row of a console list. */
export interface ConsoleRow {
  id: string;
  /** What the row is called: its name, or a match's title, or a headline's text. */
  label: string;
  /** A second line: a match's number, group, round and short id, a team's code. */
  detail?: string;
  /** A match's start, which the page shows in the viewer's time. */
  start?: number;
  archived: boolean;
  updatedAt: number;
  /** Whether the caller may edit this record. */
  editable: boolean;
}

export interface ConsoleList {
  rows: ConsoleRow[];
  total: number;
  page: number;
  pages: number;
}
