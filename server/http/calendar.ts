import { createHash } from "node:crypto";
import type { RequestHandler, Router } from "express";
import { buildCalendar, CALENDAR_CONTENT_TYPE, type CalendarMatch } from "../../domain/calendar.ts";
import { longId } from "../../domain/ids.ts";
import type { EventRecord, MatchRecord, TableName, TeamRecord, Thing } from "../../domain/tables.ts";
import type { ServerDeps } from "../deps.ts";
import type { ThingStore } from "../store/ThingStore.ts";

/** Calendar apps poll; five minutes keeps a reschedule timely without asking the store on every refresh. */
export const CALENDAR_MAX_AGE_S = 300;

const FEEDS = { event: "Events", team: "Teams", player: "Players" } as const satisfies Record<string, TableName>;
type FeedKind = keyof typeof FEEDS;

/**
 * `GET /calendar/{event|team|player}/<id>.ics` (issue 17 "Calendars"): the subject's scheduled
 * matches as an iCalendar feed (domain/calendar.ts). Event: its matches; team: Team.matches;
 * player: the matches of every team they play on, captain or staff, and the matches they cast.
 * Archived records are left out (an archived subject is not found). Public data only.
 */
export function mountCalendarRoutes(router: Router, deps: Pick<ServerDeps, "store" | "config">, limit?: RequestHandler) {
  const { store, config } = deps;
  const origin = config.publicOrigin.replace(/\/+$/, "");
  const host = new URL(origin).hostname;
  const notFound = (res: Parameters<RequestHandler>[1], what = "Calendar") =>
    res.status(404).type("text/plain; charset=utf-8").send(`${what} not found`);

  if (limit) router.use("/calendar", limit);
  router.get("/calendar/:kind/:file", async (req, res) => {
    const kind = String(req.params.kind);
    const file = /^([A-Za-z0-9]{1,32})\.ics$/.exec(String(req.params.file));
    if (!(kind in FEEDS) || !file) return notFound(res);
    const feed = await readFeed(store, kind as FeedKind, longId(file[1]));
    if (!feed) return notFound(res, kind === "event" ? "Event" : kind === "team" ? "Team" : "Player");
    const text = buildCalendar(feed.name, feed.matches, { origin, host });
    const newest = Math.max(feed.version, ...feed.matches.map((m) => m.version));
    const hash = createHash("sha256").update(text).digest("base64url").slice(0, 16);
    res.setHeader("Cache-Control", `public, max-age=${CALENDAR_MAX_AGE_S}`);
    res.setHeader("ETag", `"${newest}-${hash}"`);
    res.setHeader("Content-Disposition", `inline; filename="${kind}-${file[1]}.ics"`);
    res.type(CALENDAR_CONTENT_TYPE);
    // Express answers 304 when If-None-Match names this ETag.
    res.send(text);
  });
}

interface Feed {
  name: string;
  /** The subject's own version (its name, its list of matches). */
  version: number;
  matches: CalendarMatch[];
}

async function readFeed(store: ThingStore, kind: FeedKind, id: string): Promise<Feed | null> {
  const subject = await store.getTyped(id, FEEDS[kind]);
  if (!subject || subject.archived) return null;
  let matchIds: string[];
  if (kind === "event") matchIds = (subject as EventRecord).matches ?? [];
  else if (kind === "team") matchIds = (subject as TeamRecord).matches ?? [];
  else {
    const player = subject as Thing<"Players">;
    const teamIds = [...new Set([...(player.member_of ?? []), ...(player.captain_of ?? []), ...(player.team_staff ?? [])])];
    const teams = (await store.getMany(teamIds)).filter((t): t is TeamRecord => t?.__tableName === "Teams").filter((t) => !t.archived);
    matchIds = [...teams.flatMap((t) => t.matches ?? []), ...(player.casts ?? [])];
  }
  const matches = (await store.getMany([...new Set(matchIds)]))
    .filter((m): m is MatchRecord => m?.__tableName === "Matches")
    .filter((m) => !m.archived && typeof m.start === "number");
  const eventIds = [...new Set(matches.flatMap((m) => m.event?.slice(0, 1) ?? []))];
  const events = new Map(
    (await store.getMany(eventIds)).filter((e): e is EventRecord => e?.__tableName === "Events").map((e) => [e.id, e]),
  );
  const modified = await modifiedTimes(
    store,
    matches.map((m) => m.id),
  );
  const listed = matches.filter((m) => !m.event?.[0] || !events.get(longId(m.event[0]))?.archived);
  return {
    name: subject.name?.trim() || (kind === "event" ? "Event" : kind === "team" ? "Team" : "Player"),
    version: subject.__version,
    matches: listed.map((m) => ({
      id: m.id,
      name: m.name,
      start: m.start!,
      version: m.__version,
      modified: modified.get(m.id) ?? 0,
      eventName: m.event?.[0] ? events.get(longId(m.event[0]))?.name : undefined,
      round: m.round,
      week_text: m.week_text,
      first_to: m.first_to,
      score_1: m.score_1,
      score_2: m.score_2,
      forfeit: m.forfeit,
    })),
  };
}

/** When each record last changed (the store keeps it beside the version; records do not carry it). */
async function modifiedTimes(store: ThingStore, ids: readonly string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await store.db
    .selectFrom("things")
    .select(["id", "updated_at"])
    .where("id", "in", [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.updated_at)]));
}
