// Where a production trigger goes: a trigger that names its client reaches that client's
// overlays only (another client showing the same broadcast, and the broadcast's own routes,
// hear nothing); one without a client reaches the client its socket joined, else every
// overlay of the broadcast. Comms named for a client switch that client's overlays only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { ask, nextEvent, startTestServer, type TestServer } from "../harness.ts";
import { createActors, MAIN_BROADCAST, type Actor } from "./actors.ts";

let t: TestServer;
let tokens: Record<Actor, string | null>;
beforeAll(async () => {
  t = await startTestServer();
  tokens = await createActors(t);
});
afterAll(() => t.close());

/** A listening overlay page: one in a client's room, or on a broadcast route. */
async function listener(join: { client: string } | { broadcast: string }): Promise<Socket> {
  const socket = await t.socket();
  const reply = "client" in join ? await ask(socket, "prod-join", join.client) : await ask(socket, "prod-broadcast-join", join.broadcast);
  expect(reply).toEqual({ data: true });
  return socket;
}

const QUIET_MS = 400;

describe("a trigger that names its client", () => {
  it("reaches that client's overlays and no other client's, nor the broadcast route's", async () => {
    const [producer, observer, route] = await Promise.all([
      listener({ client: "producer" }),
      listener({ client: "observer" }),
      listener({ broadcast: "main" }),
    ]);
    const crew = await t.socket({ token: tokens.eventStaff! });
    const heard = nextEvent(producer, "prod_trigger");
    const elsewhere = [nextEvent(observer, "prod_trigger", QUIET_MS), nextEvent(route, "prod_trigger", QUIET_MS)];
    expect(await ask(crew, "prod_trigger", { trigger: "advance_draft", broadcast: "main", client: "producer" })).toEqual({ data: true });
    expect(await heard).toEqual([{ trigger: "advance_draft" }]);
    expect(await Promise.all(elsewhere)).toEqual([null, null]);
  });

  it("takes the client's broadcast when it names no broadcast", async () => {
    const observer = await listener({ client: "observer" });
    const crew = await t.socket({ token: tokens.eventStaff! });
    const heard = nextEvent(observer, "prod_trigger");
    expect(await ask(crew, "prod_trigger", { trigger: "music_skip", client: "observer" })).toEqual({ data: true });
    expect(await heard).toEqual([{ trigger: "music_skip" }]);
  });

  it("is refused for an unknown client, or one the caller neither owns nor reaches through the broadcast", async () => {
    const crew = await t.socket({ token: tokens.eventStaff! });
    expect(await ask(crew, "prod_trigger", { trigger: "music_skip", client: "nobody" })).toEqual({
      error: true,
      errorMessage: "No client nobody",
    });
    // The demo's side broadcast: the producer client shows main, so a trigger for side cannot go to it.
    const side = await ask(crew, "prod_trigger", { trigger: "music_skip", broadcast: "side", client: "producer" });
    expect(side).toMatchObject({ error: true });
    const stranger = await t.socket({ token: tokens.stranger! });
    expect(await ask(stranger, "prod_trigger", { trigger: "music_skip", client: "producer" })).toMatchObject({ error: true });
  });

  it("switches comms for that client's overlays without storing them for the broadcast", async () => {
    const producer = await listener({ client: "producer" });
    const crew = await t.socket({ token: tokens.eventStaff! });
    const before = (await t.store.getTyped(MAIN_BROADCAST, "Broadcasts"))?.comms;
    const heard = nextEvent(producer, "prod_trigger");
    expect(await ask(crew, "prod_trigger", { trigger: "comms_enable", data: 2, client: "producer" })).toEqual({ data: true });
    expect(await heard).toEqual([{ trigger: "comms_enable", data: 2 }]);
    expect((await t.store.getTyped(MAIN_BROADCAST, "Broadcasts"))?.comms).toBe(before);
  });
});

describe("a trigger without a client", () => {
  it("reaches the client its socket joined, when the caller owns it", async () => {
    const own = await listener({ client: "matrix-owner" });
    const route = await listener({ broadcast: "main" });
    const deck = await t.socket({ token: tokens.clientOwner! });
    expect(await ask(deck, "prod-join", "matrix-owner")).toEqual({ data: true });
    const heard = nextEvent(own, "prod_trigger");
    const quiet = nextEvent(route, "prod_trigger", QUIET_MS);
    expect(await ask(deck, "prod_trigger", { trigger: "confetti_stop", broadcast: "main" })).toEqual({ data: true });
    expect(await heard).toEqual([{ trigger: "confetti_stop" }]);
    expect(await quiet).toBeNull();
  });

  it("reaches every overlay of the broadcast when the socket joined no client", async () => {
    const route = await listener({ broadcast: "main" });
    const crew = await t.socket({ token: tokens.eventStaff! });
    const heard = nextEvent(route, "prod_trigger");
    expect(await ask(crew, "prod_trigger", { trigger: "confetti_enable", broadcast: "main" })).toEqual({ data: true });
    expect(await heard).toEqual([{ trigger: "confetti_enable" }]);
  });
});
