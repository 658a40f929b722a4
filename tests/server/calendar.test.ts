// Calendar feeds (issue 17 "Calendars") over real HTTP with the demo seed: each feed is valid
// iCalendar (checked by a small strict validator below), holds one VEVENT per scheduled match of
// its subject, and follows a reschedule made through the real action.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortId } from "../../domain/ids.ts";
import type { MatchRecord, TeamRecord } from "../../domain/tables.ts";
import { DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "./harness.ts";

const ORIGIN = "https://esports.example";
const HOST = "esports.example";
const TEAM = seedId("team:AUR");
const CAPTAIN = seedId("player:Kitsune");
const CASTER = seedId("player:Caster Quinn");
const LIVE_MATCH = seedId("match:0:4");

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { publicOrigin: ORIGIN } });
});
afterAll(() => t?.close());

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${t.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

interface Component {
  name: string;
  props: { name: string; params: string; value: string }[];
  children: Component[];
}

const octets = (s: string) => new TextEncoder().encode(s).length;
/** C0 control characters but the tab, and DEL: not allowed in a content line. */
const isControl = (c: string) => (c.charCodeAt(0) < 0x20 && c !== "\t") || c === "\u007f";

/** RFC 5545 TEXT value back to its text. */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

/**
 * A strict reading of an iCalendar text: CRLF only, every physical line at most 75 octets,
 * continuation lines start with a space, every content line is `NAME[;params]:value`,
 * BEGIN/END nest and match, and each component has the properties RFC 5545 requires of it.
 */
function parseCalendar(text: string): Component {
  expect(text.endsWith("\r\n"), "ends with CRLF").toBe(true);
  expect(text.replace(/\r\n/g, ""), "no bare CR or LF").not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) expect(octets(line), `line too long: ${line}`).toBeLessThanOrEqual(75);
  expect(physical[0].startsWith(" ")).toBe(false);
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ") || line.startsWith("\t")) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const root: Component = { name: "", props: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const m = /^([A-Za-z0-9-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    expect(m, `not a content line: ${line}`).not.toBeNull();
    const [, name, params, value] = m!;
    // A TEXT value has no unescaped control characters, and a backslash is always an escape.
    expect([...value].some(isControl), line).toBe(false);
    if (name === "BEGIN") {
      const child: Component = { name: value, props: [], children: [] };
      stack[stack.length - 1].children.push(child);
      stack.push(child);
    } else if (name === "END") {
      expect(stack.length, `END:${value} without BEGIN`).toBeGreaterThan(1);
      expect(stack.pop()!.name).toBe(value);
    } else {
      expect(stack.length, `${name} outside a component`).toBeGreaterThan(1);
      stack[stack.length - 1].props.push({ name: name.toUpperCase(), params, value });
    }
  }
  expect(stack).toHaveLength(1);
  expect(root.children.map((c) => c.name)).toEqual(["VCALENDAR"]);
  const calendar = root.children[0];
  const once = (c: Component, names: string[]) => {
    for (const n of names)
      expect(
        c.props.filter((p) => p.name === n),
        `${c.name} needs one ${n}`,
      ).toHaveLength(1);
  };
  once(calendar, ["VERSION", "PRODID", "CALSCALE", "METHOD", "X-WR-CALNAME"]);
  expect(prop(calendar, "VERSION")).toBe("2.0");
  expect(prop(calendar, "CALSCALE")).toBe("GREGORIAN");
  expect(prop(calendar, "METHOD")).toBe("PUBLISH");
  for (const event of calendar.children) {
    expect(event.name).toBe("VEVENT");
    expect(event.children).toEqual([]);
    once(event, ["UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY", "DESCRIPTION", "URL", "SEQUENCE", "LAST-MODIFIED"]);
    for (const n of ["DTSTAMP", "DTSTART", "DTEND", "LAST-MODIFIED"]) expect(prop(event, n)).toMatch(/^\d{8}T\d{6}Z$/);
    expect(prop(event, "SEQUENCE")).toMatch(/^\d+$/);
    expect(utc(prop(event, "DTEND"))).toBeGreaterThan(utc(prop(event, "DTSTART")));
    expect(event.props.some((p) => p.name === "DURATION")).toBe(false);
  }
  return calendar;
}

const prop = (c: Component, name: string) => c.props.find((p) => p.name === name)!.value;
const utc = (v: string) =>
  Date.UTC(+v.slice(0, 4), +v.slice(4, 6) - 1, +v.slice(6, 8), +v.slice(9, 11), +v.slice(11, 13), +v.slice(13, 15));
const uidOf = (id: string) => `${id}@${HOST}`;

/** The scheduled, unarchived matches among ids, from the store. */
async function scheduled(ids: readonly string[]): Promise<MatchRecord[]> {
  const found = await t.store.getMany([...new Set(ids)]);
  return found.filter((m): m is MatchRecord => m?.__tableName === "Matches").filter((m) => !m.archived && typeof m.start === "number");
}

async function feed(path: string) {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  return { ...response, calendar: parseCalendar(response.text) };
}

describe("calendar feeds", () => {
  it("the event feed has one VEVENT per scheduled match of the event, as pages show them", async () => {
    const event = (await t.store.getTyped(DEMO_EVENT_ID, "Events"))!;
    const matches = await scheduled(event.matches ?? []);
    expect(matches.length).toBeGreaterThan(10);
    const { calendar, headers } = await feed(`/calendar/event/${shortId(DEMO_EVENT_ID)}.ics`);
    expect(unescapeText(prop(calendar, "X-WR-CALNAME"))).toBe(event.name);
    expect(calendar.children.map((e) => prop(e, "UID")).sort()).toEqual(matches.map((m) => uidOf(m.id)).sort());
    expect(headers.get("cache-control")).toBe("public, max-age=300");
    expect(headers.get("etag")).toMatch(/^"\d+-[\w-]+"$/);
    for (const match of matches) {
      const entry = calendar.children.find((e) => prop(e, "UID") === uidOf(match.id))!;
      expect(unescapeText(prop(entry, "SUMMARY"))).toBe(match.name);
      expect(utc(prop(entry, "DTSTART"))).toBe(Math.floor(match.start! / 1000) * 1000);
      expect(prop(entry, "URL")).toBe(`${ORIGIN}/match/${shortId(match.id)}`);
      expect(prop(entry, "SEQUENCE")).toBe(String(match.__version));
      const description = unescapeText(prop(entry, "DESCRIPTION"));
      expect(description).toContain(event.name);
      expect(description).toContain(`${ORIGIN}/match/${shortId(match.id)}`);
      if ((match.score_1 ?? 0) + (match.score_2 ?? 0) > 0) expect(description).toContain(`Score: ${match.score_1}-${match.score_2}`);
    }
  });

  it("answers the long form of an id too, with the same text", async () => {
    const short = await get(`/calendar/event/${shortId(DEMO_EVENT_ID)}.ics`);
    const long = await get(`/calendar/event/${DEMO_EVENT_ID}.ics`);
    expect(long.status).toBe(200);
    expect(long.text).toBe(short.text);
  });

  it("the team feed has one VEVENT per scheduled match of the team", async () => {
    const team = (await t.store.getTyped(TEAM, "Teams"))!;
    const matches = await scheduled(team.matches ?? []);
    expect(matches.length).toBeGreaterThan(1);
    const { calendar } = await feed(`/calendar/team/${shortId(TEAM)}.ics`);
    expect(unescapeText(prop(calendar, "X-WR-CALNAME"))).toBe(team.name);
    expect(calendar.children.map((e) => prop(e, "UID")).sort()).toEqual(matches.map((m) => uidOf(m.id)).sort());
  });

  it("the player feed has the matches of the player's teams and the matches they cast", async () => {
    for (const playerId of [CAPTAIN, CASTER]) {
      const player = (await t.store.getTyped(playerId, "Players"))!;
      const teamIds = [...(player.member_of ?? []), ...(player.captain_of ?? []), ...(player.team_staff ?? [])];
      const teams = (await t.store.getMany(teamIds)) as (TeamRecord | null)[];
      const matches = await scheduled([...teams.flatMap((team) => team?.matches ?? []), ...(player.casts ?? [])]);
      expect(matches.length).toBeGreaterThan(1);
      const { calendar } = await feed(`/calendar/player/${shortId(playerId)}.ics`);
      expect(unescapeText(prop(calendar, "X-WR-CALNAME"))).toBe(player.name);
      expect(calendar.children.map((e) => prop(e, "UID")).sort()).toEqual(matches.map((m) => uidOf(m.id)).sort());
    }
  });

  it("answers 304 to a poll that names the current ETag", async () => {
    const first = await get(`/calendar/team/${shortId(TEAM)}.ics`);
    // fetch adds Cache-Control: no-cache to a conditional request (which forces a full answer) unless one is given.
    const poll = { "If-None-Match": first.headers.get("etag")!, "Cache-Control": "max-age=0" };
    const again = await get(`/calendar/team/${shortId(TEAM)}.ics`, poll);
    expect(again.status).toBe(304);
  });

  it("a reschedule through update-match-data moves DTSTART and raises SEQUENCE, keeping the UID", async () => {
    const path = `/calendar/team/${shortId(TEAM)}.ics`;
    const before = await feed(path);
    const entryOf = (c: Component) => c.children.find((e) => prop(e, "UID") === uidOf(LIVE_MATCH))!;
    const old = entryOf(before.calendar);
    const start = Date.UTC(2027, 2, 14, 18, 30);
    const token = await t.tokenFor(CASTER);
    const reply = await t.post("/actions/update-match-data", { matchID: LIVE_MATCH, updatedData: { start } }, token);
    expect(reply.status).toBe(200);
    const after = await feed(path);
    const entry = entryOf(after.calendar);
    expect(prop(entry, "DTSTART")).toBe("20270314T183000Z");
    expect(prop(entry, "DTSTART")).not.toBe(prop(old, "DTSTART"));
    expect(Number(prop(entry, "SEQUENCE"))).toBeGreaterThan(Number(prop(old, "SEQUENCE")));
    expect(utc(prop(entry, "LAST-MODIFIED"))).toBeGreaterThanOrEqual(utc(prop(old, "LAST-MODIFIED")));
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    // A calendar app polling with the old ETag gets the new feed.
    expect((await get(path, { "If-None-Match": before.headers.get("etag")!, "Cache-Control": "max-age=0" })).status).toBe(200);
  });

  it("leaves out unscheduled and archived matches, and keeps finished ones", async () => {
    const team = (await t.store.getTyped(TEAM, "Teams"))!;
    const [archived, unscheduled, ...rest] = await scheduled(team.matches ?? []);
    await t.store.transaction(async (tx) => {
      await tx.update(archived.id, "Matches", { archived: true });
      await tx.update(unscheduled.id, "Matches", { start: null });
    });
    const { calendar } = await feed(`/calendar/team/${shortId(TEAM)}.ics`);
    const uids = calendar.children.map((e) => prop(e, "UID")).sort();
    expect(uids).toEqual(rest.map((m) => uidOf(m.id)).sort());
    expect(rest.some((m) => (m.score_1 ?? 0) + (m.score_2 ?? 0) > 0)).toBe(true);
  });

  it("answers 404 in plain text for unknown ids, the wrong kind of record and other paths", async () => {
    for (const path of [
      "/calendar/event/ZZZZZZZZZZZZZZ.ics",
      "/calendar/team/recZZZZZZZZZZZZZZ.ics",
      "/calendar/player/nobody.ics",
      `/calendar/team/${shortId(DEMO_EVENT_ID)}.ics`,
      `/calendar/match/${shortId(LIVE_MATCH)}.ics`,
      `/calendar/event/${shortId(DEMO_EVENT_ID)}`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/plain/);
    }
  });
});
