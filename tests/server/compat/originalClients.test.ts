// The community's existing clients, unchanged: a Stream Deck (Companion) module and the
// original website, each speaking exactly its own forms over real HTTP and Socket.IO.
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { broadcastRoom, clientRoom } from "../../../server/realtime/production.ts";
import { DEMO_EVENT_ID, DEMO_PRODUCER_ID, DEMO_SERIES_ID, seedId } from "../../../server/seed/demo.ts";
import { LIVE_MATCH, MAIN_BROADCAST, TEAM_1 } from "../actions/actors.ts";
import { nextEvent, startTestServer, type TestServer } from "../harness.ts";
import { startTwitchStandIn, TWITCH_APP, TWITCH_CODE, type TwitchStandIn } from "../stand-ins/twitch.ts";
import * as original from "./originalSockets.ts";

let t: TestServer;
let twitch: TwitchStandIn;
let producer: string;
const SITE_ORIGIN = "http://site.test";

beforeAll(async () => {
  twitch = await startTwitchStandIn();
  t = await startTestServer({
    config: { publicOrigin: SITE_ORIGIN, twitch: { ...TWITCH_APP, apiBase: `${twitch.url}/helix`, authorizeBase: `${twitch.url}/oauth2` } },
  });
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
  await connectTwitchChannel();
});
afterAll(async () => {
  original.closeOriginalSockets(t);
  await t.close();
  await twitch.close();
});

/** The channel owner connects Twitch once, as on the site, so the prediction and title buttons have a channel. */
async function connectTwitchChannel() {
  const start = await fetch(`${t.url}/twitch_auth/channel:manage:broadcast%20channel:manage:predictions`, { redirect: "manual" });
  const state = new URL(start.headers.get("location")!).searchParams.get("state");
  const cookie = start.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  await fetch(`${t.url}/twitch_auth/return?code=${TWITCH_CODE}&state=${state}`, { headers: { Cookie: cookie } });
}

const moduleSocket = (token: string | undefined) => original.moduleSocket(t, token);
const websiteSocket = () => original.websiteSocket(t);
const joined = (socket: Socket, ...rooms: string[]) => original.joined(t, socket, ...rooms);
const { recordWhere } = original;

const broadcast = async () => (await t.store.getTyped(MAIN_BROADCAST, "Broadcasts"))!;
const liveMatch = async () => (await t.store.getTyped(LIVE_MATCH, "Matches"))!;

describe("the Stream Deck module", () => {
  let deck: Socket;
  let client: any;

  beforeAll(async () => {
    deck = moduleSocket(producer);
    const status = nextEvent(deck, "auth_status");
    const clientRecord = recordWhere(deck, "client-producer", () => true);
    // Its connect sequence, word for word.
    deck.on("connect", () => {
      deck.emit("prod-join", "producer");
      deck.emit("subscribe-multiple", []);
      deck.emit("get_and_subscribe", "client-producer");
    });
    expect(await status).toEqual([
      { error: false, user: expect.objectContaining({ name: "Demo Producer", airtableID: DEMO_PRODUCER_ID }) },
    ]);
    client = await clientRecord;
    deck.emit("get_and_subscribe", client.broadcast[0]);
    deck.emit("get_and_subscribe", LIVE_MATCH);
    await recordWhere(deck, LIVE_MATCH, () => true);
  });

  it("signs in from the query token and gets its client, its broadcast and its match at once", async () => {
    expect(client).toMatchObject({ key: "producer", __tableName: "Clients", broadcast: [MAIN_BROADCAST] });
    const again = recordWhere(deck, client.broadcast[0], (b) => b.key === "main");
    deck.emit("get_and_subscribe", client.broadcast[0]);
    expect(await again).toMatchObject({ id: MAIN_BROADCAST, __tableName: "Broadcasts" });
  });

  it("an unknown id answers {__id} at once, as the original does", async () => {
    const missing = recordWhere(deck, "recNOTHINGHERE00", () => true);
    deck.emit("get_and_subscribe", "recNOTHINGHERE00");
    expect(await missing).toEqual({ __id: "recNOTHINGHERE00" });
  });

  it("with no token configured it is told 'Unknown token', and an action answers action_error and changes nothing", async () => {
    const stranger = moduleSocket(undefined);
    expect(await nextEvent(stranger, "auth_status")).toEqual([{ error: true, message: "Unknown token" }]);
    const before = await t.store.revision();
    const failed = nextEvent(stranger, "action_error");
    stranger.emit("update-broadcast", { advertise: true });
    expect(await failed).toEqual([{ action: "update-broadcast", error: true, errorCode: 401, errorMessage: "Not authenticated" }]);
    expect(await t.store.revision()).toBe(before);
  });

  // Each of the module's actions, as actions.js sends it: the event, the payload, no callback.
  const broadcastActions: [string, string, unknown, (b: any) => boolean][] = [
    ["toggle_cams (hide)", "update-broadcast", { playerCams: false }, (b) => b.show_cams === false],
    ["toggle_cams (show)", "update-broadcast", { playerCams: true }, (b) => b.show_cams === true],
    ["set_map_attack", "update-broadcast", { mapAttack: "Left" }, (b) => b.map_attack === "Left"],
    ["toggle_map_attack (useNull)", "update-broadcast", { mapAttack: null }, (b) => b.map_attack === undefined],
    ["set_countdown", "update-broadcast", { countdownEnd: 1_900_000_000_000 }, (b) => b.countdown_end === 1_900_000_000_000],
    ["clear_countdown", "update-broadcast", { countdownEnd: null }, (b) => b.countdown_end === undefined],
    ["toggle_broadcast_advertise", "update-broadcast", { advertise: false }, (b) => b.advertise === false],
    [
      "desk_display_special",
      "update-broadcast",
      { deskDisplayMode: "Drafted Maps (Reveal)" },
      (b) => b.desk_display === "Drafted Maps (Reveal)",
    ],
    [
      "desk_display_text",
      "update-broadcast",
      { deskDisplayMode: "Notice (Event)", deskDisplayText: "Back soon|Match Paused" },
      (b) => b.desk_display === "Notice (Event)" && b.notice_text === "Back soon|Match Paused",
    ],
    ["desk_display_special (Match)", "update-broadcast", { deskDisplayMode: "Match" }, (b) => b.desk_display === undefined],
    [
      "toggle_observer_setting (on)",
      "set-observer-setting",
      { setting: "Show syncer", value: "toggle" },
      (b) => b.observer_settings?.includes("Show syncer"),
    ],
    [
      "toggle_observer_setting (off)",
      "set-observer-setting",
      { setting: "Show syncer", value: "toggle" },
      (b) => !b.observer_settings?.includes("Show syncer"),
    ],
  ];
  for (const [action, event, payload, changed] of broadcastActions) {
    it(`${action}: ${event} ${JSON.stringify(payload)} changes the broadcast it shows`, async () => {
      const update = recordWhere(deck, MAIN_BROADCAST, changed);
      deck.emit(event, payload);
      await update;
      expect(changed(await broadcast())).toBe(true);
    });
  }

  it("toggle_flip_teams sends no payload and flips the live match", async () => {
    const before = (await liveMatch()).flip_teams ?? false;
    const update = recordWhere(deck, LIVE_MATCH, (m) => (m.flip_teams ?? false) !== before);
    deck.emit("toggle-flip-teams", undefined);
    await update;
    const after = recordWhere(deck, LIVE_MATCH, (m) => (m.flip_teams ?? false) === before);
    deck.emit("toggle-flip-teams", undefined);
    await after;
  });

  it("multi_map_win sends teamNum as text: the team wins the next map, and map attack is cleared", async () => {
    deck.emit("update-broadcast", { mapAttack: "Right" });
    await recordWhere(deck, MAIN_BROADCAST, (b) => b.map_attack === "Right");
    const score = (await liveMatch()).score_1 ?? 0;
    const win = recordWhere(deck, LIVE_MATCH, (m) => m.score_1 === score + 1);
    const cleared = recordWhere(deck, MAIN_BROADCAST, (b) => b.map_attack === undefined);
    deck.emit("multi-map-win", { teamNum: "1", unsetMapAttack: true });
    await Promise.all([win, cleared]);
  });

  it("a refused action without a callback answers action_error with its code, and changes nothing", async () => {
    const before = await t.store.revision();
    const failed = nextEvent(deck, "action_error");
    deck.emit("multi-map-win", { teamNum: "3" });
    const [error] = (await failed) as [any];
    expect(error).toMatchObject({ action: "multi-map-win", error: true, errorCode: 400 });
    expect(error.errorMessage).toMatch(/^Team num: /);
    expect(await t.store.revision()).toBe(before);
  });

  it("set_gfx_index sends the index as text: the graphic moves", async () => {
    const gfx = seedId("gfx:bracket");
    const echo = nextEvent(deck, "update-gfx-index");
    deck.emit("update-gfx-index", { gfxID: gfx, index: "0" });
    expect(await echo).toEqual([{ error: false, id: gfx, index: 0 }]);
    expect((await t.store.getTyped(gfx, "GFX"))?.index).toBe(0);
  });

  it("the prediction buttons create, lock, resolve and cancel without a prediction type", async () => {
    const created = recordWhere(deck, MAIN_BROADCAST, (b) => b.prediction_status === "ACTIVE");
    deck.emit("manage-prediction", { predictionType: "map", predictionAction: "create", autoLockAfter: 180 });
    expect(await created).toMatchObject({ prediction_type: "map" });
    const cancelled = recordWhere(deck, MAIN_BROADCAST, (b) => b.prediction_status === "CANCELED");
    deck.emit("manage-prediction", { predictionAction: "cancel" });
    await cancelled;
    // prediction_manage with "create" sends the action alone: a match prediction, as the original made.
    deck.emit("manage-prediction", { predictionAction: "create" });
    expect(await recordWhere(deck, MAIN_BROADCAST, (b) => b.prediction_status === "ACTIVE")).toMatchObject({ prediction_type: "match" });
    const locked = recordWhere(deck, MAIN_BROADCAST, (b) => b.prediction_status === "LOCKED");
    deck.emit("manage-prediction", { predictionAction: "lock" });
    await locked;
    // Resolved as the match prediction it was created as: team 1 leads after multi_map_win above.
    const resolved = recordWhere(deck, MAIN_BROADCAST, (b) => b.prediction_status === "RESOLVED");
    deck.emit("manage-prediction", { predictionAction: "resolve" });
    await resolved;
    const outcome = JSON.parse(twitch.calls.filter((c) => c.method === "PATCH" && c.path.startsWith("/helix/predictions")).at(-1)!.body);
    expect(outcome).toMatchObject({ status: "RESOLVED" });
  });

  it("set_title sends no payload and sets the Twitch title", async () => {
    const echo = nextEvent(deck, "set-title");
    deck.emit("set-title", undefined);
    expect(await echo).toEqual([{ error: false, data: expect.stringMatching(/^Set title to: /) }]);
    expect(twitch.calls.some((c) => c.method === "PATCH" && c.path.startsWith("/helix/channels"))).toBe(true);
  });

  it("prod_trigger(name, data): the client's room hears it by name with its arguments as a list; the overlays here hear ours", async () => {
    const overlay = moduleSocket(undefined);
    overlay.emit("prod-join", "producer");
    overlay.emit("prod-broadcast-join", "main");
    await joined(overlay, clientRoom("producer"), broadcastRoom("main"));
    const original = nextEvent(overlay, "skip_song");
    const ours = nextEvent(overlay, "prod_trigger");
    deck.emit("prod_trigger", "skip_song", "break");
    expect(await original).toEqual([["break"]]);
    expect(await ours).toEqual([{ trigger: "music_skip", data: "break" }]);
  });

  it("prod_trigger comms_enable / comms_disable set the broadcast's comms; toggle_cams flips the cams", async () => {
    const on = recordWhere(deck, MAIN_BROADCAST, (b) => b.comms === 1);
    deck.emit("prod_trigger", "comms_enable", "1");
    await on;
    const off = recordWhere(deck, MAIN_BROADCAST, (b) => b.comms === undefined || b.comms === 0);
    deck.emit("prod_trigger", "comms_disable", "");
    await off;
    const shown = (await broadcast()).show_cams !== false;
    const flipped = recordWhere(deck, MAIN_BROADCAST, (b) => (b.show_cams !== false) !== shown);
    deck.emit("prod_trigger", "toggle_cams", "");
    await flipped;
  });

  it("an unknown trigger answers action_error with the reason", async () => {
    const failed = nextEvent(deck, "action_error");
    deck.emit("prod_trigger", "fade_map_songs", "");
    expect(await failed).toEqual([
      {
        action: "prod_trigger",
        error: true,
        errorCode: 400,
        errorMessage: "Unknown trigger: fade_map_songs",
      },
    ]);
  });

  it("a scene change tells the module its scenes and the roles of the client's staff member", async () => {
    const heard = nextEvent(deck, "prod_preview_program_change");
    deck.emit("obs_data_change", { clientName: "producer", previewScene: "Replay", programScene: "Game" });
    const [change] = (await heard) as [any];
    expect(change).toMatchObject({ broadcastKey: "main", previewScene: "Replay", programScene: "Game", clientPositions: ["Producer"] });
  });

  it("special:streams lists the client's stream software with its output delay", async () => {
    deck.emit("get_and_subscribe", "special:streams");
    const listed = recordWhere(deck, "special:streams", (s) => s.streams?.some((x: any) => x.settings?.stream_delay_seconds === 30));
    deck.emit("obs_stream_status", {
      clientName: "producer",
      status: { outputActive: true, outputDuration: 1000 },
      settings: { service: "rtmp_common", url: "rtmp://live", channelID: "123", stream_delay_enabled: true, stream_delay_seconds: 30 },
      scenes: { preview: "Desk", program: "Game" },
    });
    const { streams } = await listed;
    expect(streams).toEqual([
      {
        clientName: "producer",
        status: { outputActive: true, outputDuration: 1000 },
        settings: { service: "rtmp_common", url: "rtmp://live", channelID: "123", stream_delay_enabled: true, stream_delay_seconds: 30 },
        scenes: { preview: "Desk", program: "Game" },
        updatedAt: expect.any(Number),
      },
    ]);
  });
});

describe("the original overlays and source overview", () => {
  let overlay: Socket;
  let overview: Socket;
  beforeAll(async () => {
    overlay = moduleSocket(undefined);
    overlay.emit("prod-join", "producer");
    overview = moduleSocket(producer);
    await nextEvent(overview, "auth_status");
  });

  it("prod-overview-join asks the client's overlays for their state; prod-update reaches the overview with the overlay's socket", async () => {
    const asked = nextEvent(overlay, "send_prod_update");
    overview.emit("prod-overview-join", "producer");
    expect(await asked).toEqual([]);
    const reported = nextEvent(overview, "prod_update");
    overlay.emit("prod-update", { name: "Break", active: true });
    expect(await reported).toEqual([{ name: "Break", active: true, socket: overlay.id }]);
  });

  it("prod-send presses a button of one overlay", async () => {
    const pressed = nextEvent(overlay, "prod_button_next");
    overview.emit("prod-send", { socketID: overlay.id, event: "next", data: { slide: 2 } });
    expect(await pressed).toEqual([{ slide: 2 }]);
  });

  it("tally_change and media_update reach the other sockets of the client's room", async () => {
    const tally = nextEvent(overlay, "tally_change");
    overview.emit("tally_change", { clientName: "producer", state: "program", data: {} });
    expect(await tally).toEqual([{ state: "program" }]);
    const media = nextEvent(overview, "media_update_playing");
    overview.emit("prod-join", "producer");
    await joined(overview, clientRoom("producer"));
    overlay.emit("media_update", "playing", { title: "Track 1" });
    expect(await media).toEqual([{ title: "Track 1" }]);
  });

  it("pip_announce with the original's text forms reaches the client's and the broadcast's rooms", async () => {
    const broadcastListener = moduleSocket(undefined);
    broadcastListener.emit("prod-broadcast-join", "main");
    await joined(broadcastListener, broadcastRoom("main"));
    const heard = nextEvent(broadcastListener, "pip_announce");
    overlay.emit("pip_announce", { clientName: "producer", active: "true", number: "2" });
    expect(await heard).toEqual([{ clientName: "producer", active: true, number: 2 }]);
  });

  it("an overview leaves when its overlay disconnects: prod_disconnect names the socket", async () => {
    const gone = nextEvent(overview, "prod_disconnect");
    const id = overlay.id;
    overlay.close();
    expect(await gone).toEqual([id]);
  });

  it("driving another socket needs a token that owns the client: without one each answers action_error", async () => {
    const stranger = moduleSocket(undefined);
    stranger.emit("prod-join", "producer");
    for (const [event, payload] of [
      ["prod-overview-join", "producer"],
      ["tally_change", { clientName: "producer", state: "program" }],
      ["prod-send", { socketID: overview.id, event: "next" }],
    ] as const) {
      const failed = nextEvent(stranger, "action_error");
      stranger.emit(event, payload);
      expect(await failed).toEqual([{ action: event, error: true, errorCode: 401, errorMessage: "Not authenticated" }]);
    }
    // An overlay that never joined the client cannot speak for it.
    const failed = nextEvent(stranger, "action_error");
    stranger.emit("pip_announce", { clientName: "observer", active: true, number: 1 });
    expect(await failed).toEqual([
      { action: "pip_announce", error: true, errorCode: 400, errorMessage: "Join a production client first (prod-join)" },
    ]);
  });
});

describe("the original website", () => {
  it("reads the Events and Event Series lists, as its home and events pages do", async () => {
    const response = await fetch(`${t.url}/things/Events,Event%20Series`);
    const [events, series] = await response.json();
    expect(events).toMatchObject({ id: "Events", __id: "Events", __tableName: "Table" });
    expect(events.ids).toContain(DEMO_EVENT_ID);
    expect(events.ids).toEqual(expect.arrayContaining((await t.store.list("Events")).map((e) => e.id)));
    expect(series).toMatchObject({ id: "Event Series", __tableName: "Table", ids: [DEMO_SERIES_ID] });
  });

  it("reads special:players as objects the players page sorts and searches", async () => {
    const [{ players }] = await (await fetch(`${t.url}/things/special:players`)).json();
    expect(players.length).toBe((await t.store.list("Players")).length);
    expect(players[0]).toEqual({ id: expect.stringMatching(/^rec/), name: expect.any(String), verified: expect.any(Boolean), pro: false });
    expect(players.find((p: any) => p.id === DEMO_PRODUCER_ID)).toMatchObject({ name: "Demo Producer" });
  });

  it("reads special:teams with each team's event, and special:public-events keeps listed events with teams", async () => {
    const [{ teams }, { events }, { streams }] = await (
      await fetch(`${t.url}/things/special:teams,special:public-events,special:player-streams`)
    ).json();
    expect(teams.find((team: any) => team.id === TEAM_1)).toEqual({
      id: TEAM_1,
      name: "Aurora Foxes",
      code: "AUR",
      theme: expect.stringMatching(/^rec/),
      game: expect.any(String),
      event: DEMO_EVENT_ID,
      eventStart: expect.any(Number),
    });
    const listed = (await t.store.list("Events")).filter((e) => e.show_in_events && e.teams?.length).map((e) => e.id);
    expect([...events].sort()).toEqual(listed.sort());
    expect(streams).toEqual([]);
  });

  it("reads a team's matches from the team record", async () => {
    const team = await (await fetch(`${t.url}/thing/${TEAM_1}`)).json();
    const playing = (await t.store.list("Matches")).filter((m) => m.teams?.includes(TEAM_1)).map((m) => m.id);
    expect(playing.length).toBeGreaterThan(0);
    expect([...team.matches].sort()).toEqual(playing.sort());
  });

  it("saves with the Authentication header, allowed by CORS from the site's origin", async () => {
    const preflight = await fetch(`${t.url}/actions/update-broadcast`, {
      method: "OPTIONS",
      headers: {
        Origin: SITE_ORIGIN,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authentication,content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/\bAuthentication\b/);
    const response = await fetch(`${t.url}/actions/update-broadcast`, {
      method: "POST",
      headers: { Origin: SITE_ORIGIN, "Content-Type": "application/json", Authentication: `Bearer ${producer}` },
      body: JSON.stringify({ title: "Saved by the original website" }),
    });
    expect(response.status).toBe(200);
    expect((await broadcast()).title).toBe("Saved by the original website");
  });

  it("signs its socket in with associate_token and is answered by auth_status; its actions then act", async () => {
    const site = await websiteSocket();
    const status = nextEvent(site, "auth_status");
    site.emit("associate_token", producer);
    expect(await status).toEqual([{ error: false, user: expect.objectContaining({ name: "Demo Producer" }) }]);
    const echo = nextEvent(site, "update-broadcast");
    site.emit("update-broadcast", { title: "Saved over the website's socket" });
    expect(await echo).toEqual([{ error: false, id: MAIN_BROADCAST }]);
    expect((await broadcast()).title).toBe("Saved over the website's socket");
    const bad = nextEvent(site, "auth_status");
    site.emit("associate_token", "not-a-token");
    expect(await bad).toEqual([{ error: true, message: "Unknown token" }]);
  });
});
