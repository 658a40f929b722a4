// The facts the organiser console decides a change by: which events a record belongs to,
// before and after the change, and the caller's standing to its broadcast, client, match or teams.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeId } from "../../../domain/ids.ts";
import type { PlayerRecord, TableName, Thing } from "../../../domain/tables.ts";
import { freshDatabaseUrl } from "../../../tests/server/freshDatabase.ts";
import { openDb } from "../../store/db.ts";
import { ThingStore } from "../../store/ThingStore.ts";
import { recordAccess } from "./access.ts";

let store: ThingStore;
const id: Record<string, string> = {};
const MISSING = makeId();

beforeAll(async () => {
  const { db, dialect } = await openDb({ sqlitePath: ":memory:", databaseUrl: await freshDatabaseUrl() });
  store = new ThingStore(db, dialect);
  await store.transaction(async (tx) => {
    const add = async (key: string, table: TableName, fields: Record<string, unknown>) => {
      id[key] = (await tx.insert(table, fields as never)).id;
    };
    for (const key of ["staff", "captain", "driver", "owner", "stranger"]) await add(key, "Players", { name: key });
    await add("theme", "Themes", { name: "Sponsor" });
    await add("spring", "Events", { name: "Spring", staff: [id.staff], theme: [id.theme] });
    await add("winter", "Events", { name: "Winter" });
    await add("autumn", "Events", { name: "Autumn" });
    await add("summer", "Events", { name: "Summer" });
    await add("springTeam", "Teams", { name: "Spring Team", event: [id.spring], captains: [id.captain], theme: [id.theme] });
    await add("winterTeam", "Teams", { name: "Winter Team", event: [id.winter] });
    await add("autumnTeam", "Teams", { name: "Autumn Team", event: [id.autumn], captains: [id.stranger] });
    await add("summerSignup", "Signup Data", { event: [id.summer], player: [id.stranger] });
    await add("member", "Players", {
      name: "Member",
      member_of: [id.springTeam],
      captain_of: [id.winterTeam],
      team_staff: [id.autumnTeam],
      signup_data: [id.summerSignup],
    });
    await add("producerClient", "Clients", { key: "producer", staff: [id.driver] });
    await add("ownedClient", "Clients", { key: "owned", staff: [id.owner] });
    await add("main", "Broadcasts", { name: "Main", key: "main", event: [id.spring], clients: [id.producerClient] });
    await add("side", "Broadcasts", { name: "Side", key: "side", event: [id.winter] });
    await add("gfx", "GFX", { name: "Lower third", broadcast: [id.main] });
    await add("headline", "Headlines", { text: "Breaking", broadcast: [id.main] });
    await add("match", "Matches", { event: [id.spring] });
    await add("news", "News", { name: "Hello", slug: "hello", event: [id.spring] });
    await add("bracket", "Brackets", { name: "Playoffs", events: [id.spring] });
  });
});
afterAll(() => store.close());

const record = async (key: string) => (await store.get(id[key]!)) as Thing;
const player = async (key: string) => (await store.get(id[key]!)) as PlayerRecord;
const access = async (who: string | null, table: TableName, before: string | null, after: Record<string, unknown> | null = null) =>
  recordAccess(store, who ? await player(who) : null, table, before ? await record(before) : null, after);
const eventIds = (events: readonly { id: string }[]) => events.map((e) => e.id).sort();

describe("recordAccess", () => {
  it("takes an event as belonging to itself, and a new event to none", async () => {
    expect(eventIds((await access("staff", "Events", "spring")).events)).toEqual([id.spring]);
    expect(await access("staff", "Events", null, { name: "New" })).toStrictEqual({ table: "Events", creating: true, events: [] });
  });

  it("collects the events a record names before and after the change, skipping ids of no event", async () => {
    expect(await access("staff", "Teams", "springTeam", { event: [id.winter, id.springTeam, MISSING] })).toStrictEqual({
      table: "Teams",
      creating: false,
      events: [await record("spring"), await record("winter")],
    });
    for (const [table, key] of [
      ["Matches", "match"],
      ["Broadcasts", "main"],
      ["News", "news"],
      ["Brackets", "bracket"],
    ] as const) {
      expect(eventIds((await access("stranger", table, key)).events), table).toEqual([id.spring]);
    }
  });

  it("finds a player's events through their teams, captaincies, staff places and signups", async () => {
    expect(eventIds((await access("staff", "Players", "member")).events)).toEqual([id.spring, id.winter, id.autumn, id.summer].sort());
  });

  it("finds a graphic's and a headline's events through their broadcasts, new or old", async () => {
    expect(eventIds((await access("stranger", "GFX", "gfx", { broadcast: [id.side, MISSING] })).events)).toEqual(
      [id.spring, id.winter].sort(),
    );
    expect(eventIds((await access("stranger", "Headlines", null, { broadcast: [id.side] })).events)).toEqual([id.winter]);
  });

  it("says whether the caller drives every broadcast a broadcast, graphic or headline hangs on", async () => {
    expect((await access("driver", "Broadcasts", "main")).drivesBroadcast).toBe(true);
    expect((await access("driver", "GFX", "gfx")).drivesBroadcast).toBe(true);
    expect((await access("driver", "Headlines", "headline")).drivesBroadcast).toBe(true);
    expect((await access("stranger", "Broadcasts", "main")).drivesBroadcast).toBe(false);
    // Moving a graphic to a broadcast the caller does not drive.
    expect((await access("driver", "GFX", "gfx", { broadcast: [id.side] })).drivesBroadcast).toBe(false);
    // A new broadcast is driven by nobody yet.
    expect((await access("driver", "Broadcasts", null, { name: "New", event: [id.spring] })).drivesBroadcast).toBe(false);
  });

  it("says whether the caller owns a production client", async () => {
    expect(await access("owner", "Clients", "ownedClient")).toStrictEqual({
      table: "Clients",
      creating: false,
      events: [],
      ownsClient: true,
    });
    expect((await access("stranger", "Clients", "ownedClient")).ownsClient).toBe(false);
    expect(await access("owner", "Clients", null, { key: "new" })).toStrictEqual({ table: "Clients", creating: true, events: [] });
  });

  it("says whether a change points a client at a broadcast the caller does not drive", async () => {
    expect((await access("owner", "Clients", "ownedClient", { broadcast: [id.main] })).pointsAtUndrivenBroadcast).toBe(true);
    expect((await access("owner", "Clients", null, { key: "new", broadcast: [id.side] })).pointsAtUndrivenBroadcast).toBe(true);
    // The driver's crew drives main: pointing there, or keeping a broadcast it already had, adds nothing refused.
    expect(await access("driver", "Clients", "producerClient", { broadcast: [id.main] })).toStrictEqual({
      table: "Clients",
      creating: false,
      events: [],
      ownsClient: true,
    });
    expect((await access("owner", "Clients", "ownedClient", { broadcast: null })).pointsAtUndrivenBroadcast).toBeUndefined();
  });

  it("says whether the caller may edit a match, by the match's event", async () => {
    expect((await access("staff", "Matches", "match")).editsMatch).toBe(true);
    expect((await access("stranger", "Matches", "match")).editsMatch).toBe(false);
    expect(await access("staff", "Matches", null, { event: [id.spring] })).toStrictEqual({
      table: "Matches",
      creating: true,
      events: [await record("spring")],
    });
  });

  it("ties a theme to the events using it and to the captains of teams using it", async () => {
    expect(await access("captain", "Themes", "theme")).toStrictEqual({
      table: "Themes",
      creating: false,
      events: [await record("spring")],
      editsTeam: true,
    });
    // The stranger captains a team, but not one using the theme.
    expect((await access("stranger", "Themes", "theme")).editsTeam).toBe(false);
    expect(await access("captain", "Themes", null, { name: "New" })).toStrictEqual({ table: "Themes", creating: true, events: [] });
  });

  it("adds no broadcast, client, match or team facts to other tables", async () => {
    expect(await access("driver", "Teams", "springTeam")).toStrictEqual({
      table: "Teams",
      creating: false,
      events: [await record("spring")],
    });
  });
});
