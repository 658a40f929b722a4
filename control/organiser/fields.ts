import { CONSOLE_FIELDS, CONSOLE_TABLES, REQUIRED_FIELDS, type ConsoleTable } from "../../domain/console.ts";
import { WEBSITE_SETTING_OPTIONS } from "../../domain/permissions.ts";
import { matchPickerDetail } from "../../domain/matchPicker.ts";
import { PLAYER_ROLES } from "../../domain/records.ts";
import type { MatchRecord } from "../../domain/tables.ts";

/**
 * How the organiser console shows each table and edits each field (SPEC §2.5, §3): names and
 * URL slugs, and one form description per field of CONSOLE_FIELDS (fields.test.ts checks that
 * none is missing). Pure: the form's values and the save payload are converted here.
 */
export type FieldKind =
  | { kind: "text"; placeholder?: string }
  | { kind: "textarea"; rows?: number; code?: boolean }
  | { kind: "number" }
  | { kind: "datetime" }
  /** A list of times (an event's dates). */
  | { kind: "datetimes"; max: number }
  | { kind: "checkbox" }
  | { kind: "select"; options: readonly string[] }
  /** Several of a fixed list. */
  | { kind: "checks"; options: readonly string[] }
  | { kind: "colour" }
  /** One record of `table` (stored as a one-item list). */
  | { kind: "ref"; table: ConsoleTable }
  /** Several records of `table`. */
  | { kind: "refs"; table: ConsoleTable };

export type FieldDescription = FieldKind & {
  label: string;
  hint?: string;
  group?: string;
  /** Shown and sent only for site staff (the server refuses others): a player's website settings. */
  staffOnly?: boolean;
};

export interface TableInfo {
  table: ConsoleTable;
  slug: string;
  /** The nav's name. */
  title: string;
  /** One record: "New team". */
  singular: string;
  /** Whether its records sort by start time. */
  startSort?: boolean;
}

export const TABLE_INFO: Record<ConsoleTable, TableInfo> = {
  "Event Series": { table: "Event Series", slug: "event-series", title: "Event series", singular: "event series" },
  Events: { table: "Events", slug: "events", title: "Events", singular: "event", startSort: true },
  Teams: { table: "Teams", slug: "teams", title: "Teams", singular: "team" },
  Players: { table: "Players", slug: "players", title: "Players", singular: "player" },
  Matches: { table: "Matches", slug: "matches", title: "Matches", singular: "match", startSort: true },
  Brackets: { table: "Brackets", slug: "brackets", title: "Brackets", singular: "bracket" },
  Broadcasts: { table: "Broadcasts", slug: "broadcasts", title: "Broadcasts", singular: "broadcast" },
  Clients: { table: "Clients", slug: "clients", title: "Clients", singular: "client" },
  GFX: { table: "GFX", slug: "gfx", title: "GFX", singular: "GFX entry" },
  News: { table: "News", slug: "news", title: "News", singular: "news item", startSort: true },
  Headlines: { table: "Headlines", slug: "headlines", title: "Headlines", singular: "headline" },
  Heroes: { table: "Heroes", slug: "heroes", title: "Heroes", singular: "hero" },
  "Map Data": { table: "Map Data", slug: "maps", title: "Maps", singular: "map" },
  Themes: { table: "Themes", slug: "themes", title: "Themes", singular: "theme" },
};

export const TABLE_ORDER: readonly ConsoleTable[] = CONSOLE_TABLES;

export function tableOfSlug(slug: string | undefined): ConsoleTable | null {
  return TABLE_ORDER.find((t) => TABLE_INFO[t].slug === slug) ?? null;
}

const text = (label: string, hint?: string): FieldDescription => ({ kind: "text", label, hint });
const area = (label: string, rows = 4, hint?: string): FieldDescription => ({ kind: "textarea", label, rows, hint });
const num = (label: string, hint?: string): FieldDescription => ({ kind: "number", label, hint });
const check = (label: string, hint?: string): FieldDescription => ({ kind: "checkbox", label, hint });
const ref = (label: string, table: ConsoleTable, hint?: string): FieldDescription => ({ kind: "ref", label, table, hint });
const refs = (label: string, table: ConsoleTable, hint?: string): FieldDescription => ({ kind: "refs", label, table, hint });
const colour = (label: string): FieldDescription => ({ kind: "colour", label });
const time = (label: string, hint?: string): FieldDescription => ({ kind: "datetime", label, hint });

export const FIELDS: { [T in ConsoleTable]: Record<keyof (typeof CONSOLE_FIELDS)[T]["shape"], FieldDescription> } = {
  "Event Series": {
    name: text("Name"),
    order: num("Order", "Lower numbers list first"),
    events: refs("Events", "Events"),
  },
  Events: {
    name: text("Name"),
    short: text("Short name", "Shown in match titles, e.g. “CCS”"),
    subdomain: text("Subdomain", "The minisite address: <subdomain>.<site>"),
    partial_subdomain: text("Partial subdomain"),
    game: text("Game"),
    start_date: time("Start date"),
    event_date: { kind: "datetimes", max: 2, label: "Event dates", hint: "First and last day" },
    series: ref("Series", "Event Series"),
    series_name: text("Series name"),
    series_subtitle: text("Series subtitle"),
    theme: ref("Theme", "Themes"),
    teams: refs("Teams", "Teams"),
    staff: refs("Staff", "Players"),
    casters: refs("Casters", "Players"),
    show_in_events: check("Show in the events list"),
    in_progress: check("In progress"),
    division: text("Division"),
    sub_event: text("Sub-event"),
    round: text("Round"),
    week_text: text("Week text"),
    map_pool: refs("Map pool", "Map Data"),
    navbar_events: refs("Navbar events", "Events"),
    sponsors: refs("Sponsors", "Themes", "Themes whose logos the overlays rotate"),
  },
  Teams: {
    name: text("Name"),
    code: text("Code", "Up to 6 letters, e.g. “AUR”"),
    event: refs("Events", "Events"),
    theme: ref("Theme", "Themes"),
    players: refs("Players", "Players"),
    captains: refs("Captains", "Players"),
    team_staff: refs("Team staff", "Players"),
    owners: refs("Owners", "Players"),
  },
  Players: {
    name: text("Name"),
    battletag: text("BattleTag"),
    discord_id: text("Discord id", "The account's number"),
    role: { kind: "select", options: PLAYER_ROLES, label: "Role" },
    pronouns: text("Pronouns"),
    verified: check("Verified"),
    manual_sr: num("Manual SR"),
    composition_tank_sr: num("Tank SR"),
    composition_dps_sr: num("DPS SR"),
    composition_support_sr: num("Support SR"),
    eligible_roles: { kind: "checks", options: ["Tank", "DPS", "Support"], label: "Eligible roles" },
    website_settings: {
      kind: "checks",
      options: WEBSITE_SETTING_OPTIONS,
      label: "Website settings",
      hint: "Powers on the whole site, and No profile editing. Only site staff see and change these",
      staffOnly: true,
    },
  },
  Matches: {
    event: ref("Event", "Events"),
    teams: refs("Teams", "Teams", "Two teams: the first is team 1"),
    start: time("Start"),
    first_to: num("First to", "Maps needed to win: 3 for a best of 5"),
    score_1: num("Score, team 1"),
    score_2: num("Score, team 2"),
    match_group: text("Group", "e.g. “Group A”: matches of a group make its standings"),
    round: text("Round", "e.g. “Quarterfinals”"),
    week: num("Week", "The week number the schedule groups by"),
    week_text: text("Week text", "Shown instead of “Week N”"),
    day: num("Day"),
    match_number: num("Match number"),
    placeholder_teams: text("Placeholder teams", "Shown until the teams are known, e.g. “Winner of A1, Winner of B1”"),
    custom_name: text("Custom name"),
    special_event: check("Special event (no teams)"),
    forfeit: check("Forfeit"),
    forfeit_reason: text("Forfeit reason"),
    game: text("Game"),
  },
  Brackets: {
    name: text("Name"),
    events: refs("Events", "Events"),
    ordered_matches: refs("Matches, in bracket order", "Matches"),
    bracket_layout: { kind: "textarea", rows: 8, code: true, label: "Bracket layout (JSON)", hint: "Easier in the bracket creator" },
    show_times: check("Show times"),
    show_broadcasts: check("Show broadcasts"),
    hide_implications: check("Hide implications"),
    hide_bracket: check("Hide the bracket"),
  },
  Broadcasts: {
    name: text("Name"),
    key: text("Key", "Letters, digits and dashes: the overlays' address"),
    event: ref("Event", "Events"),
    title: text("Title"),
    title_format: text("Title format"),
    channel: text("Channel"),
    channel_id: text("Channel id", "The Twitch channel's number; signing in with Twitch fills it"),
    stream_link: text("Stream link"),
    timezone: text("Time zone", "e.g. America/New_York"),
    active: check("Active"),
    live_match: ref("Live match", "Matches"),
    clients: refs("Clients", "Clients"),
    schedule: refs("Schedule", "Matches"),
    theme_override: ref("Theme override", "Themes"),
  },
  Clients: {
    key: text("Key", "Letters, digits and dashes"),
    name: text("Name"),
    broadcast: ref("Broadcast", "Broadcasts"),
    staff: refs("Staff", "Players"),
  },
  GFX: {
    name: text("Name"),
    type: {
      kind: "select",
      options: ["Schedule", "Bracket", "Image", "Iframe", "Standings", "Text", "Multi Standings", "MVP", "Stats", "Rosters"],
      label: "Type",
    },
    title: text("Title"),
    index: num("Index", "0 to 24: the GFX slot"),
    broadcast: ref("Broadcast", "Broadcasts"),
    data: { kind: "textarea", rows: 6, code: true, label: "Data" },
  },
  News: {
    name: text("Title"),
    slug: text("Slug", "The address: /news/<slug>"),
    summary: area("Summary", 3),
    content: area("Content", 12, "Markdown"),
    released: time("Released"),
    event: ref("Event", "Events"),
    author: refs("Authors", "Players"),
  },
  Headlines: {
    text: text("Text"),
    broadcast: ref("Broadcast", "Broadcasts"),
    group: text("Group"),
  },
  Heroes: {
    name: text("Name"),
    role: { kind: "select", options: ["Tank", "Damage", "Support"], label: "Role" },
    game: text("Game"),
  },
  "Map Data": {
    name: text("Name"),
    type: text("Type", "e.g. Control, Hybrid"),
    game: text("Game"),
  },
  Themes: {
    name: text("Name"),
    color_theme: colour("Theme colour"),
    color_logo_background: colour("Logo background"),
    color_logo_accent: colour("Logo accent"),
    color_accent: colour("Accent"),
    color_alt: colour("Alternative"),
    color_text_on_theme: colour("Text on theme"),
    color_text_on_logo_background: colour("Text on logo background"),
  },
};

/** The fields of a table's form, in form order. */
export function fieldsOf(table: ConsoleTable): [string, FieldDescription][] {
  return Object.entries(FIELDS[table] as Record<string, FieldDescription>);
}

export function isRequired(table: ConsoleTable, field: string): boolean {
  return REQUIRED_FIELDS[table].includes(field);
}

/** A field's value while the form edits it. */
export type FormValue = string | boolean | string[] | number | null | (number | null)[];
export type FormValues = Record<string, FormValue>;

/** The form's value of a field from the stored record's value. */
export function toFormValue(description: FieldDescription, stored: unknown): FormValue {
  switch (description.kind) {
    case "text":
    case "textarea":
    case "select":
      return typeof stored === "string" ? stored : "";
    case "colour":
      return typeof stored === "string" ? stored : "";
    case "number":
      return typeof stored === "number" ? String(stored) : "";
    case "datetime":
      return typeof stored === "number" ? stored : null;
    case "datetimes":
      return Array.isArray(stored) ? stored.filter((v): v is number => typeof v === "number") : [];
    case "checkbox":
      return stored === true;
    case "checks":
    case "ref":
    case "refs":
      return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === "string") : [];
  }
}

export function formValuesOf(table: ConsoleTable, record: Record<string, unknown> | null | undefined): FormValues {
  return Object.fromEntries(fieldsOf(table).map(([field, d]) => [field, toFormValue(d, record?.[field])]));
}

/** What a form value saves as: undefined when empty (cleared), else the value the schema reads. Throws a message when the text is not valid. */
function toStored(description: FieldDescription, value: FormValue): unknown {
  switch (description.kind) {
    case "text":
    case "textarea":
    case "select":
    case "colour": {
      const s = typeof value === "string" ? value.trim() : "";
      return s === "" ? undefined : s;
    }
    case "number": {
      const s = typeof value === "string" ? value.trim() : "";
      if (s === "") return undefined;
      const n = Number(s);
      if (!Number.isFinite(n)) throw new Error("Enter a number");
      return n;
    }
    case "datetime":
      return typeof value === "number" ? value : undefined;
    case "datetimes": {
      const list = Array.isArray(value) ? (value as (number | null)[]).filter((v): v is number => typeof v === "number") : [];
      return list.length ? list : undefined;
    }
    case "checkbox":
      return value === true;
    case "checks":
    case "ref":
    case "refs": {
      const list = Array.isArray(value) ? (value as string[]) : [];
      return list.length ? list : undefined;
    }
  }
}

export interface FormIssue {
  field: string;
  message: string;
}

/**
 * The `fields` of a save: for a new record every filled field, for an edit only what changed
 * since `initial` (a field emptied is sent as null, which clears it). Local issues (a number
 * that is not one, a required field left empty) stop the save before it is sent.
 */
export function savePayloadFields(
  table: ConsoleTable,
  initial: FormValues | null,
  current: FormValues,
): { fields: Record<string, unknown>; issues: FormIssue[] } {
  const fields: Record<string, unknown> = {};
  const issues: FormIssue[] = [];
  for (const [field, description] of fieldsOf(table)) {
    let now: unknown;
    try {
      now = toStored(description, current[field] ?? toFormValue(description, undefined));
    } catch (error) {
      issues.push({ field, message: (error as Error).message });
      continue;
    }
    const required = isRequired(table, field);
    if (required && now === undefined) {
      issues.push({ field, message: "Required" });
      continue;
    }
    if (!initial) {
      // A new record: unchecked boxes are left unset.
      if (now !== undefined && now !== false) fields[field] = now;
      continue;
    }
    let before: unknown;
    try {
      before = toStored(description, initial[field] ?? toFormValue(description, undefined));
    } catch {
      before = Symbol("invalid");
    }
    if (JSON.stringify(now) === JSON.stringify(before)) continue;
    fields[field] = now === undefined ? null : now;
  }
  return { fields, issues };
}

/** The server's issues by form field: "fields.name" (or "fields.teams.0") is the field `name`; others are the form's. */
export function issuesByField(issues: readonly { path: string; message: string }[]): {
  byField: Record<string, string[]>;
  other: string[];
} {
  const byField: Record<string, string[]> = {};
  const other: string[] = [];
  for (const issue of issues) {
    const match = /^fields\.([^.[\]]+)/.exec(issue.path);
    if (match) (byField[match[1]] ??= []).push(issue.message);
    else other.push(issue.path ? `${issue.path}: ${issue.message}` : issue.message);
  }
  return { byField, other };
}

/** A record's name as lists and pickers show it. */
export function recordLabel(record: Record<string, unknown> | null | undefined, fallback: string): string {
  if (!record) return fallback;
  for (const key of ["name", "text", "custom_name", "key"]) {
    const value = record[key];
    if (typeof value === "string" && value.trim()) return value;
  }
  return fallback;
}

/**
 * A record as the console's pickers show it (chips and search results): its name, and for a
 * match what tells it from its namesakes, "Autumn: TBD vs TBD · Match 5 · Playoffs · Sat 5 Dec
 * 2026 19:00 · Ab12…" (domain/matchPicker.ts), the start in the viewer's time.
 */
export function pickerLabel(record: Record<string, unknown> | null | undefined, fallback: string, zone = "local"): string {
  const name = recordLabel(record, fallback);
  if (record?.__tableName !== "Matches" || typeof record.id !== "string") return name;
  return `${name} · ${matchPickerDetail(record as unknown as MatchRecord, zone)}`;
}

/** A value in the audit: short, readable text. */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "string") return value.length > 80 ? `${value.slice(0, 77)}…` : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== "object")) return auditValue(value.join(", "));
  return auditValue(JSON.stringify(value));
}

/** The longest text the server takes for a field (its zod schema's `.max`), for the input's `maxlength`. */
export function maxLengthOf(table: ConsoleTable, field: string): number | undefined {
  const schema = (CONSOLE_FIELDS[table].shape as Record<string, unknown>)[field] as { maxLength?: number | null } | undefined;
  return typeof schema?.maxLength === "number" ? schema.maxLength : undefined;
}

const FORM_WORDS: [RegExp, (n: string) => string][] = [
  [/^Too big: expected string to have <=\s*(\d+) characters?/i, (n) => `Keep it to ${n} characters or fewer`],
  [/^Too small: expected string to have >=\s*1 characters?/i, () => "Required"],
  [/^Too small: expected string to have >=\s*(\d+) characters?/i, (n) => `Use at least ${n} characters`],
  [/^Too big: expected array to have <=\s*(\d+) items?/i, (n) => `Choose at most ${n}`],
  [/^Too small: expected array to have >=\s*(\d+) items?/i, (n) => `Choose at least ${n}`],
  [/^Too big: expected number to be <=\s*(-?\d+)/i, (n) => `Use a number up to ${n}`],
  [/^Too small: expected number to be >=\s*(-?\d+)/i, (n) => `Use ${n} or more`],
  [/^Invalid input: expected int/i, () => "Use a whole number"],
  [/^Invalid input: expected number/i, () => "Enter a number"],
  [/^Invalid input: expected boolean/i, () => "Tick or untick the box"],
  [/^Invalid input: expected (string|array)/i, () => "Enter a value"],
  [/^Invalid (option|input: expected one of)/i, () => "Choose one of the options"],
  [/^Invalid string: must match pattern/i, () => "Use the form the hint shows"],
];

/**
 * A server or local message in the form's words (issue 33): the validator's "Too big: expected
 * string to have <=500 characters" becomes "Keep it to 500 characters or fewer"; a message
 * already in plain words is kept.
 */
export function formMessage(message: string): string {
  const text = message.replace(/^[\w.[\]]+:\s+(?=(Too|Invalid))/, "");
  for (const [pattern, words] of FORM_WORDS) {
    const match = pattern.exec(text);
    if (match) return words(match[1] ?? "");
  }
  // The server's plain words ("use 1 or more") start a sentence on the field.
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Each field's messages in the form's words, each once; the rest (not a field's) the same way. */
export function formIssues(issues: readonly { path: string; message: string }[]): { byField: Record<string, string[]>; other: string[] } {
  const { byField, other } = issuesByField(issues);
  const once = (list: string[]) => [...new Set(list.map(formMessage))];
  return { byField: Object.fromEntries(Object.entries(byField).map(([field, list]) => [field, once(list)])), other: once(other) };
}
