import { DateTime, IANAZone } from "luxon";
import { z } from "zod";
import { fromDateInputValue } from "./dateInput.ts";
import { PLAYER_ROLES } from "./records.ts";
import type { MatchRecord, PlayerRecord, TeamRecord } from "./tables.ts";

/**
 * Imports of teams, players and matches (issue 17): a CSV or JSON file (our own columns, a
 * Challonge export or a start.gg export) read into typed rows, each checked and matched
 * against the event's records, so the organiser sees a preview with per-row errors before
 * anything is written. The server writes a preview without errors in one transaction.
 * One file on purpose: the parser, the readers of each export and the checks are one pipeline.
 */
export const IMPORT_KINDS = ["teams", "players", "matches"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_FORMATS = ["csv", "json"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const MAX_IMPORT_ROWS = 2000;
export const MAX_IMPORT_CHARS = 2 * 1024 * 1024;

const validZone = (zone: string) => zone === "UTC" || IANAZone.isValidZone(zone);

/** Payload schemas of the actions for imports; domain/actions.ts lists them with the others. */
export const IMPORT_ACTION_SCHEMAS = {
  "import-records": z.strictObject({
    event: z.string().trim().min(1).max(64),
    kind: z.enum(IMPORT_KINDS),
    format: z.enum(IMPORT_FORMATS),
    text: z.string().max(MAX_IMPORT_CHARS, "The file is larger than 2 MB"),
    /** The IANA zone of "YYYY-MM-DD HH:mm" starts; UTC when left out. */
    timezone: z.string().max(64).refine(validZone, "Unknown time zone").optional(),
    /** false: answer the preview and write nothing; true: write every row, or nothing when a row has an error. */
    confirm: z.boolean(),
  }),
} as const;

export type ImportTable = "Teams" | "Players" | "Matches";
export type ImportStatus = "create" | "update" | "skip" | "error";
export type ImportValues = Record<string, string | number | string[]>;

export interface ImportRow {
  /** The file's line (CSV) or the row's place (JSON), from 1. */
  row: number;
  table: ImportTable;
  status: ImportStatus;
  /** The normalised values (the text as read, for a row with errors). */
  values: ImportValues;
  /** "field: message" for each problem. */
  errors: string[];
  /** The existing record an update or a skip matches. */
  id?: string;
  /** What found that record (players: id, then Discord id, then battletag, then exact name). */
  matchedBy?: PlayerMatchKey;
  /** Why a row is skipped. */
  note?: string;
}

export interface ImportPreview {
  kind: ImportKind;
  /** A problem with the whole file (not JSON, a missing column, too many rows); no rows then. */
  error: string | null;
  rows: ImportRow[];
  counts: Record<ImportStatus, number>;
}

export interface ImportResult {
  created: number;
  updated: number;
  skipped: number;
  /** The records the rows created or updated, in row order. */
  ids: string[];
  /** The rows that found an existing player, and by what. */
  matched?: { row: number; id: string; by: PlayerMatchKey }[];
}

/** How a players row finds an existing player, in this order (a player on no team is found too). */
export const PLAYER_MATCH_KEYS = ["id", "discord_id", "battletag", "name"] as const;
export type PlayerMatchKey = (typeof PLAYER_MATCH_KEYS)[number];
/** The preview's words for each. */
export const PLAYER_MATCH_LABELS: Record<PlayerMatchKey, string> = {
  id: "id",
  discord_id: "Discord id",
  battletag: "battletag",
  name: "exact name",
};

/** What those actions answer in `data`. */
export interface ImportReplies {
  "import-records": ({ confirmed: false } & ImportPreview) | ({ confirmed: true } & ImportResult);
}

// ---------------------------------------------------------------------------------------------
// CSV (RFC 4180)

export interface CsvRecord {
  /** The line the record starts on, from 1. */
  line: number;
  fields: string[];
}

const [QUOTE, COMMA, CR, LF] = [34, 44, 13, 10];

/**
 * Records of a CSV text: quoted fields, doubled quotes, CRLF or LF, a BOM and a trailing newline.
 * With `maxFilled`, it stops as soon as a record with text past that many is read (`more`), so a
 * file over the row limit is refused without reading the rest of it.
 */
export function parseCsv(
  text: string,
  maxFilled = Infinity,
): { records: CsvRecord[]; error: { line: number; message: string } | null; more?: true } {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let filled = 0;
  let i = 0;
  /** Ends the record; true once it is a filled one past `maxFilled`. */
  const endRecord = () => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    if (fields.some((f) => f.trim() !== "")) filled++;
    fields = [];
    field = "";
    return filled > maxFilled;
  };
  while (i < src.length) {
    const c = src.charCodeAt(i);
    if (c === QUOTE && field === "") {
      const startLine = line;
      i++;
      for (;;) {
        const close = src.indexOf('"', i);
        if (close < 0) return { records, error: { line: startLine, message: `Unterminated quoted field starting on line ${startLine}` } };
        line += lineBreaks(src, i, close);
        field += src.slice(i, close);
        if (src.charCodeAt(close + 1) !== QUOTE) {
          i = close + 1;
          break;
        }
        field += '"';
        i = close + 2;
      }
      continue;
    }
    if (c === COMMA) {
      fields.push(field);
      field = "";
      i++;
    } else if (c === CR || c === LF) {
      const stop = endRecord();
      i += c === CR && src.charCodeAt(i + 1) === LF ? 2 : 1;
      line++;
      recordLine = line;
      if (stop) return { records, error: null, more: true };
    } else {
      // The rest of an unquoted field, up to the next comma or line break (a quote in it is text).
      let end = i + 1;
      while (end < src.length) {
        const e = src.charCodeAt(end);
        if (e === COMMA || e === CR || e === LF) break;
        end++;
      }
      field += src.slice(i, end);
      i = end;
    }
  }
  if ((field !== "" || fields.length) && endRecord()) return { records, error: null, more: true };
  return { records, error: null };
}

/** Line breaks in src[from, to): LF, CRLF (once) or a lone CR. */
function lineBreaks(src: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const c = src.charCodeAt(i);
    if (c === LF || (c === CR && src.charCodeAt(i + 1) !== LF)) count++;
  }
  return count;
}

// ---------------------------------------------------------------------------------------------
// Reading a file into raw rows

interface RawRow {
  row: number;
  table: ImportTable;
  fields: Record<string, string>;
  note?: string;
}

interface ReadResult {
  rows: RawRow[];
  error: string | null;
  /** A row the file could not be read past (an unterminated quote). */
  broken?: { row: number; message: string };
}

const TABLE_OF: Record<ImportKind, ImportTable> = { teams: "Teams", players: "Players", matches: "Matches" };
const COLUMNS: Record<ImportKind, readonly string[]> = {
  teams: ["name", "code", "players", "captain"],
  players: ["id", "name", "battletag", "discord_id", "role", "sr", "team"],
  matches: ["team_1", "team_2", "start", "first_to", "group", "round", "week", "match_number"],
};
const REQUIRED: Record<ImportKind, readonly string[]> = { teams: ["name"], players: ["name"], matches: ["team_1", "team_2"] };
const ALIASES: Record<string, string> = { match_group: "group", discord: "discord_id", team1: "team_1", team2: "team_2" };

function columnName(header: string): string {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return ALIASES[key] ?? key;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(cell).join(";");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function rowOf(kind: ImportKind, row: number, source: Record<string, unknown>): RawRow {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    const column = columnName(key);
    if (COLUMNS[kind].includes(column)) fields[column] = cell(value);
  }
  return { row, table: TABLE_OF[kind], fields };
}

/** The answer to a file over the row limit, given as soon as a row past it is read. */
export const TOO_MANY_ROWS = `At most ${MAX_IMPORT_ROWS} rows (the file has more)`;

function readCsv(kind: ImportKind, text: string): ReadResult {
  // The header and MAX_IMPORT_ROWS rows: the parser stops at the first row past them.
  const { records, error, more } = parseCsv(text, MAX_IMPORT_ROWS + 1);
  const filled = records.filter((r) => r.fields.some((f) => f.trim() !== ""));
  const broken = error ? { row: error.line, message: error.message } : undefined;
  if (!filled.length) return { rows: [], error: error ? null : "The file is empty", broken };
  const [header, ...data] = filled;
  const columns = header.fields.map(columnName);
  const missing = REQUIRED[kind].filter((c) => !columns.includes(c));
  if (missing.length) return { rows: [], error: `Missing column: ${missing.join(", ")} (the first line names the columns)` };
  if (more) return { rows: [], error: TOO_MANY_ROWS };
  const rows = data.map((record) =>
    rowOf(kind, record.line, Object.fromEntries(columns.map((c, i) => [c, record.fields[i] ?? ""]).filter(([c]) => c !== ""))),
  );
  return { rows, error: null, broken };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** Challonge's match identifiers are letters in play order: A = 1, Z = 26, AA = 27. */
function letterNumber(identifier: string): string {
  if (!/^[A-Z]{1,3}$/i.test(identifier)) return /^\d+$/.test(identifier) ? identifier : "";
  return String([...identifier.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0));
}

/** Rows of an export that names its teams: teams the rows reference and the event may not have yet. */
function withTeams(kind: ImportKind, rows: Omit<RawRow, "row">[], teams: string[]): ReadResult {
  const declared =
    kind === "teams"
      ? []
      : [...new Set(teams.filter((t) => t.trim()))].map((name) => ({
          table: "Teams" as const,
          fields: { name },
          note: "team of the export",
        }));
  return { rows: [...declared, ...rows].map((r, i) => ({ ...r, row: i + 1 })), error: null };
}

function readChallonge(kind: ImportKind, items: unknown[]): ReadResult {
  const participants = items.map((p) => (isObject(p) && isObject(p.participant) ? p.participant : null)).filter((p): p is Json => !!p);
  const matches = items.map((m) => (isObject(m) && isObject(m.match) ? m.match : null)).filter((m): m is Json => !!m);
  const names = new Map<string, string>();
  const nameOf = (p: Json) => str(p.name) || str(p.display_name) || str(p.username);
  for (const p of participants) for (const id of [p.id, ...list(p.group_player_ids)]) if (str(id)) names.set(str(id), nameOf(p));
  if (kind !== "matches")
    return withTeams(
      kind,
      participants.map((p) => rowOf(kind, 0, { name: nameOf(p) })),
      [],
    );
  const referenced: string[] = [];
  const rows = matches.map((m) => {
    const team1 = names.get(str(m.player1_id)) ?? "";
    const team2 = names.get(str(m.player2_id)) ?? "";
    referenced.push(team1, team2);
    const row = rowOf(kind, 0, {
      team_1: team1,
      team_2: team2,
      start: str(m.scheduled_time),
      round: str(m.round),
      group: str(m.group_id),
      match_number: letterNumber(str(m.identifier)) || str(m.suggested_play_order),
    });
    return !team1 || !team2 ? { ...row, note: "teams not decided yet" } : row;
  });
  return withTeams(kind, rows, referenced);
}

function readStartGg(kind: ImportKind, event: Json): ReadResult {
  const entrants = list(isObject(event.entrants) ? event.entrants.nodes : undefined).filter(isObject);
  const sets = list(isObject(event.sets) ? event.sets.nodes : undefined).filter(isObject);
  const gamerTags = (e: Json) => list(e.participants).map((p) => (isObject(p) ? str(p.gamerTag) : ""));
  if (kind === "teams")
    return withTeams(
      kind,
      entrants.map((e) => rowOf(kind, 0, { name: str(e.name), players: gamerTags(e) })),
      [],
    );
  if (kind === "players") {
    const rows = entrants.flatMap((e) => gamerTags(e).map((tag) => rowOf(kind, 0, { name: tag, team: str(e.name) })));
    return withTeams(
      kind,
      rows,
      entrants.map((e) => str(e.name)),
    );
  }
  const entrantName = new Map(entrants.map((e) => [str(e.id), str(e.name)]));
  const referenced: string[] = [];
  const rows = sets.map((s) => {
    const [team1, team2] = [0, 1].map((i) => {
      const entrant = isObject(list(s.slots)[i]) ? (list(s.slots)[i] as Json).entrant : null;
      return isObject(entrant) ? str(entrant.name) || (entrantName.get(str(entrant.id)) ?? "") : "";
    });
    referenced.push(team1, team2);
    const startAt = typeof s.startAt === "number" ? new Date(s.startAt * 1000).toISOString() : "";
    const row = rowOf(kind, 0, { team_1: team1, team_2: team2, start: startAt, round: str(s.fullRoundText) });
    return !team1 || !team2 ? { ...row, note: "teams not decided yet" } : row;
  });
  return withTeams(kind, rows, referenced);
}

function readJson(kind: ImportKind, text: string): ReadResult {
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    return { rows: [], error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const startGg = isObject(data) ? (isObject(data.data) ? data.data.event : data.event) : undefined;
  if (isObject(startGg)) return readStartGg(kind, startGg);
  const challonge = isObject(data) && isObject(data.tournament) ? data.tournament : data;
  if (isObject(challonge) && (Array.isArray(challonge.participants) || Array.isArray(challonge.matches))) {
    return readChallonge(kind, [...list(challonge.participants), ...list(challonge.matches)]);
  }
  if (Array.isArray(data)) {
    if (data.some((item) => isObject(item) && (isObject(item.participant) || isObject(item.match)))) return readChallonge(kind, data);
    if (data.length > MAX_IMPORT_ROWS && data.every(isObject)) return { rows: [], error: TOO_MANY_ROWS };
    if (data.every(isObject)) return { rows: data.map((item, i) => rowOf(kind, i + 1, item)), error: null };
  }
  return { rows: [], error: "Unrecognised JSON: expected an array of rows, a Challonge export or a start.gg export" };
}

// ---------------------------------------------------------------------------------------------
// Checking rows

const blank = (v: unknown) => (typeof v === "string" ? (v.trim() === "" ? undefined : v.trim()) : v);
const name = z.string().trim().min(1, "Required").max(120, "At most 120 characters");
const optText = (max: number) => z.preprocess(blank, z.string().max(max, `At most ${max} characters`).optional());
const optInt = (min: number, max: number) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: "Expected a number" })
      .int("Expected a whole number")
      .min(min, `Expected ${min} to ${max}`)
      .max(max, `Expected ${min} to ${max}`)
      .optional(),
  );
const role = z.preprocess(
  blank,
  z
    .string()
    .transform((v, ctx) => {
      const found = PLAYER_ROLES.find((r) => r.toLowerCase() === v.toLowerCase());
      if (!found) ctx.addIssue({ code: "custom", message: `Expected one of ${PLAYER_ROLES.join(", ")}` });
      return found ?? v;
    })
    .optional(),
);
const names = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(";")
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(name).max(50, "At most 50 players"),
);

/** The instant a start names: ISO 8601 with an offset, or "YYYY-MM-DD HH:mm" in `zone`. */
export function parseStart(text: string, zone: string): number | null {
  const value = text.trim();
  if (/(?:Z|[+-]\d{2}(?::?\d{2})?)$/i.test(value) && /^\d{4}-\d{2}-\d{2}T/i.test(value)) {
    const dt = DateTime.fromISO(value, { setZone: true });
    return dt.isValid ? dt.toMillis() : null;
  }
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)$/.exec(value);
  if (!local) return null;
  try {
    return fromDateInputValue(`${local[1]}T${local[2]}`, zone);
  } catch {
    return null;
  }
}

const SCHEMAS = {
  teams: () => z.object({ name, code: optText(6), players: names, captain: z.preprocess(blank, name.optional()) }),
  players: () =>
    z.object({
      id: optText(64),
      name,
      battletag: optText(64),
      discord_id: optText(64),
      role,
      sr: optInt(0, 5000),
      team: z.preprocess(blank, name.optional()),
    }),
  matches: (zone: string) =>
    z.object({
      team_1: name,
      team_2: name,
      start: z.preprocess(
        blank,
        z
          .string()
          .transform((v, ctx) => {
            const ms = parseStart(v, zone);
            if (ms === null)
              ctx.addIssue({ code: "custom", message: `Not a date and time: "${v}" (use 2026-12-01T19:00:00Z or 2026-12-01 19:00)` });
            return ms ?? 0;
          })
          .optional(),
      ),
      first_to: optInt(1, 99),
      group: optText(120),
      round: optText(120),
      week: optInt(0, 999),
      match_number: optInt(0, 99999),
    }),
};

/** The event's records an import is matched against: its teams, their players and its matches. */
export interface ImportExisting {
  teams: Pick<TeamRecord, "id" | "name" | "code" | "players" | "captains">[];
  players: ImportPlayer[];
  /**
   * Every player of the site (players and teams imports): a row finds a player on no team, or on
   * another event's, by id, Discord id, battletag or exact name, instead of making them twice.
   */
  allPlayers?: ImportPlayer[];
  matches: Pick<MatchRecord, "id" | "teams" | "start" | "first_to" | "match_group" | "round" | "week" | "match_number">[];
}

export type ImportPlayer = Pick<PlayerRecord, "id" | "name" | "battletag" | "discord_id" | "role" | "manual_sr" | "member_of">;

export const nameKey = (value: string) => value.trim().toLowerCase();

/**
 * Finds existing players as SPEC's import rule orders it: by id, then Discord id, then
 * battletag, then name (the event's players by name as typed in any case, then any player by
 * the exact name, when only one has it).
 */
export function playerFinder(existing: Pick<ImportExisting, "players" | "allPlayers">) {
  const all = [...existing.players, ...(existing.allPlayers ?? [])];
  const byId = new Map(all.map((p) => [p.id, p]));
  const index = (key: (p: ImportPlayer) => string | undefined) => {
    const map = new Map<string, ImportPlayer[]>();
    for (const p of byId.values()) {
      const k = key(p);
      if (k) map.set(k, [...(map.get(k) ?? []), p]);
    }
    return map;
  };
  const byDiscord = index((p) => p.discord_id || undefined);
  const byBattletag = index((p) => p.battletag?.trim().toLowerCase() || undefined);
  const byExactName = index((p) => p.name.trim());
  const eventByName = byName(existing.players);
  const one = (list: ImportPlayer[] | undefined) => (list?.length === 1 ? list[0] : undefined);
  /** The player a name alone names: the event's, else the one player of the site with that exact name. */
  const byNameOnly = (name: string) => eventByName.get(nameKey(name)) ?? one(byExactName.get(name.trim()));
  return {
    byId: (id: string) => byId.get(id) ?? byId.get(`rec${id}`),
    byNameOnly,
    /** How many players of the site have this exact name (more than one: the row must say which). */
    sameName: (name: string) => byExactName.get(name.trim())?.length ?? 0,
    find(values: Record<string, unknown>): { player: ImportPlayer; by: PlayerMatchKey } | null {
      const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
      const id = str(values.id);
      if (id) {
        const found = byId.get(id) ?? byId.get(`rec${id}`);
        if (found) return { player: found, by: "id" };
      }
      const discord = str(values.discord_id);
      const viaDiscord = discord ? one(byDiscord.get(discord)) : undefined;
      if (viaDiscord) return { player: viaDiscord, by: "discord_id" };
      const tag = str(values.battletag)?.toLowerCase();
      const viaTag = tag ? one(byBattletag.get(tag)) : undefined;
      if (viaTag) return { player: viaTag, by: "battletag" };
      const name = str(values.name);
      const viaName = name ? byNameOnly(name) : undefined;
      return viaName ? { player: viaName, by: "name" } : null;
    },
  };
}

function byName<T extends { name: string }>(records: T[]): Map<string, T> {
  return new Map(records.map((r) => [nameKey(r.name), r]));
}

function clean(values: Record<string, unknown>): ImportValues {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as ImportValues;
}

/**
 * A file read and each row checked against its columns' rules, before the event's records are
 * looked at: the CPU-heavy half of a preview (the server runs it off the event loop), plain
 * data that crosses to another thread as it is. matchImport finishes it against the event.
 */
export interface ImportRead {
  kind: ImportKind;
  /** A problem with the whole file (as ImportPreview's). */
  error: string | null;
  rows: ReadRow[];
}

/** A row as read and checked: what matchImport still decides depends on the event and earlier rows. */
export type ReadRow = { row: number; table: ImportTable } & (
  | { check: "undecided"; fields: Record<string, string> }
  | { check: "exportTeam"; fields: Record<string, string>; name: string | null; error: string | null }
  | { check: "invalid"; fields: Record<string, string>; errors: string[]; failed: string[] }
  | { check: "valid"; values: Record<string, unknown> }
  | { check: "broken"; message: string }
);

/** Read a file and check its rows against the columns' rules (no event needed). */
export function readImport(input: { kind: ImportKind; format: ImportFormat; text: string; timezone?: string }): ImportRead {
  const read = input.format === "csv" ? readCsv(input.kind, input.text) : readJson(input.kind, input.text);
  const total = read.rows.length + (read.broken ? 1 : 0);
  const error = read.error ?? (total > MAX_IMPORT_ROWS ? TOO_MANY_ROWS : null);
  if (error) return { kind: input.kind, error, rows: [] };
  const rows = checkFields(input.kind, read.rows, input.timezone ?? "UTC");
  if (read.broken) rows.push({ row: read.broken.row, table: TABLE_OF[input.kind], check: "broken", message: read.broken.message });
  return { kind: input.kind, error: null, rows };
}

/** Read a file and check every row against the event: the preview an organiser confirms. */
export function previewImport(
  input: { kind: ImportKind; format: ImportFormat; text: string; timezone?: string },
  existing: ImportExisting,
): ImportPreview {
  return matchImport(readImport(input), existing);
}

function checkFields(kind: ImportKind, raw: RawRow[], zone: string): ReadRow[] {
  const schemas = { Teams: SCHEMAS.teams(), Players: SCHEMAS.players(), Matches: SCHEMAS.matches(zone) };
  return raw.map((r): ReadRow => {
    const base = { row: r.row, table: r.table };
    if (r.note === "teams not decided yet") return { ...base, check: "undecided", fields: r.fields };
    if (r.note === "team of the export") {
      const parsed = name.safeParse(r.fields.name);
      return parsed.success
        ? { ...base, check: "exportTeam", fields: r.fields, name: parsed.data, error: null }
        : { ...base, check: "exportTeam", fields: r.fields, name: null, error: `name: ${parsed.error.issues[0].message}` };
    }
    const fields =
      r.table === "Teams" && kind !== "teams" ? r.fields : { ...Object.fromEntries(COLUMNS[kind].map((c) => [c, ""])), ...r.fields };
    const parsed = schemas[r.table].safeParse(fields);
    if (parsed.success) return { ...base, check: "valid", values: parsed.data as Record<string, unknown> };
    return {
      ...base,
      check: "invalid",
      // As read: the values a row in error shows (the blank columns added for the schema are left out).
      fields: r.fields,
      errors: parsed.error.issues.map((i) => `${i.path.map(String).join(".") || "row"}: ${i.message}`),
      failed: [...new Set(parsed.error.issues.map((i) => String(i.path[0])))],
    };
  });
}

/** Finish a read file against the event's records: each row's status, the record it matches, the problems that need the event. */
export function matchImport(read: ImportRead, existing: ImportExisting): ImportPreview {
  const rows = read.error ? [] : matchRows(read.kind, read.rows, existing);
  const counts = { create: 0, update: 0, skip: 0, error: 0 };
  for (const row of rows) counts[row.status]++;
  return { kind: read.kind, error: read.error, rows, counts };
}

function matchRows(kind: ImportKind, read: ReadRow[], existing: ImportExisting): ImportRow[] {
  const teams = byName(existing.teams);
  const players = playerFinder(existing);
  const playerName = new Map(existing.players.map((p) => [p.id, nameKey(p.name)]));
  const matches = matchIndex(existing.matches);
  const newTeams = new Set<string>();
  const seen = new Map<string, number>();
  const rows: ImportRow[] = [];
  const broken: ImportRow[] = [];
  const knownTeam = (team: unknown) => typeof team !== "string" || teams.has(nameKey(team)) || newTeams.has(nameKey(team));
  for (const r of read) {
    const base = { row: r.row, table: r.table };
    if (r.check === "broken") {
      broken.push({ ...base, status: "error", values: {}, errors: [r.message] });
      continue;
    }
    if (r.check === "undecided") {
      rows.push({ ...base, status: "skip", values: clean(r.fields), errors: [], note: "teams not decided yet" });
      continue;
    }
    if (r.check === "exportTeam") {
      const known = teams.get(nameKey(r.fields.name));
      if (!known && r.name !== null) newTeams.add(nameKey(r.name));
      if (!known)
        rows.push({
          ...base,
          ...(r.error === null ? { status: "create", errors: [] } : { status: "error", errors: [r.error] }),
          values: clean(r.fields),
        });
      continue;
    }
    if (r.check === "invalid") {
      const { fields } = r;
      const errors = [...r.errors];
      // The teams are checked too, so one preview names every problem of the row.
      const sides = r.table === "Matches" ? ["team_1", "team_2"] : r.table === "Players" ? ["team"] : [];
      for (const side of sides)
        if (!r.failed.includes(side) && fields[side]?.trim() && !knownTeam(fields[side]))
          errors.push(`${side}: unknown team "${fields[side].trim()}"`);
      // And the checks across columns and rows, for the columns that read well.
      const ok = (column: string) => !r.failed.includes(column) && !!fields[column]?.trim();
      if (r.table === "Matches" && ok("team_1") && ok("team_2") && nameKey(fields.team_1) === nameKey(fields.team_2))
        errors.push("team_2: a team cannot play itself");
      if (r.table !== "Matches" && ok("name") && kind !== "matches") {
        const earlier = seen.get(nameKey(fields.name));
        if (earlier !== undefined) errors.push(`name: duplicate of row ${earlier}`);
      }
      if (r.table === "Teams" && ok("captain") && !r.failed.includes("players")) {
        const listed = (fields.players ?? "").split(";").map(nameKey);
        if (!listed.includes(nameKey(fields.captain))) errors.push("captain: must be one of the players");
      }
      rows.push({ ...base, status: "error", values: clean(fields), errors });
      continue;
    }
    const { values } = r;
    const errors: string[] = [];
    const found = kind === "players" ? players.find(values) : null;
    const key = kind === "matches" ? matchKey(values) : found ? `id:${found.player.id}` : nameKey(String(values.name));
    const first = key ? seen.get(key) : undefined;
    if (first !== undefined)
      errors.push(`${kind === "matches" ? "match_number" : "name"}: duplicate of row ${first}${found ? " (the same player)" : ""}`);
    else if (key) seen.set(key, r.row);
    let match: { id: string; same: boolean; by?: PlayerMatchKey } | null = null;
    if (kind === "teams") {
      const listed = values.players as string[];
      if (values.captain && !listed.some((p) => nameKey(p) === nameKey(String(values.captain))))
        errors.push("captain: must be one of the players");
      const team = teams.get(nameKey(String(values.name)));
      if (team) {
        const members = new Set((team.players ?? []).map((id) => playerName.get(id)));
        const captains = new Set((team.captains ?? []).map((id) => playerName.get(id)));
        const same =
          (values.code === undefined || values.code === team.code) &&
          listed.every((p) => members.has(nameKey(p))) &&
          (values.captain === undefined || captains.has(nameKey(String(values.captain))));
        match = { id: team.id, same };
      }
    } else if (kind === "players") {
      if (!knownTeam(values.team)) errors.push(`team: unknown team "${String(values.team)}"`);
      if (typeof values.id === "string" && found?.by !== "id") errors.push(`id: no player has the id "${values.id}"`);
      if (!found && players.sameName(String(values.name)) > 1)
        errors.push(
          `name: ${players.sameName(String(values.name))} players are named "${String(values.name).trim()}": add the id, discord_id or battletag of the one you mean`,
        );
      const player = found?.player;
      if (player) {
        const team = values.team ? teams.get(nameKey(String(values.team))) : undefined;
        const same =
          (["battletag", "discord_id", "role"] as const).every((f) => values[f] === undefined || values[f] === player[f]) &&
          (values.sr === undefined || values.sr === player.manual_sr) &&
          (!values.team || (!!team && (player.member_of ?? []).includes(team.id)));
        match = { id: player.id, same, by: found.by };
      }
    } else {
      for (const side of ["team_1", "team_2"] as const)
        if (!knownTeam(values[side])) errors.push(`${side}: unknown team "${String(values[side])}"`);
      if (nameKey(String(values.team_1)) === nameKey(String(values.team_2))) errors.push("team_2: a team cannot play itself");
      const found = findMatch(values, matches, teams);
      if (found) {
        const pairs: [keyof typeof found, unknown][] = [
          ["start", values.start],
          ["first_to", values.first_to],
          ["match_group", values.group],
          ["round", values.round],
          ["week", values.week],
          ["match_number", values.match_number],
        ];
        match = { id: found.id, same: pairs.every(([f, v]) => v === undefined || found[f] === v) };
      }
    }
    if (kind === "teams" && !match) newTeams.add(nameKey(String(values.name)));
    const status: ImportStatus = errors.length ? "error" : !match ? "create" : match.same ? "skip" : "update";
    rows.push({
      ...base,
      status,
      values: clean(values),
      errors,
      ...(match ? { id: match.id } : {}),
      ...(match?.by ? { matchedBy: match.by } : {}),
    });
  }
  return [...rows, ...broken];
}

function matchKey(values: Record<string, unknown>): string | null {
  if (values.match_number !== undefined) return `${String(values.group ?? "")}#${String(values.match_number)}`;
  if (values.start === undefined) return null;
  return `${[nameKey(String(values.team_1)), nameKey(String(values.team_2))].sort().join("|")}@${String(values.start)}`;
}

type ExistingMatch = ImportExisting["matches"][number];

/** The event's matches by group and number, and by start: a row finds its match without a scan of them all. */
function matchIndex(matches: ImportExisting["matches"]) {
  // Keyed by the values themselves, so a key matches exactly when === would.
  const byNumber = new Map<unknown, Map<unknown, ExistingMatch>>();
  const byStart = new Map<unknown, ExistingMatch[]>();
  for (const m of matches) {
    const group = byNumber.get(m.match_group) ?? new Map<unknown, ExistingMatch>();
    byNumber.set(m.match_group, group);
    if (!group.has(m.match_number)) group.set(m.match_number, m);
    byStart.set(m.start, [...(byStart.get(m.start) ?? []), m]);
  }
  return { byNumber, byStart };
}

/** An event match a row names: the same match number, or the same two teams at the same start. */
function findMatch(values: Record<string, unknown>, matches: ReturnType<typeof matchIndex>, teams: Map<string, { id: string }>) {
  if (values.match_number !== undefined) return matches.byNumber.get(values.group)?.get(values.match_number) ?? null;
  if (values.start === undefined) return null;
  const ids = [values.team_1, values.team_2].map((t) => teams.get(nameKey(String(t)))?.id);
  if (ids.some((id) => !id)) return null;
  const atStart = matches.byStart.get(values.start) ?? [];
  return atStart.find((m) => m.teams?.length === 2 && ids.every((id) => m.teams!.includes(id!))) ?? null;
}
