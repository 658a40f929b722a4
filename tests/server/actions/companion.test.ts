// The Stream Deck / Companion path: a socket with a token fires actions and production
// events; overlays listen on keys from their URL and can never act.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PRODUCER_ID, seedId } from "../../../server/seed/demo.ts";
import { ask, nextEvent, nextUpdate, startTestServer, type TestServer } from "../harness.ts";
import { createActors, MAIN_BROADCAST, type Actor } from "./actors.ts";

let t: TestServer;
let tokens: Record<Actor, string | null>;
let producer: string;
beforeAll(async () => {
  t = await startTestServer();
  tokens = await createActors(t);
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
});
afterAll(() => t.close());

describe("Companion-style client", () => {
  it("fires update-broadcast over its socket and an overlay's socket receives the change", async () => {
    const companion = await t.socket({ token: producer });
    const overlay = await t.socket();
    overlay.emit("subscribe", "broadcast-main");
    await nextUpdate(overlay, "broadcast-main");
    const change = nextUpdate(overlay, "broadcast-main");
    const reply = await ask(companion, "update-broadcast", { title: "Be Right Back", countdownEnd: null, advertise: true });
    expect(reply).toEqual({ data: { id: MAIN_BROADCAST }, version: expect.any(Number) });
    expect((await change).data).toMatchObject({ title: "Be Right Back", advertise: true, key: "main", __version: reply.version });
  });

  it("a socket without a token is told it is not authenticated, and nothing changes", async () => {
    const overlay = await t.socket();
    const before = await t.store.revision();
    expect(await ask(overlay, "update-broadcast", { title: "Hijacked" })).toEqual({ error: true, errorMessage: "Not authenticated" });
    expect(await t.store.revision()).toBe(before);
  });
});

describe("production events", () => {
  it("an overlay joins its broadcast's room without a token and hears comms from the owning client", async () => {
    const overlay = await t.socket();
    expect(await ask(overlay, "prod-broadcast-join", "main")).toEqual({ data: true });
    const deck = await t.socket({ token: tokens.clientOwner! });
    const heard = nextEvent(overlay, "comms_enable");
    expect(await ask(deck, "prod_trigger", { trigger: "comms_enable", data: { team: 2 } })).toEqual({ data: true });
    expect(await heard).toEqual([2]);
    expect((await t.store.getTyped(MAIN_BROADCAST, "Broadcasts"))?.comms).toBe(2);
    const off = nextEvent(overlay, "comms_disable");
    await ask(deck, "prod_trigger", { trigger: "comms_disable" });
    expect(await off).toEqual([]);
  });

  it("draft and overlay triggers reach the broadcast room as prod_trigger", async () => {
    const overlay = await t.socket();
    await ask(overlay, "prod-broadcast-join", "main");
    const deck = await t.socket({ token: producer });
    const heard = nextEvent(overlay, "prod_trigger");
    await ask(deck, "prod_trigger", { trigger: "advance_draft", broadcast: "main" });
    expect(await heard).toEqual([{ trigger: "advance_draft" }]);
  });

  it("an overlay URL can listen but never act; a stranger's token cannot act either", async () => {
    const overlay = await t.socket();
    await ask(overlay, "prod-broadcast-join", "main");
    const stranger = await t.socket({ token: tokens.stranger! });
    const heard = nextEvent(overlay, "comms_enable", 500);
    expect(await ask(overlay, "prod_trigger", { trigger: "comms_enable", data: 1 })).toEqual({
      error: true,
      errorMessage: "Not authenticated",
    });
    expect((await ask(stranger, "prod_trigger", { trigger: "comms_enable", data: 1, broadcast: "main" })).errorMessage).toBe(
      "You don't have access to this broadcast",
    );
    expect((await ask(stranger, "obs_data_change", { clientName: "producer", previewScene: "A", programScene: "B" })).errorMessage).toBe(
      "You don't have access to this production client",
    );
    expect(await heard).toBeNull();
  });

  it("scene changes from the owning client's stream software reach the client and broadcast rooms", async () => {
    const listener = await t.socket();
    await ask(listener, "prod-join", "PRODUCER");
    const deck = await t.socket({ token: producer });
    const heard = nextEvent(listener, "prod_preview_program_change");
    await ask(deck, "obs_data_change", { clientName: "producer", previewScene: "Desk", programScene: "Game" });
    expect(await heard).toEqual([
      {
        emitSource: "obs_data_change",
        broadcastKey: "main",
        clientSource: "producer",
        clientPlayerName: "Demo Producer",
        clientPositions: ["Producer"],
        connected: true,
        previewScene: "Desk",
        programScene: "Game",
        updatedAt: expect.any(Number),
      },
    ]);
    const gone = nextEvent(listener, "prod_preview_program_change");
    await ask(deck, "obs_disconnect", { clientName: "producer" });
    expect((await gone)?.[0]).toMatchObject({ emitSource: "obs_disconnect", clientSource: "producer" });
  });

  it("send_prod_update goes to the named client's room as prod-update", async () => {
    const listener = await t.socket();
    await ask(listener, "prod-join", "observer");
    const observerToken = await t.tokenFor(seedId("player:Observer Sage"));
    const deck = await t.socket({ token: observerToken });
    const heard = nextEvent(listener, "prod-update");
    expect(await ask(deck, "send_prod_update", { client: "observer", data: { tally: "program" } })).toEqual({ data: true });
    expect(await heard).toEqual([{ tally: "program" }]);
  });

  it("reordering a graphic tells the broadcast's decks to reload their buttons", async () => {
    const listener = await t.socket();
    await ask(listener, "prod-broadcast-join", "main");
    const reload = nextEvent(listener, "prod_button_reload");
    const reply = await t.post("/actions/update-gfx-index", { gfxID: seedId("gfx:bracket"), index: 7 }, tokens.clientOwner!);
    expect(reply.status).toBe(200);
    expect(await reload).toEqual([]);
  });

  it("malformed production payloads are refused with a message", async () => {
    const deck = await t.socket({ token: producer });
    expect(await ask(deck, "prod_trigger", { trigger: "<script>" })).toEqual({
      error: true,
      errorMessage: "Trigger: Unknown trigger",
      issues: [{ path: "trigger", message: "Unknown trigger" }],
    });
    expect((await ask(deck, "obs_data_change", "nope")).error).toBe(true);
  });
});
