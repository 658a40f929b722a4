// Team comms: the comms_enable / comms_disable triggers write the broadcast's `comms` through
// the set-comms action, so they are parsed, checked and committed like every action; whichever
// way comms change, the broadcast's overlays hear comms_enable / comms_disable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import { ask, nextEvent, nextUpdate, startTestServer, type TestServer } from "../harness.ts";
import { createActors, MAIN_BROADCAST, type Actor } from "./actors.ts";

let t: TestServer;
let tokens: Record<Actor, string | null>;
beforeAll(async () => {
  t = await startTestServer();
  tokens = await createActors(t);
});
afterAll(() => t.close());

const comms = async () => (await t.store.getTyped(MAIN_BROADCAST, "Broadcasts"))?.comms;

async function overlayOnMain() {
  const overlay = await t.socket();
  expect(await ask(overlay, "prod-broadcast-join", "main")).toEqual({ data: true });
  overlay.emit("subscribe", "broadcast-main");
  await nextUpdate(overlay, "broadcast-main");
  return overlay;
}

describe("comms triggers", () => {
  it("comms_enable from the owning client sets comms, the overlays hear it, and subscribers get the new record", async () => {
    const overlay = await overlayOnMain();
    const deck = await t.socket({ token: tokens.clientOwner! });
    const heard = nextEvent(overlay, "comms_enable");
    const update = nextUpdate(overlay, "broadcast-main");
    expect(await ask(deck, "prod_trigger", { trigger: "comms_enable", data: { team: 1 } })).toEqual({ data: true });
    expect(await heard).toEqual([1]);
    expect((await update).data).toMatchObject({ comms: 1 });
    expect(await comms()).toBe(1);

    const off = nextEvent(overlay, "comms_disable");
    expect(await ask(deck, "prod_trigger", { trigger: "comms_disable", broadcast: "main" })).toEqual({ data: true });
    expect(await off).toEqual([]);
    expect(await comms()).toBe(0);
  });

  it("a caller without access to the broadcast is refused, hears nothing and changes nothing", async () => {
    const overlay = await overlayOnMain();
    const stranger = await t.socket({ token: tokens.stranger! });
    const before = await t.store.revision();
    const heard = nextEvent(overlay, "comms_enable", 500);
    expect(await ask(stranger, "prod_trigger", { trigger: "comms_enable", data: 2, broadcast: "main" })).toEqual({
      error: true,
      errorMessage: PERMISSION_MESSAGES.notBroadcastOwner,
    });
    expect(await ask(stranger, "prod_trigger", { trigger: "comms_enable", data: 2 })).toEqual({
      error: true,
      errorMessage: PERMISSION_MESSAGES.noClient,
    });
    expect(await ask(stranger, "prod_trigger", { trigger: "comms_disable", broadcast: "main" })).toEqual({
      error: true,
      errorMessage: PERMISSION_MESSAGES.notBroadcastOwner,
    });
    expect(await heard).toBeNull();
    expect(await t.store.revision()).toBe(before);
  });

  it("a team other than 1 or 2 is refused before anything is written", async () => {
    const deck = await t.socket({ token: tokens.clientOwner! });
    const before = await t.store.revision();
    expect(await ask(deck, "prod_trigger", { trigger: "comms_enable", data: { team: 3 } })).toEqual({
      error: true,
      errorMessage: "comms_enable needs team 1 or 2",
    });
    expect(await t.store.revision()).toBe(before);
  });
});

describe("set-comms action", () => {
  it("is the same write over HTTP, the overlays hear it, and it refuses a stranger naming someone else's broadcast", async () => {
    const overlay = await overlayOnMain();
    const heard = nextEvent(overlay, "comms_enable");
    expect(await t.post("/actions/set-comms", { comms: 2, broadcast: "main" }, tokens.fullBroadcast!)).toEqual({
      status: 200,
      body: { data: { id: MAIN_BROADCAST, comms: 2 }, version: expect.any(Number) },
    });
    expect(await heard).toEqual([2]);
    expect(await comms()).toBe(2);
    const before = await t.store.revision();
    expect(await t.post("/actions/set-comms", { comms: 0, broadcast: "main" }, tokens.stranger!)).toEqual({
      status: 403,
      body: { error: true, errorMessage: PERMISSION_MESSAGES.notBroadcastOwner },
    });
    expect((await t.post("/actions/set-comms", { comms: 3 }, tokens.clientOwner!)).status).toBe(400);
    expect(await t.store.revision()).toBe(before);
    expect(await comms()).toBe(2);
  });
});
