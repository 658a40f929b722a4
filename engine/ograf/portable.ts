import { z } from "zod";
import type { Attachment } from "../../domain/records.ts";
import type {
  BroadcastRecord,
  EventRecord,
  MatchRecord,
  PlayerRecord,
  TableName,
  TeamRecord,
  ThemeRecord,
  Thing,
} from "../../domain/tables.ts";

/**
 * The portable fields of our OGraf graphics: plain values an operator fills in a playout
 * tool's form (SPX, H2R), with no server of ours. Each is a zod schema whose JSON Schema
 * (the manifest's `schema`) carries its GDD type, so the tool draws a colour picker for a
 * colour and an image picker for a logo. `portableRecords` turns them into the records a
 * scene reads, so a portable graphic draws with the same scene code as a live one.
 */

const HEX = /^#[0-9a-fA-F]{6}$/;

export const line = (title: string, fallback: string, max = 120) =>
  z.string().max(max).default(fallback).meta({ title, gddType: "single-line" });
export const colour = (title: string, fallback: string) =>
  z.string().regex(HEX, "a colour as #RRGGBB").default(fallback).meta({ title, gddType: "color-rrggbb" });
/** An image's address (https:, or a path the renderer serves); empty for none. */
export const image = (title: string) =>
  z
    .string()
    .max(2000)
    .refine((v) => v === "" || /^(https?:|data:image\/|\/|\.\.?\/)/.test(v), "an image address (https:, data:image/ or a path)")
    .default("")
    .meta({ title, gddType: "file-path/image-path", gddOptions: { extensions: ["png", "jpg", "jpeg", "webp", "svg"] } });
export const score = (title: string) => z.number().int().min(0).max(999).default(0).meta({ title });
/** Milliseconds left on the countdown when the data arrives; 0 for none. */
export const countdown = () =>
  z.number().int().min(0).max(86_400_000).default(0).meta({ title: "Countdown (time left)", gddType: "duration-ms" });
export const lines = (title: string, fallback: string[], maxItems = 12) =>
  z
    .array(z.string().max(200))
    .max(maxItems)
    .default(fallback)
    .meta({ title, items: { type: "string", gddType: "single-line" } });

/** A side of a match: its name, short code, colour and logo. */
export const teamFields = (n: 1 | 2, name: string, code: string, fill: string) => ({
  [`team${n}Name`]: line(`Team ${n} name`, name, 80),
  [`team${n}Code`]: line(`Team ${n} code`, code, 8),
  [`team${n}Color`]: colour(`Team ${n} colour`, fill),
  [`team${n}Logo`]: image(`Team ${n} logo`),
});

/** The event's look: name, colours, logo. */
export const eventFields = () => ({
  eventName: line("Event name", "Spring Cup"),
  eventColor: colour("Event colour", "#1f2937"),
  accentColor: colour("Accent colour", "#66d9ff"),
  eventLogo: image("Event logo"),
});

/** A match of a schedule: its two sides, start time and score. */
export const scheduleEntry = z.object({
  team1Name: z.string().max(80).meta({ title: "Team 1" }),
  team1Code: z.string().max(8).default("").meta({ title: "Team 1 code" }),
  team2Name: z.string().max(80).meta({ title: "Team 2" }),
  team2Code: z.string().max(8).default("").meta({ title: "Team 2 code" }),
  start: z
    .string()
    .refine((v) => v === "" || !Number.isNaN(Date.parse(v)), "a date and time such as 2026-05-02T18:00:00Z")
    .default("")
    .meta({ title: "Start (ISO 8601)", gddType: "single-line" }),
  score1: z.number().int().min(0).max(999).default(0).meta({ title: "Team 1 score" }),
  score2: z.number().int().min(0).max(999).default(0).meta({ title: "Team 2 score" }),
});
export type ScheduleEntry = z.infer<typeof scheduleEntry>;

export const schedule = (fallback: z.input<typeof scheduleEntry>[]) =>
  z
    .array(scheduleEntry)
    .max(12)
    .default(fallback.map((e) => scheduleEntry.parse(e)))
    .meta({ title: "Schedule" });

/** Every portable field a graphic may take; each graphic's schema picks its own. */
export interface PortableData {
  eventName?: string;
  eventColor?: string;
  accentColor?: string;
  eventLogo?: string;
  title?: string;
  subtitle?: string;
  matchTitle?: string;
  firstTo?: number;
  team1Name?: string;
  team1Code?: string;
  team1Color?: string;
  team1Logo?: string;
  team1Score?: number;
  team2Name?: string;
  team2Code?: string;
  team2Color?: string;
  team2Logo?: string;
  team2Score?: number;
  casters?: string[];
  headlines?: string[];
  schedule?: ScheduleEntry[];
  countdown?: number;
  /** Desk lower third: the small line over the name, and the name. */
  prefix?: string;
  name?: string;
  text?: string;
}

/** The records a portable graphic draws from, and its broadcast's key. */
export interface PortableRecords {
  broadcast: BroadcastRecord;
  records: Thing[];
}

/** A logo address as an attachment: `imageUrl` (engine/ui.ts) uses an address as it is. */
const logo = (url: string | undefined): Attachment[] => (url ? [{ id: url, fileExtension: "" }] : []);

/**
 * The records the portable fields stand for: an event with its theme, the live match
 * between two teams with their themes, its casters, the schedule's matches, headlines, and
 * a broadcast holding them. `broadcast` lets a graphic set its own fields (desk display,
 * break panel) on top. The countdown runs from `countdownFrom`, when its value was given.
 */
export function portableRecords(d: PortableData, countdownFrom: number, broadcast: Partial<BroadcastRecord> = {}): PortableRecords {
  const records: Thing[] = [];
  const add = <T extends TableName>(table: T, id: string, fields: Omit<Thing<T>, "id" | "__tableName" | "__version">): Thing<T> => {
    const r = { ...fields, id, __tableName: table, __version: 1 } as Thing<T>;
    records.push(r);
    return r;
  };
  const theme = (id: string, background: string | undefined, accent: string | undefined, logoUrl?: string) =>
    add("Themes", id, {
      color_theme: background,
      color_logo_background: background,
      color_accent: accent,
      default_logo: logo(logoUrl),
    } satisfies Partial<ThemeRecord>);
  theme("recOGRAFTHEMEEVENT", d.eventColor, d.accentColor, d.eventLogo);

  const teams = new Map<string, TeamRecord>();
  const team = (name: string, code: string | undefined, fill?: string, logoUrl?: string): string => {
    const known = teams.get(name);
    if (known) return known.id;
    const id = `recOGRAFTEAM${String(teams.size).padStart(5, "0")}`;
    const themeId = fill || logoUrl ? theme(`recOGRAFTHEMETEAM${teams.size}`, fill, undefined, logoUrl).id : null;
    const t = add("Teams", id, { name, code: code || undefined, theme: themeId ? [themeId] : [] });
    teams.set(name, t);
    return id;
  };
  const casters = (d.casters ?? [])
    .filter(Boolean)
    .map((name, i) => add("Players", `recOGRAFCASTER${i}`, { name } satisfies Partial<PlayerRecord>).id);

  const matches: MatchRecord[] = [];
  let live: MatchRecord | null = null;
  if (d.team1Name !== undefined || d.team2Name !== undefined) {
    live = add("Matches", "recOGRAFMATCHLIVE", {
      teams: [
        team(d.team1Name || "Team 1", d.team1Code, d.team1Color, d.team1Logo),
        team(d.team2Name || "Team 2", d.team2Code, d.team2Color, d.team2Logo),
      ],
      score_1: d.team1Score ?? 0,
      score_2: d.team2Score ?? 0,
      first_to: d.firstTo || undefined,
      custom_name: d.matchTitle || undefined,
      casters,
      show_on_overlays: true,
    });
    matches.push(live);
  }
  (d.schedule ?? []).forEach((e, i) => {
    matches.push(
      add("Matches", `recOGRAFMATCH${String(i).padStart(4, "0")}`, {
        teams: [team(e.team1Name, e.team1Code), team(e.team2Name, e.team2Code)],
        score_1: e.score1,
        score_2: e.score2,
        start: e.start ? Date.parse(e.start) : undefined,
        show_on_overlays: true,
      }),
    );
  });
  const headlines = (d.headlines ?? []).filter(Boolean).map((text, i) => add("Headlines", `recOGRAFHEADLINE${i}`, { text }).id);
  const event: EventRecord = add("Events", "recOGRAFEVENT0000", {
    name: d.eventName ?? "",
    theme: ["recOGRAFTHEMEEVENT"],
    matches: matches.map((m) => m.id),
    brackets: [],
    broadcasts: [],
  });
  const b = add("Broadcasts", "recOGRAFBROADCAST", {
    name: d.eventName || "OGraf",
    key: "ograf",
    title: d.title || undefined,
    event: [event.id],
    live_match: live ? [live.id] : [],
    show_live_match: true,
    schedule: matches.filter((m) => m !== live || !d.schedule?.length).map((m) => m.id),
    headlines,
    countdown_end: d.countdown ? countdownFrom + d.countdown : null,
    broadcast_settings: [],
    ...broadcast,
  });
  return { broadcast: b, records };
}
