// The original clients' own forms, each sent exactly as the original sends it over real HTTP
// or Socket.IO, and read back from the records: the website's saves (map table, match
// details, profile, highlights), the Stream Deck module's buttons and the fields it reads,
// comms as each kind of page hears them, and the source overview's remote OBS control.
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortId } from "../../../domain/ids.ts";
import { broadcastRoom, clientRoom, originalPagesOf } from "../../../server/realtime/production.ts";
import { DEMO_EVENT_ID, DEMO_PRODUCER_ID, seedId } from "../../../server/seed/demo.ts";
import { LIVE_MATCH, MAIN_BROADCAST, TEAM_1, TEAM_2 } from "../actions/actors.ts";
import { ask, nextEvent, startTestServer, type TestServer } from "../harness.ts";
import { closeOriginalSockets, everyEvent, joined, moduleSocket, recordWhere } from "./originalSockets.ts";

let t: TestServer;
let producer: string;
/** The Stream Deck module, connected as it connects, its client's broadcast and live match subscribed. */
let deck: Socket;

beforeAll(async () => {
  t = await startTestServer();
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
  deck = moduleSocket(t, producer);
  const client = recordWhere(deck, "client-producer", () => true);
  deck.on("connect", () => {
    deck.emit("prod-join", "producer");
    deck.emit("subscribe-multiple", []);
    deck.emit("get_and_subscribe", "client-producer");
  });
  deck.emit("get_and_subscribe", (await client).broadcast[0]);
  await recordWhere(deck, MAIN_BROADCAST, () => true);
});
afterAll(async () => {
  closeOriginalSockets(t);
  await t.close();
});

const hero = (name: string) => seedId(`hero:${name}`);
const record = async (id: string) => (await t.store.get(id)) as any;

/** A save as the original website sends it: POST with its `Authentication` header. */
async function websiteSave(action: string, body: unknown, token = producer) {
  const response = await fetch(`${t.url}/actions/${action}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authentication: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A map record as the original's map editor sends its row: one short id per link, heroes as ids, empty selects as null. */
function originalRow(map: any) {
  const one = (ids?: string[]) => (ids?.[0] ? shortId(ids[0]) : null);
  const heroes = (list?: { id: string }[]) => (list ?? []).map((h) => shortId(h.id));
  return {
    existingID: shortId(map.id),
    map: one(map.map),
    winner: one(map.winner),
    picker: one(map.picker),
    banner: one(map.banner),
    score_1: map.score_1 ?? null,
    score_2: map.score_2 ?? null,
    draw: map.draw ?? false,
    number: map.number ?? "",
    team_1_picks: heroes(map.team_1_picks),
    team_2_picks: heroes(map.team_2_picks),
    team_1_bans: heroes(map.team_1_bans),
    team_2_bans: heroes(map.team_2_bans),
  };
}

describe("the original website's saves", () => {
  it("update-map-data in its form (one id per link, hero ids, existingID): 200, and the records hold what it sent", async () => {
    const maps = await Promise.all(((await record(LIVE_MATCH)).maps as string[]).map(record));
    const rows = maps.map(originalRow);
    const current = maps.findIndex((m) => !m.winner?.length && !m.draw && !m.banner?.length);
    rows[current] = {
      ...rows[current],
      winner: shortId(TEAM_2),
      picker: shortId(TEAM_1),
      score_1: 1,
      score_2: 2,
      team_1_picks: [shortId(hero("Ana")), "", shortId(hero("Tracer"))],
      team_2_bans: [shortId(hero("Sombra"))],
    };
    const added = { existingID: null, map: shortId(seedId("map:Ilios")), winner: null, picker: shortId(TEAM_2), banner: null, number: "" };
    const reply = await websiteSave("update-map-data", { matchID: shortId(LIVE_MATCH), mapData: [...rows, added] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);

    const after = await Promise.all(((await record(LIVE_MATCH)).maps as string[]).map(record));
    expect(after.map((m) => m.id).slice(0, maps.length)).toEqual(maps.map((m) => m.id));
    expect(after[current]).toMatchObject({
      winner: [TEAM_2],
      picker: [TEAM_1],
      score_1: 1,
      score_2: 2,
      team_1_picks: [{ id: hero("Ana") }, { id: hero("Tracer") }],
      team_2_bans: [{ id: hero("Sombra") }],
    });
    expect(after[current].banner).toBeUndefined();
    expect(after.at(-1)).toMatchObject({ map: [seedId("map:Ilios")], picker: [TEAM_2], match: [LIVE_MATCH], number: after.length });
    expect(after.at(-1).winner).toBeUndefined();
  });

  it("update-map-data refuses a row naming its map both ways, and changes nothing", async () => {
    const before = await t.store.revision();
    const [first] = (await record(LIVE_MATCH)).maps as string[];
    const reply = await websiteSave("update-map-data", { matchID: LIVE_MATCH, mapData: [{ id: first, existingID: shortId(first) }] });
    expect(reply).toMatchObject({ status: 400, body: { issues: [{ path: "mapData.0.existingID" }] } });
    expect(await t.store.revision()).toBe(before);
  });

  it("Save details with null for its cleared fields and its own scores key: 200, and those fields are cleared", async () => {
    await websiteSave("update-match-data", {
      matchID: LIVE_MATCH,
      updatedData: {
        special_event: true,
        custom_name: "Showmatch",
        vod_2: "https://vods.example/2",
        alternative_vod: "https://alt.example",
      },
    });
    const reply = await websiteSave("update-match-data", {
      matchID: shortId(LIVE_MATCH),
      updatedData: {
        start: (await record(LIVE_MATCH)).start,
        special_event: null,
        custom_name: null,
        forfeit: false,
        forfeit_reason: null,
        vod: "https://vods.example/1",
        vod_2: null,
        alternative_vod: null,
        scores: [{ score_1: 2, score_2: 1 }],
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const match = await record(LIVE_MATCH);
    expect(match.vod).toBe("https://vods.example/1");
    for (const cleared of ["special_event", "custom_name", "forfeit_reason", "vod_2", "alternative_vod", "scores"])
      expect(match[cleared], cleared).toBeUndefined();
  });

  it("update-profile-data with role and favourite_hero null (unset selects) leaves them as they are", async () => {
    await websiteSave("update-profile-data", { profileData: { role: "Support", favourite_hero: shortId(hero("Ana")) } });
    const reply = await websiteSave("update-profile-data", {
      profileData: { pronouns: "they/them", pronunciation: "Pro-dew-ser", role: null, favourite_hero: null },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await record(DEMO_PRODUCER_ID)).toMatchObject({
      pronouns: "they/them",
      pronunciation: "Pro-dew-ser",
      role: "Support",
      favourite_hero: shortId(hero("Ana")),
    });
  });

  it("highlights named by short ids are stored as full ids, whichever action sets them", async () => {
    const player = seedId("player:Kitsune");
    expect((await websiteSave("set-highlight-team", { teamID: shortId(TEAM_1) })).status).toBe(200);
    expect((await websiteSave("set-highlight-player", { playerID: shortId(player) })).status).toBe(200);
    expect(await record(MAIN_BROADCAST)).toMatchObject({ highlight_team: [TEAM_1], highlight_player: [player] });
    const set = await websiteSave("update-broadcast", { highlightTeamID: shortId(TEAM_2), highlightHeroID: shortId(hero("Ana")) });
    expect(set.status).toBe(200);
    expect(await record(MAIN_BROADCAST)).toMatchObject({ highlight_team: [TEAM_2], highlight_hero: [hero("Ana")] });
    // The Stream Deck's hero button, over its socket.
    const stored = recordWhere(deck, MAIN_BROADCAST, (b) => b.highlight_hero?.[0] === hero("Tracer"));
    deck.emit("set-highlight-hero", { heroID: shortId(hero("Tracer")) });
    await stored;
  });
});

describe("the Stream Deck module", () => {
  it("fade_map_music fades the music: our overlays hear music_fade_stop, the original's pages fade_map_music", async () => {
    const ours = await t.socket();
    expect(await ask(ours, "prod-join", "producer")).toEqual({ data: true });
    const page = moduleSocket(t, undefined);
    page.emit("prod-join", "producer");
    await joined(t, page, originalPagesOf(clientRoom("producer")));
    const faded = nextEvent(ours, "prod_trigger");
    const heard = nextEvent(page, "fade_map_music");
    const notOurs = nextEvent(ours, "fade_map_music", 500);
    deck.emit("prod_trigger", "fade_map_music", "");
    expect(await faded).toEqual([{ trigger: "music_fade_stop", data: "" }]);
    expect(await heard).toEqual([[""]]);
    expect(await notOurs).toBeNull();
  });

  it("a refusal for permissions answers action_error 403, and an unknown action key 404; neither changes anything", async () => {
    await t.store.transaction((tx) => tx.insert("Players", { name: "No Client" }, seedId("player:No Client")));
    const stranger = moduleSocket(t, await t.tokenFor(seedId("player:No Client")));
    await nextEvent(stranger, "auth_status");
    const before = await t.store.revision();
    const refused = nextEvent(stranger, "action_error");
    stranger.emit("prod_trigger", "skip_song", "break");
    expect(await refused).toEqual([
      {
        action: "prod_trigger",
        error: true,
        errorCode: 403,
        errorMessage: "You need a production client with an active broadcast to do that",
      },
    ]);
    const unknown = nextEvent(deck, "action_error");
    deck.emit("update-broadcast-title", { title: "Not an action" });
    expect(await unknown).toEqual([
      { action: "update-broadcast-title", error: true, errorCode: 404, errorMessage: "Unknown action: update-broadcast-title" },
    ]);
    expect(await t.store.revision()).toBe(before);
  });

  it("its hero buttons read team_1_ordered_heroes and team_2_ordered_heroes by team number, flipped or not", async () => {
    const live = await Promise.all(((await record(LIVE_MATCH)).maps as string[]).map(record));
    const current = live.find((m) => !m.winner?.length && !m.draw && !m.banner?.length)!;
    const [one, two] = [["Ana", "Tracer"], ["Winston"]].map((names) => names.map(hero));
    const picked = recordWhere(deck, MAIN_BROADCAST, (b) => b.team_2_ordered_heroes?.[0] === two[0]);
    await t.store.transaction((tx) =>
      tx.update(current.id, "Maps", { team_1_picks: one.map((id) => ({ id })), team_2_picks: two.map((id) => ({ id })) }),
    );
    expect(await picked).toMatchObject({ team_1_ordered_heroes: one, team_2_ordered_heroes: two });

    const flipped = !(await record(LIVE_MATCH)).flip_teams;
    const seen = recordWhere(deck, MAIN_BROADCAST, (b) => b.ordered_hero_team_left_ids?.[0] === (flipped ? two : one)[0]);
    deck.emit("get_and_subscribe", LIVE_MATCH);
    deck.emit("toggle-flip-teams", undefined);
    expect(await seen).toMatchObject({ team_1_ordered_heroes: one, team_2_ordered_heroes: two });
    deck.emit("toggle-flip-teams", undefined);
    await recordWhere(deck, LIVE_MATCH, (m) => !!m.flip_teams !== flipped);
  });

  it("reads relative_name, discord_control and team_N_player_cams from its broadcast", async () => {
    expect((await record(MAIN_BROADCAST)).relative_name).toBe("Main Stream");

    const discord = recordWhere(deck, MAIN_BROADCAST, (b) => b.discord_control === "live_text_channel=123456789012");
    await t.store.transaction((tx) =>
      tx.update(DEMO_EVENT_ID, "Events", { blocks: JSON.stringify({ discord: { announcementChannelId: "123456789012" } }) }),
    );
    await discord;

    const [one, two] = await Promise.all([TEAM_1, TEAM_2].map(async (team) => ((await record(team)).players as string[]).slice(0, 2)));
    const cams = recordWhere(deck, MAIN_BROADCAST, (b) => b.team_1_player_cams?.length === 2);
    expect((await websiteSave("set-player-cams", { cams: [one.map(shortId), two.map(shortId)] })).status).toBe(200);
    expect(await cams).toMatchObject({ team_1_player_cams: one, team_2_player_cams: two });
  });
});

describe("comms_enable", () => {
  it("reaches our pages as the team and the original's pages as [{ team }], each once", async () => {
    const ours = await t.socket();
    expect(await ask(ours, "prod-join", "producer")).toEqual({ data: true });
    expect(await ask(ours, "prod-broadcast-join", "main")).toEqual({ data: true });
    const page = moduleSocket(t, undefined);
    page.emit("prod-join", "producer");
    page.emit("prod-broadcast-join", "main");
    await joined(t, page, originalPagesOf(clientRoom("producer")), originalPagesOf(broadcastRoom("main")));

    const [oursOn, pageOn] = [everyEvent(ours, "comms_enable"), everyEvent(page, "comms_enable")];
    deck.emit("prod_trigger", "comms_enable", "2");
    expect(await oursOn).toEqual([[2]]);
    expect(await pageOn).toEqual([[[{ team: 2 }]]]);

    const [oursOff, pageOff] = [everyEvent(ours, "comms_disable"), everyEvent(page, "comms_disable")];
    deck.emit("prod_trigger", "comms_disable", "");
    expect(await oursOff).toEqual([[]]);
    expect(await pageOff).toEqual([[[""]]]);
  });
});

describe("the original source overview's Remote OBS control", () => {
  it("request_obs_remote_control_update reaches the client's remote pages, and obs_remote_data comes back to the overview", async () => {
    const overview = moduleSocket(t, producer);
    overview.emit("prod-join", "producer");
    overview.emit("prod-overview-join", "producer");
    const remote = moduleSocket(t, producer);
    remote.emit("prod-join", "producer");
    await joined(t, overview, originalPagesOf(clientRoom("producer")), `${clientRoom("producer")}:overview`);
    await joined(t, remote, originalPagesOf(clientRoom("producer")));
    const ourRemote = await t.socket({ token: producer });
    expect(await ask(ourRemote, "remote_join", { client: "producer" })).toEqual({ data: true });

    const [asked, ourAsked] = [
      nextEvent(remote, "request_obs_remote_control_update"),
      nextEvent(ourRemote, "request_obs_remote_control_update"),
    ];
    overview.emit("prod_trigger", "request_obs_remote_control_update");
    expect(await asked).toEqual([[]]);
    expect(await ourAsked).toEqual([[]]);

    const data = { results: [{ scenes: [{ sceneName: "Game" }] }, { inputs: [{ inputName: "Mic", inputKind: "wasapi_input_capture" }] }] };
    const answered = everyEvent(overview, "obs_remote_data");
    remote.emit("prod_trigger", "obs_remote_data", data);
    expect(await answered).toEqual([[[data]]]);
  });
});
