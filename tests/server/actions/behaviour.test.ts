// What individual actions do to the records (SPEC §4, §5, §7), seen through the store.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PRODUCER_ID, seedId } from "../../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { LIVE_MATCH, MAIN_BROADCAST } from "./actors.ts";
import { shortId } from "../../../domain/ids.ts";

let t: TestServer;
let producer: string;
beforeAll(async () => {
  t = await startTestServer();
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
});
afterAll(() => t.close());

const act = (key: string, payload: unknown) => t.post(`/actions/${key}`, payload, producer);
const broadcast = async () => (await t.store.getTyped(MAIN_BROADCAST, "Broadcasts"))!;
const match = async () => (await t.store.getTyped(LIVE_MATCH, "Matches"))!;

describe("broadcast actions", () => {
  it("break automation keeps only the last ending option chosen", async () => {
    const reply = await act("update-break-automation", {
      options: ["Always do 30s Matchup", "Schedule", "Always do 30s Schedule", "Bracket"],
    });
    expect(reply.body.data.options).toEqual(["Schedule", "Bracket", "Always do 30s Schedule"]);
    expect((await broadcast()).break_automation).toEqual(["Schedule", "Bracket", "Always do 30s Schedule"]);
  });

  it("observer settings toggle on and off", async () => {
    await act("set-observer-setting", { setting: "Show syncer", value: true });
    expect((await broadcast()).observer_settings).toEqual(["Show overlay", "Show syncer"]);
    await act("set-observer-setting", { setting: "Show overlay", value: false });
    expect((await broadcast()).observer_settings).toEqual(["Show syncer"]);
  });

  it("player cams hold up to 5 a team for this game", async () => {
    const six = ["Kitsune", "Blaze", "Ember", "Solace", "Halo", "Ashfall"].map((n) => seedId(`player:${n}`));
    const refused = await act("set-player-cams", { cams: [six, []] });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: "cams.0", message: "At most 5 cams" }]);
    expect((await act("set-player-cams", { cams: [six.slice(0, 5).map(shortId), []] })).status).toBe(200);
    expect((await broadcast()).team_1_cams).toEqual(six.slice(0, 5));
  });

  it("a cam that is not a player of that team is refused and nothing changes", async () => {
    const before = (await broadcast()).team_1_cams;
    const refused = await act("set-player-cams", { cams: [[seedId("player:Kitsune"), seedId("player:Alpha")], []] });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe("Cam 2 of team 1 is not a player of that team");
    expect((await broadcast()).team_1_cams).toEqual(before);
  });

  it("manual guests are checked line by line with the dashboard's messages", async () => {
    const refused = await act("update-broadcast", { manualGuests: "Alex|@alex|he/him\n@nobody" });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: "manualGuests.1.name", message: "Name is required" }]);
    expect((await act("update-broadcast", { manualGuests: "Alex|@alex|he/him" })).status).toBe(200);
  });

  it("the desk's Match mode is stored as no mode; a notice keeps its text", async () => {
    await act("update-broadcast", { deskDisplayMode: "Notice (Event)", deskDisplayText: "Prefix|Welcome back" });
    expect(await broadcast()).toMatchObject({ desk_display: "Notice (Event)", notice_text: "Prefix|Welcome back" });
    await act("update-broadcast", { deskDisplayMode: "Match" });
    expect((await broadcast()).desk_display).toBeUndefined();
  });

  it("map wins add to the live match until a team reaches first_to, and can clear map attack", async () => {
    await act("update-broadcast", { mapAttack: "Left" });
    // The demo's live match stands 2-1 in a first to 3.
    const first = await act("multi-map-win", { teamNum: 2, unsetMapAttack: true });
    expect(first.body.data).toMatchObject({ score_1: 2, score_2: 2 });
    expect((await broadcast()).map_attack).toBeUndefined();
    await act("multi-map-win", { teamNum: 1 });
    const done = await act("multi-map-win", { teamNum: 2 });
    expect(done).toEqual({ status: 409, body: { error: true, errorMessage: "A team has already reached first_to" } });
    expect([(await match()).score_1, (await match()).score_2]).toEqual([3, 2]);
  });

  it("toggle-flip-teams flips the live match both ways", async () => {
    expect((await act("toggle-flip-teams", {})).body.data.flip_teams).toBe(true);
    expect((await act("toggle-flip-teams", {})).body.data.flip_teams).toBe(false);
  });

  it("set-active-broadcast points the caller's own client at another broadcast by key", async () => {
    expect((await act("set-active-broadcast", { client: "self", broadcast: "side" })).status).toBe(200);
    expect((await t.store.getTyped(seedId("client:producer"), "Clients"))?.broadcast).toEqual([seedId("broadcast:side")]);
    await act("set-active-broadcast", { client: shortId(seedId("client:producer")), broadcast: shortId(MAIN_BROADCAST) });
    expect((await t.store.getTyped(seedId("client:producer"), "Clients"))?.broadcast).toEqual([MAIN_BROADCAST]);
    const other = await act("set-active-broadcast", { client: seedId("client:observer"), broadcast: "main" });
    expect(other.status).toBe(403);
  });
});

describe("match actions", () => {
  it("set-player-relationships answers the added relationships and drops those no longer chosen", async () => {
    const quinn = seedId("player:Caster Quinn");
    const admin = seedId("player:Admin Morgan");
    const reply = await act("set-player-relationships", {
      matchID: shortId(LIVE_MATCH),
      roles: { Caster: { count: 2, selected: [quinn, admin] } },
    });
    expect(reply.body.data.added).toHaveLength(1);
    const rels = await t.store.getMany((await match()).player_relationships!);
    const casters = rels
      .filter((r) => (r as { singular_name?: string }).singular_name === "Caster")
      .map((r) => (r as { player?: string[] }).player?.[0]);
    expect(casters.sort()).toEqual([quinn, admin].sort());
    expect((await t.store.getTyped(admin, "Players"))?.player_relationships).toContain(reply.body.data.added[0]);
    const tooMany = await act("set-player-relationships", {
      matchID: LIVE_MATCH,
      roles: { Observer: { count: 1, selected: [quinn, admin] } },
    });
    expect(tooMany.status).toBe(400);
  });

  it("update-map-data saves the table: updates rows with ids, adds new ones, removes the rest", async () => {
    const first = await act("update-map-data", { matchID: LIVE_MATCH, mapData: [{ name: "Busan", score_1: 2 }, { name: "Midtown" }] });
    const [busan, midtown] = first.body.data.maps;
    const second = await act("update-map-data", {
      matchID: LIVE_MATCH,
      mapData: [{ id: shortId(midtown), name: "Midtown", number: 1, score_2: 3 }],
    });
    expect(second.body.data.maps).toEqual([midtown]);
    expect(await t.store.get(busan)).toBeNull();
    expect(await t.store.get(midtown)).toMatchObject({ name: "Midtown", number: 1, score_2: 3, match: [LIVE_MATCH] });
    const foreign = await act("update-map-data", { matchID: LIVE_MATCH, mapData: [{ id: seedId(`mapresult:${seedId("match:0:0")}:0`) }] });
    expect(foreign.status).toBe(400);
  });

  it("set-match-overlays shows a match on the secondary overlays", async () => {
    await act("set-match-overlays", { match: LIVE_MATCH, overlayType: "secondary", state: true });
    expect((await match()).show_on_secondary_overlays).toBe(true);
  });
});
