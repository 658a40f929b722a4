import { z } from "zod";
import * as R from "./records.ts";

/**
 * Every table of the data model: its `__tableName` on the wire and the schema of its
 * fields. One list, so the store, the seed and the clients agree.
 */
export const TABLES = {
  Events: R.EventSchema,
  "Event Series": R.EventSeriesSchema,
  Themes: R.ThemeSchema,
  Teams: R.TeamSchema,
  Players: R.PlayerSchema,
  "Signup Data": R.SignupDataSchema,
  Matches: R.MatchSchema,
  Maps: R.MapSchema,
  Reports: R.ReportSchema,
  Brackets: R.BracketSchema,
  Broadcasts: R.BroadcastSchema,
  GFX: R.GfxSchema,
  Clients: R.ClientSchema,
  "Player Relationships": R.RelationshipSchema,
  Heroes: R.HeroSchema,
  "Map Data": R.MapDataSchema,
  News: R.NewsSchema,
  Headlines: R.HeadlineSchema,
  Socials: R.SocialSchema,
  "Ad Reads": R.AdReadSchema,
  Tracks: R.TrackSchema,
  "Track Groups": R.TrackGroupSchema,
} as const;

export type TableName = keyof typeof TABLES;
export const TABLE_NAMES = Object.keys(TABLES) as TableName[];
export type Fields<T extends TableName> = z.infer<(typeof TABLES)[T]>;

/** A record on the wire: its own id, the key it was asked for, its table, version and fields. */
export type Thing<T extends TableName = TableName> = Fields<T> & {
  id: string;
  __id?: string;
  __tableName: T;
  __version: number;
};

export type EventRecord = Thing<"Events">;
export type EventSeriesRecord = Thing<"Event Series">;
export type ThemeRecord = Thing<"Themes">;
export type TeamRecord = Thing<"Teams">;
export type PlayerRecord = Thing<"Players">;
export type MatchRecord = Thing<"Matches">;
export type MapRecord = Thing<"Maps">;
export type ReportRecord = Thing<"Reports">;
export type BracketRecord = Thing<"Brackets">;
export type BroadcastRecord = Thing<"Broadcasts">;
export type GfxRecord = Thing<"GFX">;
export type ClientRecord = Thing<"Clients">;
export type RelationshipRecord = Thing<"Player Relationships">;
export type HeroRecord = Thing<"Heroes">;
export type MapDataRecord = Thing<"Map Data">;
export type NewsRecord = Thing<"News">;
export type HeadlineRecord = Thing<"Headlines">;
export type AdReadRecord = Thing<"Ad Reads">;
export type TrackRecord = Thing<"Tracks">;
export type TrackGroupRecord = Thing<"Track Groups">;

export function isTableName(value: string): value is TableName {
  return Object.hasOwn(TABLES, value);
}

/** Parse a table's fields; the error names each failing path. */
export function parseFields<T extends TableName>(table: T, data: unknown): Fields<T> {
  return TABLES[table].parse(data) as Fields<T>;
}

/**
 * The synthetic keys a record answers to besides its id (ARCHITECTURE "Records and the
 * wire"): `broadcast-<key>`, `client-<key>` (lowercased), `subdomain-<sub>`, `news-<slug>`.
 */
export function lookupKeysOf(table: TableName, fields: Record<string, unknown>): string[] {
  const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
  switch (table) {
    case "Broadcasts": {
      const key = str(fields.key);
      return key ? [`broadcast-${key}`] : [];
    }
    case "Clients": {
      const key = str(fields.key);
      return key ? [`client-${key.toLowerCase()}`] : [];
    }
    case "Events": {
      const keys: string[] = [];
      const sub = str(fields.subdomain);
      const partial = str(fields.partial_subdomain);
      if (sub) keys.push(`subdomain-${sub.toLowerCase()}`);
      if (partial && partial !== sub) keys.push(`subdomain-${partial.toLowerCase()}`);
      return keys;
    }
    case "News": {
      const slug = str(fields.slug);
      return slug ? [`news-${slug}`] : [];
    }
    case "Players": {
      // Server-side only: the public key resolver answers just the synthetic kinds of SPEC §7.
      const discord = str(fields.discord_id);
      return discord ? [`discord-${discord}`] : [];
    }
    default:
      return [];
  }
}

// Narrowing wire records and the special collections live apart from the record schemas, so the
// browser can narrow what it receives without loading every schema (wireRecords.ts).
export * from "./wireRecords.ts";
