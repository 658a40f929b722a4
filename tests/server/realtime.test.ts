import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortId } from "../../domain/ids.ts";
import { DEMO_PRODUCER_ID, seedId } from "../../server/seed/demo.ts";
import { nextUpdate, startTestServer, type TestServer } from "./harness.ts";

let t: TestServer;
let producerToken: string;
const broadcastId = seedId("broadcast:main");
const matchId = seedId("match:0:4");

beforeAll(async () => {
  t = await startTestServer();
  producerToken = await t.tokenFor(DEMO_PRODUCER_ID);
});
afterAll(() => t.close());

describe("subscriptions", () => {
  it("sends website flags on connect and the current record straight after subscribe", async () => {
    const socket = await t.socket();
    const update = nextUpdate(socket, "broadcast-main");
    socket.emit("subscribe", "broadcast-main");
    const { data } = await update;
    expect(data).toMatchObject({ id: broadcastId, __id: "broadcast-main", key: "main", __tableName: "Broadcasts" });
  });

  it("accepts {id} as the original clients send it", async () => {
    const socket = await t.socket();
    const update = nextUpdate(socket, shortId(matchId));
    socket.emit("subscribe", { id: shortId(matchId) });
    expect((await update).data.id).toBe(matchId);
  });

  it("a subscriber on another socket receives an action's change, under every key it subscribed with", async () => {
    const viewer = await t.socket();
    viewer.emit("subscribe-multiple", ["broadcast-main", broadcastId]);
    await Promise.all([nextUpdate(viewer, "broadcast-main"), nextUpdate(viewer, broadcastId)]);
    const byKey = nextUpdate(viewer, "broadcast-main");
    const byId = nextUpdate(viewer, broadcastId);
    const sent = performance.now();
    const reply = await t.post("/actions/update-broadcast", { title: "Be Right Back" }, producerToken);
    expect(reply).toMatchObject({ status: 200, body: { data: { id: broadcastId } } });
    const [a, b] = await Promise.all([byKey, byId]);
    expect(a.data.title).toBe("Be Right Back");
    expect(b.data.__id).toBe(broadcastId);
    console.log(`write → subscriber: ${(a.at - sent).toFixed(1)} ms`);
  });

  it("a burst of writes reaches a reader with versions only rising, ending on the last write", async () => {
    const reader = await t.socket();
    reader.emit("subscribe", "broadcast-main");
    await nextUpdate(reader, "broadcast-main");
    const heard: { title: string; version: number }[] = [];
    reader.on("data_update", (key: string, data: { title: string; __version: number }) => {
      if (key === "broadcast-main") heard.push({ title: data.title, version: data.__version });
    });
    // Forty writes at once, as a held Stream Deck key sends them.
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => t.post("/actions/update-broadcast", { title: `Burst ${i}` }, producerToken)),
    );
    const last = replies.reduce((a, b) => (b.body.version > a.body.version ? b : a));
    const finalTitle = (await t.post("/things", { ids: "broadcast-main" })).body[0].title;
    await expect.poll(() => heard.at(-1)?.version).toBe(last.body.version);
    expect(heard.at(-1)?.title).toBe(finalTitle);
    const versions = heard.map((h) => h.version);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
  });

  it("stops sending after unsubscribe", async () => {
    const socket = await t.socket();
    socket.emit("subscribe", "broadcast-main");
    await nextUpdate(socket, "broadcast-main");
    // A reader still subscribed: the update reaches it, so the one that left would have had it by then too.
    const control = await t.socket();
    control.emit("subscribe", "broadcast-main");
    await nextUpdate(control, "broadcast-main");
    socket.emit("unsubscribe", "broadcast-main");
    await expect.poll(() => t.server.io.sockets.adapter.rooms.get("broadcast-main")?.has(socket.id!)).toBe(false);
    let received = 0;
    socket.on("data_update", () => received++);
    const heard = nextUpdate(control, "broadcast-main");
    await t.post("/actions/update-broadcast", { title: "Quiet" }, producerToken);
    expect((await heard).data.title).toBe("Quiet");
    // Waits for nothing to happen: 200 ms after the subscribed reader heard the update, in which a stray copy would have arrived.
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toBe(0);
  });

  it("a client that reconnects with subscribe-multiple receives what changed while it was away", async () => {
    const socket = await t.socket();
    socket.emit("subscribe", "broadcast-main");
    const first = await nextUpdate(socket, "broadcast-main");
    socket.disconnect();
    await t.post("/actions/update-broadcast", { title: "Changed while away" }, producerToken);
    socket.connect();
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const update = nextUpdate(socket, "broadcast-main");
    socket.emit("subscribe-multiple", ["broadcast-main"]);
    const { data } = await update;
    expect(data.title).toBe("Changed while away");
    expect(data.__version).toBeGreaterThan(first.data.__version);
  });

  it("a collection subscriber hears when a match stops being live", async () => {
    const socket = await t.socket();
    socket.emit("subscribe", "special:live-matches");
    const initial = await nextUpdate(socket, "special:live-matches");
    expect(initial.data.matches).toContain(matchId);
    const changed = nextUpdate(socket, "special:live-matches");
    await t.post("/actions/update-broadcast", { match: null }, producerToken);
    const { data } = await changed;
    expect(data.matches).not.toContain(matchId);
    expect(data.__version).toBeGreaterThan(initial.data.__version);
    await t.post("/actions/update-broadcast", { match: matchId }, producerToken);
  });
});

describe("actions", () => {
  it("refuses a malformed payload with 400 naming the path, and changes nothing", async () => {
    const before = await t.store.revision();
    const { status, body } = await t.post("/actions/update-broadcast", { countdownEnd: "soon" }, producerToken);
    expect(status).toBe(400);
    expect(body.error).toBe(true);
    expect(body.issues[0].path).toBe("countdownEnd");
    expect(await t.store.revision()).toBe(before);
  });

  it("answers 401 Not authenticated without a token", async () => {
    const { status, body } = await t.post("/actions/update-broadcast", { title: "x" });
    expect(status).toBe(401);
    expect(body).toEqual({ error: true, errorMessage: "Not authenticated" });
  });

  it("runs the same action from an authenticated socket and acknowledges", async () => {
    const socket = await t.socket({ token: producerToken });
    const reply = await socket.emitWithAck("update-broadcast", { title: "From the deck" });
    expect(reply).toEqual({ data: { id: broadcastId }, version: expect.any(Number) });
    const [record] = (await t.post("/things", { ids: "broadcast-main" })).body;
    expect(record).toMatchObject({ title: "From the deck", __version: reply.version });
  });
});
