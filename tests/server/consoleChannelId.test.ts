// A broadcast's Twitch channel id (SPEC §3 Broadcast channel_id) through the organiser console:
// going live turns advertise on only for a stream to the broadcast's channel (SPEC §4), so a
// broadcast without one (the demo's) needs it set, and not only by a Twitch sign-in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelIdFromStreamKey, streamTargetsBroadcast } from "../../domain/streamSoftware.ts";
import { DEMO_BROADCAST_KEY, DEMO_PRODUCER_ID, seedId } from "../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "./harness.ts";

const MAIN = seedId("broadcast:main");

let t: TestServer;
let admin: string;
let producer: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.tokenFor(seedId("player:Admin Morgan"));
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
});
afterAll(() => t.close());

const save = (token: string, fields: Record<string, unknown>) =>
  t.post("/actions/save-record", { table: "Broadcasts", id: MAIN, fields }, token);
const stored = async () => (await t.store.getTyped(MAIN, "Broadcasts"))?.channel_id;

describe("a broadcast's channel id in the organiser console", () => {
  it("is set by save-record and read back by the site, and a stream keyed to that channel is then the broadcast's", async () => {
    expect(await stored()).toBeUndefined();
    expect(await save(admin, { channel_id: " 123456 " })).toMatchObject({ status: 200, body: { data: { id: MAIN, created: false } } });
    expect(await stored()).toBe("123456");
    const [read] = (await t.post("/things", { ids: `broadcast-${DEMO_BROADCAST_KEY}` })).body;
    expect(read).toMatchObject({ id: MAIN, channel_id: "123456" });
    const broadcast = (await t.store.getTyped(MAIN, "Broadcasts"))!;
    expect(streamTargetsBroadcast({ channelID: channelIdFromStreamKey("live_123456_abc") }, broadcast)).toBe(true);
  });

  it("is set by the broadcast's producer too, as the rest of its broadcast", async () => {
    expect((await save(producer, { channel_id: "987654" })).status).toBe(200);
    expect(await stored()).toBe("987654");
  });

  it("refuses what is not a channel's number, naming the field, and changes nothing", async () => {
    const before = await stored();
    const revision = await t.store.revision();
    for (const channel_id of ["communitycup", "12 34", "", "1".repeat(21)]) {
      const reply = await save(admin, { channel_id });
      expect(reply.status, channel_id).toBe(400);
      expect(reply.body.issues, channel_id).toEqual([{ path: "fields.channel_id", message: expect.any(String) }]);
    }
    expect(await stored()).toBe(before);
    expect(await t.store.revision()).toBe(revision);
  });

  it("is cleared by null", async () => {
    expect((await save(admin, { channel_id: null })).status).toBe(200);
    expect(await stored()).toBeUndefined();
  });
});
