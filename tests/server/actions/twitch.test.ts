// Twitch: the authorisation flow and every Twitch action against a local Helix stand-in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TABLE_NAMES } from "../../../domain/tables.ts";
import { DEMO_PRODUCER_ID } from "../../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { GAME_ID, startTwitchStandIn, TWITCH_APP, TWITCH_CODE, TWITCH_USER, type TwitchStandIn } from "../stand-ins/twitch.ts";
import { createActors, LIVE_MATCH, MAIN_BROADCAST, type Actor } from "./actors.ts";

let t: TestServer;
let twitch: TwitchStandIn;
let producer: string;
let tokens: Record<Actor, string | null>;
const PUBLIC_ORIGIN = "http://site.test";

beforeAll(async () => {
  twitch = await startTwitchStandIn();
  t = await startTestServer({
    config: {
      publicOrigin: PUBLIC_ORIGIN,
      twitch: { ...TWITCH_APP, apiBase: `${twitch.url}/helix`, authorizeBase: `${twitch.url}/oauth2` },
    },
  });
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
  tokens = await createActors(t);
});
afterAll(async () => {
  await t.close();
  await twitch.close();
});

const act = (key: string, payload: unknown = {}, token = producer) => t.post(`/actions/${key}`, payload, token);
const lastCall = (method: string, prefix: string) => twitch.calls.filter((c) => c.method === method && c.path.startsWith(prefix)).at(-1);
const broadcast = async () => (await t.store.getTyped(MAIN_BROADCAST, "Broadcasts"))!;

/** Expect a refusal that leaves every record as it was. */
async function refusedUnchanged(key: string, payload: unknown, status: number, message: string | RegExp) {
  const before = await t.store.revision();
  const reply = await act(key, payload);
  expect(reply.status).toBe(status);
  expect(reply.body.errorMessage).toMatch(message);
  expect(await t.store.revision()).toBe(before);
}

describe("before the channel is connected", () => {
  it("Twitch actions answer a clear error and change nothing", async () => {
    for (const [key, payload] of [
      ["set-title", {}],
      ["set-marker", { text: "x" }],
      ["start-commercial", { commercialDuration: 30 }],
      ["manage-prediction", { predictionAction: "create", predictionType: "match" }],
    ] as const) {
      await refusedUnchanged(key, payload, 409, "This broadcast has no connected Twitch channel");
    }
  });
});

describe("authorisation flow", () => {
  it("sends the channel owner to Twitch with the chosen scopes and a state", async () => {
    const response = await fetch(`${t.url}/twitch_auth/channel:manage:broadcast%20channel:edit:commercial%20channel:manage:predictions`, {
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    expect(location.pathname).toBe("/oauth2/authorize");
    expect(location.searchParams.get("scope")).toBe("channel:manage:broadcast channel:edit:commercial channel:manage:predictions");
    expect(location.searchParams.get("redirect_uri")).toBe(`${PUBLIC_ORIGIN}/twitch_auth/return`);
    expect((await fetch(`${t.url}/twitch_auth/channel:read:everything`, { redirect: "manual" })).status).toBe(400);
  });

  it("refuses a return without the matching state", async () => {
    const response = await fetch(`${t.url}/twitch_auth/return?code=${TWITCH_CODE}&state=forged`);
    expect(response.status).toBe(400);
    expect(twitch.issued).toEqual([]);
  });

  it("stores the channel's tokens as secrets and connects the broadcast; no record holds a token", async () => {
    const start = await fetch(`${t.url}/twitch_auth/channel:manage:broadcast`, { redirect: "manual" });
    const state = new URL(start.headers.get("location")!).searchParams.get("state");
    const cookie = start.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const response = await fetch(`${t.url}/twitch_auth/return?code=${TWITCH_CODE}&state=${state}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Twitch channel communitycup is connected (1 broadcast)");
    expect(await broadcast()).toMatchObject({ channel_id: TWITCH_USER.id, channel_username: TWITCH_USER.login });
    expect(await t.store.getSecret(`twitch:channel:${TWITCH_USER.id}`)).toContain("tw-access-1");
    for (const table of TABLE_NAMES) {
      expect(JSON.stringify(await t.store.list(table))).not.toMatch(/tw-(access|refresh)|tw-secret/);
    }
  });
});

describe("Twitch actions on a connected channel", () => {
  it("set-title fills the broadcast's title format, sets the match's game and answers the message shown", async () => {
    const reply = await act("set-title");
    expect(reply).toEqual({ status: 200, body: { data: "Set title to: Spring Cup | Aurora Foxes vs Verdant Wolves" } });
    const call = lastCall("PATCH", "/helix/channels")!;
    expect(call.path).toBe(`/helix/channels?broadcaster_id=${TWITCH_USER.id}`);
    expect(JSON.parse(call.body)).toEqual({ title: "Spring Cup | Aurora Foxes vs Verdant Wolves", game_id: GAME_ID });
    expect(call.headers["client-id"]).toBe(TWITCH_APP.clientId);
  });

  it("set-marker adds a stream marker", async () => {
    expect((await act("set-marker", { text: "Map 2 start" })).body).toEqual({ data: "Marker added: Map 2 start" });
    expect(JSON.parse(lastCall("POST", "/helix/streams/markers")!.body)).toEqual({ user_id: TWITCH_USER.id, description: "Map 2 start" });
  });

  it("start-commercial runs for Full broadcast permissions only", async () => {
    expect((await act("start-commercial", { commercialDuration: 90 })).body).toEqual({ data: "Running a 90 s commercial" });
    expect(JSON.parse(lastCall("POST", "/helix/channels/commercial")!.body)).toEqual({ broadcaster_id: TWITCH_USER.id, length: 90 });
    const owner = await act("start-commercial", { commercialDuration: 30 }, tokens.clientOwner!);
    expect(owner).toEqual({ status: 403, body: { error: true, errorMessage: "You need Full broadcast permissions to run commercials" } });
  });

  it("a prediction is created with the auto-lock of its type, locked, resolved with the winner and cancelled", async () => {
    // From the start of the match (the demo's live match stands 2-1), so no side is ahead yet.
    await t.store.transaction((tx) => tx.update(LIVE_MATCH, "Matches", { score_1: 0, score_2: 0 }));
    expect((await act("manage-prediction", { predictionAction: "create", predictionType: "match" })).status).toBe(200);
    const created = JSON.parse(lastCall("POST", "/helix/predictions")!.body);
    expect(created).toMatchObject({
      title: "Who wins Aurora Foxes vs Verdant Wolves?",
      prediction_window: 300,
      outcomes: [{ title: "Aurora Foxes" }, { title: "Verdant Wolves" }],
    });
    expect(await broadcast()).toMatchObject({ prediction_id: "pred-1", prediction_status: "ACTIVE" });

    await act("manage-prediction", { predictionAction: "lock", predictionType: "match" });
    expect((await broadcast()).prediction_status).toBe("LOCKED");
    await refusedUnchanged(
      "manage-prediction",
      { predictionAction: "resolve", predictionType: "match" },
      409,
      "There is no winner to resolve the prediction with yet",
    );

    await act("multi-map-win", { teamNum: 2 });
    expect((await act("manage-prediction", { predictionAction: "resolve", predictionType: "match" })).body.data).toEqual({
      id: null,
      status: "RESOLVED",
    });
    expect(JSON.parse(lastCall("PATCH", "/helix/predictions")!.body)).toMatchObject({
      id: "pred-1",
      status: "RESOLVED",
      winning_outcome_id: "pred-1-o2",
    });

    await act("manage-prediction", { predictionAction: "create", predictionType: "map" });
    expect(JSON.parse(lastCall("POST", "/helix/predictions")!.body)).toMatchObject({ title: "Who wins map 2?", prediction_window: 180 });
    await act("manage-prediction", { predictionAction: "cancel", predictionType: "map" });
    expect(JSON.parse(lastCall("PATCH", "/helix/predictions")!.body)).toMatchObject({ id: "pred-2", status: "CANCELED" });
    expect((await broadcast()).prediction_id).toBeUndefined();
  });

  it("an expired access token is refreshed once and the call retried; the new token is stored", async () => {
    twitch.expireAccessTokens();
    expect((await act("set-marker", { text: "after refresh" })).status).toBe(200);
    const latest = twitch.issued.at(-1)!;
    expect(latest).not.toBe("tw-access-1");
    expect(lastCall("POST", "/helix/streams/markers")!.headers.authorization).toBe(`Bearer ${latest}`);
    expect(await t.store.getSecret(`twitch:channel:${TWITCH_USER.id}`)).toContain(latest);
  });

  it("a refusal from Twitch is answered with its message and changes nothing", async () => {
    twitch.failNext("POST", "/helix/predictions", 400);
    await refusedUnchanged(
      "manage-prediction",
      { predictionAction: "create", predictionType: "match" },
      502,
      /Twitch answered 400: Stand-in refused the call/,
    );
  });
});
