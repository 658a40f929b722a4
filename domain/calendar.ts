import { longId, shortId } from "./ids.ts";
import { isPlayed, scoreTexts, type MatchResult } from "./match.ts";

/**
 * Calendar feeds (RFC 5545 iCalendar): an event's, a team's or a player's scheduled matches,
 * one VEVENT each, for calendar apps to subscribe to. Pure: the server reads the records and
 * hands plain values in; this builds the text.
 *
 * - Times are UTC (`YYYYMMDDTHHMMSSZ`), so no VTIMEZONE is needed.
 * - A match lasts one hour for each map a side needs to win (`first_to`), two hours when unset.
 * - UID is `<long match id>@<host>`: the same whichever id form a feed was asked with, so a
 *   calendar app updates the entry instead of adding another.
 * - SEQUENCE is the match record's version (it only grows, so a reschedule raises it);
 *   LAST-MODIFIED and DTSTAMP are the time the match record last changed, so the same data
 *   gives the same text (and the same ETag).
 */

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";
export const CALENDAR_PRODUCT = "-//Community Esports//Match calendar//EN";
/** Octets a content line may hold before it is folded (RFC 5545 §3.1), line break not counted. */
export const MAX_LINE_OCTETS = 75;
const HOUR = 60 * 60 * 1000;
const DEFAULT_MATCH_HOURS = 2;

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`; other control characters dropped. */
export function escapeText(value: string): string {
  const escaped = value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
  return [...escaped].filter((c) => !isControl(c)).join("");
}

/** A control character TEXT may not hold: C0 but the tab, and DEL. */
export function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * One content line folded (RFC 5545 §3.1): no physical line is longer than 75 octets, each
 * continuation starts with one space, and a multi-byte character is never split. Joined by CRLF.
 */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const n = octets(char);
    // Every physical line after the first starts with the space that marks it as a continuation.
    const limit = parts.length ? MAX_LINE_OCTETS - 1 : MAX_LINE_OCTETS;
    if (size + n > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A time as an iCalendar UTC DATE-TIME: `20261201T190000Z`. */
export function formatUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** A match's UID: the same for every feed and id form it is reached through. */
export function matchUid(matchId: string, host: string): string {
  return `${longId(matchId)}@${host}`;
}

/** How long a match's calendar entry is: one hour per map a side must win, two hours when first_to is unset. */
export function matchDurationMs(firstTo: number | null | undefined): number {
  return (firstTo && firstTo > 0 ? firstTo : DEFAULT_MATCH_HOURS) * HOUR;
}

/** What a match's entry is built from: plain values read from the match, its event, and the store. */
export interface CalendarMatch extends MatchResult {
  id: string;
  /** Matches.name: the title pages show ("<event short>: <team 1> vs <team 2>"). */
  name?: string | null;
  start: number;
  /** The match record's version (SEQUENCE). */
  version: number;
  /** When the match record last changed (LAST-MODIFIED, DTSTAMP). */
  modified: number;
  eventName?: string | null;
  round?: string | null;
  week_text?: string | null;
}

/** The site the feed speaks for: links go to `origin`, UIDs end in `@host`. */
export interface CalendarSite {
  origin: string;
  host: string;
}

/** The match page of a match. */
export function matchPageUrl(matchId: string, origin: string): string {
  return `${origin.replace(/\/+$/, "")}/match/${shortId(matchId)}`;
}

/** DESCRIPTION: the event, the round and week, the result once there is one, and the match page. */
export function matchDescription(match: CalendarMatch, origin: string): string {
  const lines: string[] = [];
  if (match.eventName?.trim()) lines.push(match.eventName.trim());
  const stage = [match.round, match.week_text].map((s) => s?.trim()).filter(Boolean);
  if (stage.length) lines.push([...new Set(stage)].join(" · "));
  if (isPlayed(match)) {
    const [a, b] = scoreTexts(match);
    lines.push(`${match.forfeit ? "Forfeit" : "Score"}: ${a}-${b}`);
  }
  lines.push(matchPageUrl(match.id, origin));
  return lines.join("\n");
}

/** One property line, value already in its final (escaped) form, folded. */
const prop = (name: string, value: string) => foldLine(`${name}:${value}`);

/** The VEVENT lines of one match. */
export function matchEventLines(match: CalendarMatch, site: CalendarSite): string[] {
  const modified = formatUtc(match.modified);
  return [
    "BEGIN:VEVENT",
    prop("UID", matchUid(match.id, site.host)),
    prop("DTSTAMP", modified),
    prop("DTSTART", formatUtc(match.start)),
    prop("DTEND", formatUtc(match.start + matchDurationMs(match.first_to))),
    prop("SUMMARY", escapeText(match.name?.trim() || "Match")),
    prop("DESCRIPTION", escapeText(matchDescription(match, site.origin))),
    prop("URL", matchPageUrl(match.id, site.origin)),
    prop("SEQUENCE", String(Math.max(0, Math.floor(match.version)))),
    prop("LAST-MODIFIED", modified),
    "END:VEVENT",
  ];
}

/** A whole feed: VCALENDAR named `name` with one VEVENT per match (soonest first), CRLF line endings. */
export function buildCalendar(name: string, matches: readonly CalendarMatch[], site: CalendarSite): string {
  const sorted = [...matches].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    prop("PRODID", CALENDAR_PRODUCT),
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    prop("X-WR-CALNAME", escapeText(name)),
    ...sorted.flatMap((m) => matchEventLines(m, site)),
    "END:VCALENDAR",
  ];
  return lines.join("\r\n") + "\r\n";
}

/** RFC 5545 unfolding: a CRLF followed by one space or tab is removed. */
export function unfold(text: string): string {
  return text.replace(/\r\n[ \t]/g, "");
}
