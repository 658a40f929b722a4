// update-profile-data and import-records over HTTP (SPEC §7, issue 17): the edges of a profile's
// picture theme, and imports into events made for each test, some listing records that are gone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../../server/seed/demo.ts";
import { ownRecords, startTestServer, type TestServer } from "../harness.ts";
import { createActors } from "./actors.ts";

let t: TestServer;
let organiser: string;
beforeAll(async () => {
  t = await startTestServer();
  // The organiser: Can edit any event.
  organiser = (await createActors(t)).organiser!;
});
afterAll(() => t?.close());

const { key, get, insert, count } = ownRecords(() => t, "pim");

describe("update-profile-data", () => {
  const profile = (profileData: Record<string, unknown>, token: string) => t.post("/actions/update-profile-data", { profileData }, token);
  /** What a save answers: its status and data (a write also answers the store's version). */
  const answer = async (profileData: Record<string, unknown>, token: string) => {
    const { status, body } = await profile(profileData, token);
    return { status, data: body.data };
  };

  /** A player of their own with a theme on their picture; answers them, their token and the theme. */
  async function newPlayer() {
    const theme = await insert("Themes", { name: `Theme ${count()}` });
    const player = await insert("Players", { name: `Profile ${count()}`, profile_picture_theme: [theme] });
    return { player, theme, token: await t.tokenFor(player) };
  }

  it("answers the player's id and keeps the picture theme when it is not sent", async () => {
    const { player, theme, token } = await newPlayer();
    expect(await answer({ pronouns: "they/them" }, token)).toEqual({ status: 200, data: { id: player } });
    expect(await get(player)).toMatchObject({ pronouns: "they/them", profile_picture_theme: [theme] });
  });

  it("sets another picture theme, then clears it when sent null", async () => {
    const { player, token } = await newPlayer();
    const other = await insert("Themes", { name: "Other" });
    expect(await answer({ profile_picture_theme: other }, token)).toEqual({ status: 200, data: { id: player } });
    expect((await get(player))!.profile_picture_theme).toEqual([other]);
    expect(await answer({ profile_picture_theme: null }, token)).toEqual({ status: 200, data: { id: player } });
    expect((await get(player))!.profile_picture_theme).toBeUndefined();
  });

  it("refuses a picture theme that is not a theme and changes nothing", async () => {
    const { player, theme, token } = await newPlayer();
    for (const missing of [seedId("pim:no-theme"), seedId("map:Busan")]) {
      expect(await profile({ pronouns: "he/him", profile_picture_theme: missing }, token)).toEqual({
        status: 404,
        body: { error: true, errorMessage: "Theme not found" },
      });
    }
    const saved = (await get(player))!;
    expect(saved.profile_picture_theme).toEqual([theme]);
    expect(saved.pronouns).toBeUndefined();
  });
});

describe("import-records", () => {
  const importRecords = (payload: Record<string, unknown>, token = organiser) =>
    t.post("/actions/import-records", { format: "csv", confirm: true, ...payload }, token);

  /**
   * An event with two teams and a match, whose lists also name records that are gone and one
   * of another table (the map Busan): an import only matches against its real teams, players and matches.
   */
  async function newEvent() {
    const [event, harbour, copper, kelp, match] = ["Events", "Teams", "Teams", "Players", "Matches"].map(key);
    const [goneTeam, gonePlayer, goneMatch] = ["gone-team", "gone-player", "gone-match"].map(key);
    await t.store.transaction(async (tx) => {
      await tx.insert(
        "Events",
        { name: `Import ${count()}`, teams: [harbour, goneTeam, seedId("map:Busan"), copper], matches: [goneMatch, match] },
        event,
      );
      await tx.insert("Players", { name: "Kelp", member_of: [harbour] }, kelp);
      await tx.insert("Teams", { name: "Harbour", code: "HBR", players: [kelp, gonePlayer], event: [event] }, harbour);
      await tx.insert("Teams", { name: "Copper", event: [event] }, copper);
      await tx.insert("Matches", { event: [event], teams: [harbour, copper], match_number: 7, match_group: "G", round: "R1" }, match);
    });
    return { event, harbour, copper, kelp, match, gonePlayer };
  }

  it("answers Event not found for an unknown event", async () => {
    expect(await importRecords({ event: seedId("pim:no-event"), kind: "teams", text: "name\nX" })).toEqual({
      status: 404,
      body: { error: true, errorMessage: "Event not found" },
    });
  });

  it("previews against the event's real teams only, past gone records and a map", async () => {
    const { event } = await newEvent();
    const reply = await importRecords({ event, kind: "players", text: "name,team\nNewbie,Busan\nKelp,Copper", confirm: false });
    expect(reply.status).toBe(200);
    expect(reply.body.data.rows.map((r: any) => [r.row, r.status, r.errors])).toEqual([
      [2, "error", ['team: unknown team "Busan"']],
      [3, "update", []],
    ]);
  });

  it("refuses to confirm a file with a problem of its own, writing nothing", async () => {
    const { event } = await newEvent();
    const revision = await t.store.revision();
    expect(await importRecords({ event, kind: "teams", text: "code\nABC" })).toEqual({
      status: 400,
      body: { error: true, errorMessage: "Missing column: name (the first line names the columns)" },
    });
    expect(await t.store.revision()).toBe(revision);
  });

  it("refuses to confirm a file with one bad row, naming it, and writes nothing", async () => {
    const { event } = await newEvent();
    const revision = await t.store.revision();
    expect(await importRecords({ event, kind: "teams", text: "name,code\nGood,\nBad,TOOLONG" })).toEqual({
      status: 400,
      body: {
        error: true,
        errorMessage: "1 row has errors: nothing was imported",
        issues: [{ path: "row 3", message: "code: At most 6 characters" }],
      },
    });
    expect(await t.store.revision()).toBe(revision);
  });

  it("updates an existing team in place, leaving its name and players as they were", async () => {
    const { event, harbour, kelp, gonePlayer } = await newEvent();
    const reply = await importRecords({ event, kind: "teams", text: "name,code\n harbour ,NEW" });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ confirmed: true, created: 0, updated: 1, skipped: 0, ids: [harbour] });
    expect(await get(harbour)).toMatchObject({ name: "Harbour", code: "NEW", players: [kelp, gonePlayer], event: [event] });
    expect((await get(event))!.teams).toHaveLength(4);
  });

  it("gives a new team the event's player of a listed name and creates the others; without players or code it has none", async () => {
    const { event, harbour, kelp } = await newEvent();
    const reply = await importRecords({ event, kind: "teams", text: "name,code,players\nFresh,,KELP;Newbie\nLonely,," });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ confirmed: true, created: 2, updated: 0, skipped: 0 });
    const [fresh, lonely] = reply.body.data.ids;
    const freshTeam = (await get(fresh))!;
    expect(freshTeam.name).toBe("Fresh");
    expect(freshTeam.code).toBeUndefined();
    expect(freshTeam.players).toHaveLength(2);
    expect(freshTeam.players[0]).toBe(kelp);
    expect(await get(freshTeam.players[1])).toMatchObject({ name: "Newbie", member_of: [fresh] });
    expect((await get(kelp))!.member_of).toEqual([harbour, fresh]);
    const lonelyTeam = (await get(lonely))!;
    expect(lonelyTeam).toMatchObject({ name: "Lonely", event: [event] });
    expect(lonelyTeam.code).toBeUndefined();
    expect(lonelyTeam.players).toBeUndefined();
  });

  it("updates the event's match of the same number in place", async () => {
    const { event, harbour, copper, match } = await newEvent();
    const reply = await importRecords({ event, kind: "matches", text: "team_1,team_2,group,round,match_number\nHarbour,Copper,G,R2,7" });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ confirmed: true, created: 0, updated: 1, skipped: 0, ids: [match] });
    expect(await get(match)).toMatchObject({ round: "R2", match_number: 7, match_group: "G", teams: [harbour, copper], event: [event] });
  });

  it("trims the name of a team an export declares", async () => {
    const { event, harbour } = await newEvent();
    const text = JSON.stringify({
      tournament: {
        participants: [{ participant: { id: 1, name: "  Lantern Moths  " } }, { participant: { id: 2, name: "Harbour" } }],
        matches: [{ match: { player1_id: 1, player2_id: 2, round: 1, identifier: "A" } }],
      },
    });
    const reply = await importRecords({ event, kind: "matches", format: "json", text });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ confirmed: true, created: 2, updated: 0, skipped: 0 });
    const [moths, created] = reply.body.data.ids;
    expect(await get(moths)).toMatchObject({ name: "Lantern Moths", event: [event] });
    expect(await get(created)).toMatchObject({ teams: [moths, harbour], round: "1", match_number: 1 });
  });
});
