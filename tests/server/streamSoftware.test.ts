// The stream software link's state (SPEC §4 "Stream software connection"): what a
// transmitter reports reaches the client's and broadcast's rooms at once, is kept, and is
// told again to a tally that joins later, after a reload or a server restart.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PRODUCER_ID, seedId } from "../../server/seed/demo.ts";
import { ask, nextEvent, startTestServer, type TestServer } from "./harness.ts";

const STRANGER_ID = seedId("player:Caster Quinn");

let t: TestServer;
let producer: string;
let stranger: string;
beforeAll(async () => {
  t = await startTestServer();
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
  stranger = await t.tokenFor(STRANGER_ID);
});
afterAll(() => t.close());

describe("stream software state", () => {
  it("a scene change from the owner reaches a client listener at once, with the connection and its time", async () => {
    const listener = await t.socket();
    await ask(listener, "prod-join", "producer");
    const transmitter = await t.socket({ token: producer });
    const heard = nextEvent(listener, "prod_preview_program_change");
    const sent = performance.now();
    expect(await ask(transmitter, "obs_data_change", { clientName: "producer", previewScene: "Desk", programScene: "Game" })).toEqual({
      data: true,
    });
    const [change] = (await heard)!;
    console.log(`obs_data_change heard by a tally socket ${(performance.now() - sent).toFixed(1)} ms after it was sent`);
    expect(change).toEqual({
      emitSource: "obs_data_change",
      broadcastKey: "main",
      clientSource: "producer",
      clientPlayerName: "Demo Producer",
      clientPositions: ["Producer"],
      connected: true,
      previewScene: "Desk",
      programScene: "Game",
      updatedAt: expect.any(Number),
    });
    expect(await t.store.streamStates(["producer"])).toEqual([
      {
        clientKey: "producer",
        connected: true,
        previewScene: "Desk",
        programScene: "Game",
        updatedAt: (change as { updatedAt: number }).updatedAt,
      },
    ]);
  });

  it("a stream status brings the status and where the stream goes, never the stream key, and keeps the scenes", async () => {
    const listener = await t.socket();
    await ask(listener, "prod-broadcast-join", "main");
    const transmitter = await t.socket({ token: producer });
    await ask(transmitter, "obs_data_change", { clientName: "producer", previewScene: "Break", programScene: "Desk" });
    const heard = nextEvent(listener, "prod_preview_program_change");
    const reply = await ask(transmitter, "obs_stream_status", {
      clientName: "producer",
      status: { outputActive: true, outputDuration: 5000 },
      settings: { service: "Twitch", url: "rtmp://live.twitch.tv/app", channelID: "123", key: "live_123_secret" },
    });
    expect(reply).toEqual({ data: true });
    const [change] = (await heard)!;
    expect(change).toMatchObject({
      emitSource: "obs_stream_status",
      clientSource: "producer",
      connected: true,
      previewScene: "Break",
      programScene: "Desk",
      status: { outputActive: true, outputDuration: 5000 },
      target: { service: "Twitch", url: "rtmp://live.twitch.tv/app", channelID: "123" },
    });
    expect(JSON.stringify(change)).not.toContain("secret");
    const [stored] = await t.store.streamStates(["producer"]);
    expect(stored.target).toEqual({ service: "Twitch", url: "rtmp://live.twitch.tv/app", channelID: "123" });
    expect(JSON.stringify(stored)).not.toContain("secret");

    // A scene change afterwards keeps the stream's status and target.
    await ask(transmitter, "obs_data_change", { clientName: "producer", previewScene: "Game", programScene: "Break" });
    expect((await t.store.streamStates(["producer"]))[0]).toMatchObject({ programScene: "Break", status: { outputActive: true } });
  });

  it("a stranger is refused: nothing is heard and nothing is stored", async () => {
    const listener = await t.socket();
    await ask(listener, "prod-join", "observer");
    const intruder = await t.socket({ token: stranger });
    const heard = nextEvent(listener, "prod_preview_program_change", 500);
    expect(await ask(intruder, "obs_data_change", { clientName: "observer", previewScene: "A", programScene: "B" })).toEqual({
      error: true,
      errorMessage: "You don't have access to this production client",
    });
    expect(await ask(intruder, "obs_disconnect", { clientName: "observer" })).toMatchObject({ error: true });
    expect(await heard).toBeNull();
    expect(await t.store.streamStates(["observer"])).toEqual([]);
  });

  it("a malformed report is refused with what is wrong", async () => {
    const transmitter = await t.socket({ token: producer });
    expect(await ask(transmitter, "obs_stream_status", { clientName: "producer", status: { outputActive: "yes" } })).toEqual({
      error: true,
      errorMessage: "Output active: choose yes or no",
      issues: [{ path: "status.outputActive", message: expect.any(String) }],
    });
  });

  it("a tally that joins later hears the kept state: by client and by broadcast, oldest first", async () => {
    const observerToken = await t.tokenFor(seedId("player:Observer Sage"));
    const producerPc = await t.socket({ token: producer });
    const observerPc = await t.socket({ token: observerToken });
    await ask(producerPc, "obs_data_change", { clientName: "producer", previewScene: "Desk", programScene: "Game" });
    await ask(observerPc, "obs_data_change", { clientName: "observer", previewScene: "Pov", programScene: "Ingame" });

    const tally = await t.socket();
    const replayed = nextEvent(tally, "prod_preview_program_change");
    expect(await ask(tally, "prod-join", "PRODUCER")).toEqual({ data: true });
    expect((await replayed)?.[0]).toMatchObject({
      emitSource: "obs_data_change",
      broadcastKey: "main",
      clientSource: "producer",
      connected: true,
      programScene: "Game",
      updatedAt: expect.any(Number),
    });

    const overlay = await t.socket();
    const changes: { clientSource: string }[] = [];
    overlay.on("prod_preview_program_change", (change: { clientSource: string }) => changes.push(change));
    await ask(overlay, "prod-broadcast-join", "main");
    expect(changes.map((c) => c.clientSource)).toEqual(["producer", "observer"]);
  });

  it("a client with nothing kept replays nothing", async () => {
    const fresh = await startTestServer();
    try {
      const tally = await fresh.socket();
      const replayed = nextEvent(tally, "prod_preview_program_change", 300);
      await ask(tally, "prod-join", "producer");
      expect(await replayed).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it("a disconnect is kept as not connected, without scenes or status", async () => {
    const transmitter = await t.socket({ token: producer });
    await ask(transmitter, "obs_stream_status", { clientName: "producer", status: { outputActive: true, outputDuration: 1 } });
    expect(await ask(transmitter, "obs_disconnect", { clientName: "producer" })).toEqual({ data: true });
    const [stored] = await t.store.streamStates(["producer"]);
    expect(stored).toMatchObject({ clientKey: "producer", connected: false });
    expect(stored.programScene).toBeUndefined();
    expect(stored.status).toBeUndefined();

    const tally = await t.socket();
    const replayed = nextEvent(tally, "prod_preview_program_change");
    await ask(tally, "prod-join", "producer");
    expect((await replayed)?.[0]).toMatchObject({ emitSource: "obs_disconnect", clientSource: "producer", connected: false });
  });

  it("reports from one client apply in the order they were sent", async () => {
    const transmitter = await t.socket({ token: producer });
    const scenes = Array.from({ length: 20 }, (_, i) => `Scene ${i}`);
    await Promise.all(scenes.map((programScene) => ask(transmitter, "obs_data_change", { clientName: "producer", programScene })));
    expect((await t.store.streamStates(["producer"]))[0].programScene).toBe("Scene 19");
  });

  it("a stored state that no longer reads is skipped, not thrown", async () => {
    await t.store.db.insertInto("stream_states").values({ client_key: "broken", data: "{not json", updated_at: 1 }).execute();
    expect(await t.store.streamStates(["broken", "producer"])).toHaveLength(1);
  });
});

describe("stream software state across a restart", () => {
  it("a tally joining after the server restarted hears the last state", async () => {
    const dir = mkdtempSync(join(tmpdir(), "stream-states-"));
    const sqlitePath = join(dir, "store.sqlite");
    try {
      const before = await startTestServer({ sqlitePath });
      const transmitter = await before.socket({ token: await before.tokenFor(DEMO_PRODUCER_ID) });
      await ask(transmitter, "obs_data_change", { clientName: "producer", previewScene: "Desk", programScene: "Game" });
      await before.close();

      const after = await startTestServer({ sqlitePath });
      try {
        const tally = await after.socket();
        const replayed = nextEvent(tally, "prod_preview_program_change");
        await ask(tally, "prod-join", "producer");
        expect((await replayed)?.[0]).toMatchObject({
          clientSource: "producer",
          connected: true,
          programScene: "Game",
          previewScene: "Desk",
        });
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
