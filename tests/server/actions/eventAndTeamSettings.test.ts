// Event settings, team settings and event staff relationships (SPEC §2.5, §3, §6) over HTTP:
// the edges of each setting, on events, teams and players made for each test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETTINGS_MESSAGES } from "../../../domain/eventSettings.ts";
import { DEMO_EVENT_ID, DEMO_OTHER_EVENT_ID, DEMO_SERIES_ID, seedId } from "../../../server/seed/demo.ts";
import { ownRecords, startTestServer, type TestServer } from "../harness.ts";

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  // Admin Morgan: Can edit any event.
  admin = await t.tokenFor(seedId("player:Admin Morgan"));
});
afterAll(() => t?.close());

const { get, insert, count } = ownRecords(() => t, "smut");
const newEvent = (fields: Record<string, unknown> = {}) => insert("Events", { name: `Event ${count()}`, ...fields });
const newPlayer = (fields: Record<string, unknown> = {}) => insert("Players", { name: `Person ${count()}`, ...fields });

const eventSettings = (event: string, settings: Record<string, unknown>, token = admin) =>
  t.post("/actions/update-event-settings", { event, settings }, token);
const relationship = (payload: Record<string, unknown>, token = admin) => t.post("/actions/set-event-relationship", payload, token);
const teamSettings = (team: string, settings: Record<string, unknown>, token: string) =>
  t.post("/actions/update-team-settings", { team, settings }, token);

describe("update-event-settings", () => {
  it("answers Event not found for an unknown event", async () => {
    expect(await eventSettings(seedId("smut:no-event"), { short: "x" })).toEqual({
      status: 404,
      body: { error: true, errorMessage: "Event not found" },
    });
  });

  it("keeps the map pool to known maps, once each", async () => {
    const event = await newEvent();
    const map = seedId("map:Busan");
    const reply = await eventSettings(event, { map_pool: [map, map, seedId("team:AUR"), seedId("smut:missing")] });
    expect(reply.status).toBe(200);
    expect((await get(event))!.map_pool).toEqual([map]);
  });

  it("keeps the navbar events to other known events", async () => {
    const event = await newEvent();
    const reply = await eventSettings(event, { navbar_events: [DEMO_OTHER_EVENT_ID, event, seedId("map:Busan")] });
    expect(reply.status).toBe(200);
    expect((await get(event))!.navbar_events).toEqual([DEMO_OTHER_EVENT_ID]);
  });

  it("clears text given as empty and keeps a date of zero and a date range", async () => {
    const event = await newEvent({ short: "Old", game: "Old game" });
    const reply = await eventSettings(event, { short: "", game: "", start_date: 0, event_date: [1000, 2000] });
    expect(reply.status).toBe(200);
    const saved = (await get(event))!;
    expect(saved.short).toBeUndefined();
    expect(saved.game).toBeUndefined();
    expect(saved.start_date).toBe(0);
    expect(saved.event_date).toEqual([1000, 2000]);
  });

  it("refuses a reserved subdomain or partial subdomain on its own field", async () => {
    const event = await newEvent();
    for (const field of ["subdomain", "partial_subdomain"]) {
      const reply = await eventSettings(event, { [field]: "www" });
      expect(reply).toEqual({
        status: 400,
        body: {
          error: true,
          errorMessage: SETTINGS_MESSAGES.subdomainReserved,
          issues: [{ path: `settings.${field}`, message: SETTINGS_MESSAGES.subdomainReserved }],
        },
      });
    }
    expect((await get(event))!.subdomain).toBeUndefined();
  });

  it("sets, keeps and clears the broadcast CSS and the series", async () => {
    const event = await newEvent();
    expect((await eventSettings(event, { broadcast_css: "a { color: red; }", series: DEMO_SERIES_ID })).status).toBe(200);
    expect(await get(event)).toMatchObject({ broadcast_css: "a { color: red; }", series: [DEMO_SERIES_ID], series_name: "Community Cup" });
    // A save that names neither leaves them as they are.
    expect((await eventSettings(event, { short: "Other" })).status).toBe(200);
    expect(await get(event)).toMatchObject({ broadcast_css: "a { color: red; }", series: [DEMO_SERIES_ID], series_name: "Community Cup" });
    expect((await eventSettings(event, { broadcast_css: null, series: null })).status).toBe(200);
    const cleared = (await get(event))!;
    expect(cleared.broadcast_css).toBeUndefined();
    expect(cleared.series).toBeUndefined();
    expect(cleared.series_name).toBeUndefined();
  });

  it("refuses an unknown series and changes nothing", async () => {
    const event = await newEvent();
    const revision = await t.store.revision();
    const reply = await eventSettings(event, { short: "Never", series: seedId("smut:no-series") });
    expect(reply).toEqual({ status: 404, body: { error: true, errorMessage: "Event series not found" } });
    expect(await t.store.revision()).toBe(revision);
  });

  it("gives an event without a theme one named after it, then changes that same theme", async () => {
    const event = await newEvent({ name: "Themeless Cup" });
    expect((await eventSettings(event, { theme: { color_theme: "#112233", color_alt: null } })).status).toBe(200);
    const [theme] = (await get(event))!.theme;
    expect(await get(theme)).toMatchObject({ name: "Themeless Cup", color_theme: "#112233" });
    expect((await get(theme))!.color_alt).toBeUndefined();
    expect((await eventSettings(event, { theme: { color_accent: "#445566" } })).status).toBe(200);
    expect((await get(event))!.theme).toEqual([theme]);
    expect(await get(theme)).toMatchObject({ color_theme: "#112233", color_accent: "#445566" });
  });

  it("names a new theme after the event's new name when both are saved together", async () => {
    const event = await newEvent({ name: "Before" });
    expect((await eventSettings(event, { name: "After", theme: { color_theme: "#112233" } })).status).toBe(200);
    expect(await get((await get(event))!.theme[0])).toMatchObject({ name: "After" });
  });

  it("updates a listed social in place, keeps its approval and name, and removes only those left out", async () => {
    const event = await newEvent();
    const first = await eventSettings(event, {
      socials: [
        { type: "Twitch", url: "https://twitch.tv/one", name: "One" },
        { type: "Twitter", url: "https://x.com/two" },
      ],
    });
    expect(first.status).toBe(200);
    const [one, two] = (await get(event))!.socials;
    expect(await get(one)).toMatchObject({ type: "Twitch", url: "https://twitch.tv/one", name: "One", approved: true, event: [event] });
    const second = await eventSettings(event, { socials: [{ id: one, type: "YouTube", url: "https://youtube.com/one", name: "Renamed" }] });
    expect(second.status).toBe(200);
    expect((await get(event))!.socials).toEqual([one]);
    expect(await get(one)).toMatchObject({ type: "YouTube", url: "https://youtube.com/one", name: "Renamed", approved: true });
    expect(await get(two)).toBeNull();
    // Without a name the link loses it.
    expect((await eventSettings(event, { socials: [{ id: one, type: "YouTube", url: "https://youtube.com/one" }] })).status).toBe(200);
    expect((await get(one))!.name).toBeUndefined();
  });

  it("does not take over another event's social named by id: it makes a new one", async () => {
    const [mine, theirs] = [await newEvent(), await newEvent()];
    await eventSettings(theirs, { socials: [{ type: "Twitch", url: "https://twitch.tv/theirs" }] });
    const [theirSocial] = (await get(theirs))!.socials;
    expect((await eventSettings(mine, { socials: [{ id: theirSocial, type: "Twitch", url: "https://twitch.tv/mine" }] })).status).toBe(200);
    const [mySocial] = (await get(mine))!.socials;
    expect(mySocial).not.toBe(theirSocial);
    expect(await get(theirSocial)).toMatchObject({ url: "https://twitch.tv/theirs", event: [theirs] });
  });
});

describe("set-event-relationship", () => {
  it("answers Event not found and Player not found", async () => {
    const player = await newPlayer();
    expect(await relationship({ event: seedId("smut:no-event"), player, singular_name: "Caster" })).toEqual({
      status: 404,
      body: { error: true, errorMessage: "Event not found" },
    });
    expect(await relationship({ event: DEMO_EVENT_ID, player: seedId("smut:nobody"), singular_name: "Caster" })).toEqual({
      status: 404,
      body: { error: true, errorMessage: "Player not found" },
    });
  });

  it("adds a relationship without permissions to an event that had none, on both sides", async () => {
    const [event, player] = [await newEvent(), await newPlayer()];
    const reply = await relationship({ event, player, singular_name: "Caster" });
    expect(reply.status).toBe(200);
    const { id } = reply.body.data;
    const rel = (await get(id))!;
    expect(rel).toMatchObject({ singular_name: "Caster", player: [player], events: [event] });
    expect(rel.permissions).toBeUndefined();
    expect((await get(event))!.player_relationships).toEqual([id]);
    expect((await get(player))!.player_relationships).toEqual([id]);
  });

  it("changes the same relationship when the name matches whatever its case, listing it once on the event", async () => {
    const [event, player] = [await newEvent(), await newPlayer()];
    const { id } = (await relationship({ event, player, singular_name: "Caster", permissions: ["Caster"] })).body.data;
    const again = await relationship({ event, player, singular_name: "caster", permissions: ["Producer", "Producer"] });
    expect(again.body.data.id).toBe(id);
    expect(await get(id)).toMatchObject({ singular_name: "caster", permissions: ["Producer"] });
    expect((await get(event))!.player_relationships).toEqual([id]);
  });

  it("keeps a relationship of another name or another event apart", async () => {
    // Caster Quinn already casts the live match (a relationship without events).
    const player = seedId("player:Caster Quinn");
    const [event, other] = [await newEvent(), await newEvent()];
    const onOther = (await relationship({ event: other, player, singular_name: "Caster" })).body.data.id;
    const observer = (await relationship({ event, player, singular_name: "Observer" })).body.data.id;
    const caster = (await relationship({ event, player, singular_name: "Caster" })).body.data.id;
    expect(new Set([onOther, observer, caster]).size).toBe(3);
    expect(await get(onOther)).toMatchObject({ singular_name: "Caster", events: [other] });
    expect(await get(observer)).toMatchObject({ singular_name: "Observer", events: [event] });
    expect(await get(caster)).toMatchObject({ singular_name: "Caster", events: [event] });
    expect((await get(event))!.player_relationships).toEqual([observer, caster]);
  });

  it("copes with a player listing a relationship that no longer exists", async () => {
    const [event, player] = [await newEvent(), await newPlayer({ player_relationships: [seedId("smut:gone")] })];
    expect((await relationship({ event, player, singular_name: "Caster" })).status).toBe(200);
  });

  it("removing a relationship the player does not have answers no id and changes nothing", async () => {
    const [event, player] = [await newEvent(), await newPlayer()];
    const revision = await t.store.revision();
    expect(await relationship({ event, player, singular_name: "Caster", remove: true })).toEqual({
      status: 200,
      body: { data: { id: null } },
    });
    expect(await t.store.revision()).toBe(revision);
  });

  it("removes a relationship from the event and the player, keeping the event's others", async () => {
    const [event, player, other] = [await newEvent(), await newPlayer(), await newPlayer()];
    const { id: kept } = (await relationship({ event, player: other, singular_name: "Caster" })).body.data;
    const { id } = (await relationship({ event, player, singular_name: "Caster" })).body.data;
    expect((await relationship({ event, player, singular_name: "Caster", remove: true })).body.data).toEqual({ id: null });
    expect(await get(id)).toBeNull();
    expect((await get(event))!.player_relationships).toEqual([kept]);
    expect((await get(player))!.player_relationships).toBeUndefined();
  });

  it("a relationship that also covers another event, a match or a team only loses this event", async () => {
    const [event, other, player] = [await newEvent(), await newEvent(), await newPlayer()];
    const extras = [
      { events: [event, other] },
      { events: [event], matches: [seedId("match:0:4")] },
      { events: [event], teams: [seedId("team:AUR")] },
    ];
    for (const [i, extra] of extras.entries()) {
      const name = `Role ${i}`;
      const rel = await insert("Player Relationships", { singular_name: name, player: [player], ...extra });
      const who = (await get(player))!;
      await t.store.transaction(async (tx) => {
        await tx.update(player, "Players", { player_relationships: [...(who.player_relationships ?? []), rel] });
        await tx.update(event, "Events", { player_relationships: [rel] });
      });
      expect((await relationship({ event, player, singular_name: name, remove: true })).status).toBe(200);
      const saved = (await get(rel))!;
      expect(saved).toMatchObject({ singular_name: name, player: [player] });
      expect(saved.events ?? []).toEqual(extra.events.filter((e) => e !== event));
      expect((await get(event))!.player_relationships).toBeUndefined();
    }
  });
});

describe("update-team-settings", () => {
  const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

  /** A team of its own in an event, with a captain; answers the team and the captain's token. */
  async function newTeam(fields: Record<string, unknown> = {}) {
    const event = await newEvent();
    const captain = await newPlayer();
    const team = await insert("Teams", { name: `Team ${count()}`, code: "TEAM", captains: [captain], event: [event], ...fields });
    return { team, event, captain: await t.tokenFor(captain) };
  }

  it("answers Team not found for an unknown team, with or without a logo", async () => {
    for (const settings of [{ name: "x" }, { logo: png }]) {
      expect(await teamSettings(seedId("smut:no-team"), settings, admin)).toEqual({
        status: 404,
        body: { error: true, errorMessage: "Team not found" },
      });
    }
  });

  it("keeps the code when it is not sent and clears it when sent empty", async () => {
    const { team, captain } = await newTeam();
    expect((await teamSettings(team, { name: "Renamed" }, captain)).status).toBe(200);
    expect(await get(team)).toMatchObject({ name: "Renamed", code: "TEAM" });
    expect((await teamSettings(team, { code: null }, captain)).status).toBe(200);
    expect((await get(team))!.code).toBeUndefined();
  });

  it("gives a team without a theme none until it sets colours, then one named after it that later saves reuse", async () => {
    const { team, captain } = await newTeam({ name: "Plain" });
    const empty = await teamSettings(team, { theme: {}, name: "Plain Too" }, captain);
    expect(empty.body.data).toEqual({ id: team, theme: null });
    expect((await get(team))!.theme).toBeUndefined();
    const first = await teamSettings(team, { theme: { color_theme: "#112233" } }, captain);
    const theme = first.body.data.theme;
    expect((await get(team))!.theme).toEqual([theme]);
    expect(await get(theme)).toMatchObject({ name: "Plain Too", color_theme: "#112233" });
    const second = await teamSettings(team, { theme: { color_accent: "#445566" } }, captain);
    expect(second.body.data.theme).toBe(theme);
    expect(await get(theme)).toMatchObject({ color_theme: "#112233", color_accent: "#445566" });
  });

  it("stores a JPEG logo's bytes as a .jpg and removes the logo when sent null", async () => {
    const { team, captain } = await newTeam();
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
    const reply = await teamSettings(team, { logo: `data:image/jpeg;base64,${bytes.toString("base64")}` }, captain);
    expect(reply.status).toBe(200);
    const logo = (await get(reply.body.data.theme))!.default_logo[0];
    expect(logo).toMatchObject({ fileExtension: "jpg", type: "image/jpeg" });
    const image = (await t.store.getImage(logo.id))!;
    expect(image).toMatchObject({ ext: "jpg", mime: "image/jpeg" });
    expect(image.data.equals(bytes)).toBe(true);
    expect((await teamSettings(team, { logo: null }, captain)).status).toBe(200);
    expect((await get(reply.body.data.theme))!.default_logo).toBeUndefined();
  });

  it("stores a PNG logo as a .png", async () => {
    const { team, captain } = await newTeam();
    const reply = await teamSettings(team, { logo: png }, captain);
    const logo = (await get(reply.body.data.theme))!.default_logo[0];
    expect(logo).toMatchObject({ fileExtension: "png", type: "image/png" });
    expect((await t.store.getImage(logo.id))!.ext).toBe("png");
  });

  it("approves links the event's editors add, keeps approval while the address stays, and drops it when the captain changes it", async () => {
    const { team, captain } = await newTeam();
    expect((await teamSettings(team, { socials: [{ type: "Twitch", url: "https://twitch.tv/team" }] }, admin)).status).toBe(200);
    const [social] = (await get(team))!.socials;
    expect(await get(social)).toMatchObject({ approved: true, team: [team] });
    await teamSettings(team, { socials: [{ id: social, type: "Twitch", url: "https://twitch.tv/team", name: "Team" }] }, captain);
    expect(await get(social)).toMatchObject({ approved: true, name: "Team" });
    await teamSettings(team, { socials: [{ id: social, type: "Twitch", url: "https://twitch.tv/elsewhere" }] }, captain);
    expect(await get(social)).toMatchObject({ approved: false, url: "https://twitch.tv/elsewhere" });
    // Back to the first address: it still waits for approval.
    await teamSettings(team, { socials: [{ id: social, type: "Twitch", url: "https://twitch.tv/team" }] }, captain);
    expect((await get(social))!.approved).toBe(false);
  });

  it("an empty list of links leaves the team with none", async () => {
    const { team, captain } = await newTeam();
    await teamSettings(team, { socials: [{ type: "Twitch", url: "https://twitch.tv/team" }] }, captain);
    const [social] = (await get(team))!.socials;
    expect((await teamSettings(team, { socials: [] }, captain)).status).toBe(200);
    expect((await get(team))!.socials).toBeUndefined();
    expect(await get(social)).toBeNull();
  });
});
