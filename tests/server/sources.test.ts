// The source overview and the remote (`/client/<key>/admin`, `/client/<key>/remote`): overlay
// pages say what they are, the client's owners watch and reload them, and send OBS requests
// to the remote page in the client's OBS.
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { OverlayHello, OverlaySource } from "../../domain/streamSoftware.ts";
import { DEMO_PRODUCER_ID, seedId } from "../../server/seed/demo.ts";
import { EVENTUALLY, EVENTUALLY_MS } from "../eventually.ts";
import { ask, nextEvent, nextUpdate, startTestServer, type TestServer } from "./harness.ts";

let t: TestServer;
let producer: string;
let stranger: string;
beforeAll(async () => {
  t = await startTestServer();
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
  stranger = await t.tokenFor(seedId("player:Caster Quinn"));
});
afterAll(() => t.close());

const hello = (overlay: string, options: Record<string, string> = {}): OverlayHello => ({
  client: "producer",
  overlay,
  options,
  known: true,
  renderer: "WebGL 2 · test",
  host: "OBS browser source 2.24",
});

/** The next `overlay_sources` list for the producer client that passes `until`. */
function nextList(socket: Socket, until: (list: OverlaySource[]) => boolean, ms = EVENTUALLY_MS): Promise<OverlaySource[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no matching overlay_sources")), ms);
    const handler = (client: string, list: OverlaySource[]) => {
      if (client !== "producer" || !until(list)) return;
      clearTimeout(timer);
      socket.off("overlay_sources", handler);
      resolve(list);
    };
    socket.on("overlay_sources", handler);
  });
}

/** Two overlay pages of the producer client, listed once the server has them. */
async function twoOverlays(): Promise<{ ingame: Socket; tally: Socket; crew: Socket }> {
  const crew = await t.socket({ token: producer });
  await ask(crew, "sources_watch", { client: "producer" });
  const ingame = await t.socket();
  const tally = await t.socket();
  const listed = nextList(crew, (list) => [ingame.id, tally.id].every((id) => list.some((s) => s.id === id)));
  // The server lists the in-game page before the tally says hello: the in-game page is the older one.
  const ingameListed = nextList(crew, (list) => list.some((s) => s.id === ingame.id));
  ingame.emit("overlay_hello", hello("ingame", { team: "1" }));
  await ingameListed;
  tally.emit("overlay_hello", hello("tally", { scene: "Desk", token: "must-not-show" }));
  await listed;
  return { ingame, tally, crew };
}

describe("source overview", () => {
  it("the owner's watch lists each open overlay page with its options, oldest first, never a token", async () => {
    const { ingame, tally } = await twoOverlays();
    const watcher = await t.socket({ token: producer });
    const reply = await ask(watcher, "sources_watch", { client: "producer" });
    const mine = (reply.data as OverlaySource[]).filter((s) => s.id === ingame.id || s.id === tally.id);
    expect(mine).toEqual([
      { ...hello("ingame", { team: "1" }), id: ingame.id, since: expect.any(Number), version: 0, drawnAt: null },
      { ...hello("tally", { scene: "Desk" }), id: tally.id, since: expect.any(Number), version: 0, drawnAt: null },
    ]);
    expect(mine[0].since).toBeLessThanOrEqual(mine[1].since);
    expect(JSON.stringify(reply)).not.toContain("must-not-show");
  });

  it("a drawn version and a closed page reach the watchers as a new list", async () => {
    const { ingame, tally, crew } = await twoOverlays();
    const drawn = nextList(crew, (list) => list.find((s) => s.id === ingame.id)?.version === 7);
    ingame.emit("overlay_status", { version: 7 });
    const entry = (await drawn).find((s) => s.id === ingame.id)!;
    expect(entry.drawnAt).toEqual(expect.any(Number));

    const tallyId = tally.id;
    const gone = nextList(crew, (list) => !list.some((s) => s.id === tallyId));
    tally.disconnect();
    const list = await gone;
    expect(list.some((s) => s.id === ingame.id)).toBe(true);
  });

  it("many changes at once come as few lists, the last one complete", async () => {
    const crew = await t.socket({ token: producer });
    await ask(crew, "sources_watch", { client: "producer" });
    const page = await t.socket();
    page.emit("overlay_hello", hello("clock"));
    const lists: OverlaySource[][] = [];
    crew.on("overlay_sources", (_client: string, list: OverlaySource[]) => lists.push(list));
    for (let version = 1; version <= 30; version++) page.emit("overlay_status", { version });
    await vi.waitFor(() => expect(lists.at(-1)?.find((s) => s.id === page.id)?.version).toBe(30), EVENTUALLY);
    expect(lists.length).toBeLessThanOrEqual(5);
  });

  it("a page that cannot describe itself is not listed, and the server carries on", async () => {
    const page = await t.socket();
    page.emit("overlay_hello", { client: 42 });
    page.emit("overlay_hello", null);
    page.emit("overlay_status", { version: -1 });
    const crew = await t.socket({ token: producer });
    const reply = await ask(crew, "sources_watch", { client: "producer" });
    expect((reply.data as OverlaySource[]).some((s) => s.id === page.id)).toBe(false);
  });

  it("reload with a source id reaches only that page; without one, every page of the client", async () => {
    const { ingame, tally, crew } = await twoOverlays();
    const ingameReload = nextEvent(ingame, "overlay_reload", 500);
    const tallyReload = nextEvent(tally, "overlay_reload");
    expect(await ask(crew, "overlay_reload", { client: "producer", source: tally.id })).toEqual({ data: 1 });
    expect(await tallyReload).toEqual([]);
    expect(await ingameReload).toBeNull();

    const both = Promise.all([nextEvent(ingame, "overlay_reload"), nextEvent(tally, "overlay_reload")]);
    const all = await ask(crew, "overlay_reload", { client: "producer" });
    expect(all.data).toBeGreaterThanOrEqual(2);
    expect(await both).toEqual([[], []]);
  });

  it("reload of a page that is gone, or a socket of no overlay of the client, says the page is no longer open", async () => {
    const crew = await t.socket({ token: producer });
    const other = await t.socket();
    const reloaded = nextEvent(other, "overlay_reload", 300);
    expect(await ask(crew, "overlay_reload", { client: "producer", source: other.id })).toEqual({
      error: true,
      errorMessage: "That overlay page is no longer open",
    });
    expect(await reloaded).toBeNull();
  });

  it("a stranger can neither watch nor reload the client's pages; without a token is not authenticated", async () => {
    const { ingame } = await twoOverlays();
    const intruder = await t.socket({ token: stranger });
    const reloaded = nextEvent(ingame, "overlay_reload", 300);
    const refused = { error: true, errorMessage: "You don't have access to this production client" };
    expect(await ask(intruder, "sources_watch", { client: "producer" })).toEqual(refused);
    expect(await ask(intruder, "overlay_reload", { client: "producer", source: ingame.id })).toEqual(refused);
    expect(await ask(intruder, "overlay_reload", { client: "producer" })).toEqual(refused);
    expect(await ask(ingame, "sources_watch", { client: "producer" })).toEqual({ error: true, errorMessage: "Not authenticated" });
    expect(await reloaded).toBeNull();
    expect(await ask(intruder, "sources_watch", {})).toMatchObject({
      error: true,
      errorMessage: "Client: fill this in",
    });
  });
});

describe("remote", () => {
  it("without a remote page open, the crew is told how to add one", async () => {
    const fresh = await startTestServer();
    try {
      const crew = await fresh.socket({ token: await fresh.tokenFor(DEMO_PRODUCER_ID) });
      expect(await ask(crew, "obs_remote_request", { client: "producer", requestType: "StartStream" })).toEqual({
        error: true,
        errorMessage: "No remote page is open for client producer: add /client/producer/remote?token=… as a browser source in OBS",
      });
    } finally {
      await fresh.close();
    }
  });

  it("a stranger cannot join a client's remote room by subscribing to its name, nor another socket's room", async () => {
    const fresh = await startTestServer();
    try {
      const crew = await fresh.socket({ token: await fresh.tokenFor(DEMO_PRODUCER_ID) });
      const snoop = await fresh.socket();
      const overheard: unknown[] = [];
      snoop.on("obs_remote_request", (command: unknown, ack: (reply: unknown) => void) => {
        overheard.push(command);
        ack({ data: "forged" });
      });
      snoop.on("sources_reload", () => overheard.push("sources_reload"));
      snoop.emit("subscribe-multiple", ["remote:client:producer", "sources:client:producer", crew.id]);
      // The subscriptions were handled: a later one is answered.
      snoop.emit("get_and_subscribe", "remote:client:producer");
      expect((await nextUpdate(snoop, "remote:client:producer")).data).toEqual({ __id: "remote:client:producer" });
      expect(await ask(crew, "obs_remote_request", { client: "producer", requestType: "StartStream" })).toMatchObject({
        error: true,
        errorMessage: expect.stringContaining("No remote page is open"),
      });
      expect(overheard).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it("the remote page runs the request and the crew gets its answer", async () => {
    const remote = await t.socket({ token: producer });
    expect(await ask(remote, "remote_join", { client: "producer" })).toEqual({ data: true });
    remote.on("obs_remote_request", (command: unknown, ack: (reply: unknown) => void) => {
      ack({ data: { ran: command } });
    });
    const crew = await t.socket({ token: producer });
    const request = { requestType: "SetCurrentProgramScene", requestData: { sceneName: "Desk" } };
    expect(await ask(crew, "obs_remote_request", { client: "producer", ...request })).toEqual({ data: { ran: request } });
    remote.disconnect();
  });

  it("the remote page's refusal reaches the crew as an error", async () => {
    const remote = await t.socket({ token: producer });
    await ask(remote, "remote_join", { client: "producer" });
    remote.on("obs_remote_request", (_command: unknown, ack: (reply: unknown) => void) => {
      ack({ error: true, errorMessage: "Error: not connected to OBS" });
    });
    const crew = await t.socket({ token: producer });
    expect(await ask(crew, "obs_remote_request", { client: "producer", requestType: "StopStream" })).toEqual({
      error: true,
      errorMessage: "Error: not connected to OBS",
    });
    remote.disconnect();
  });

  it("an unknown request is refused with the requests the remote runs", async () => {
    const crew = await t.socket({ token: producer });
    const reply = await ask(crew, "obs_remote_request", { client: "producer", requestType: "Shutdown" });
    expect(reply).toMatchObject({ error: true, errorMessage: expect.stringContaining("Unknown request: the remote runs") });
    expect(reply.issues[0].message).toContain("Unknown request: the remote runs SetCurrentProgramScene");
  });

  it("a stranger can neither join the remote nor send it requests", async () => {
    const intruder = await t.socket({ token: stranger });
    const refused = { error: true, errorMessage: "You don't have access to this production client" };
    expect(await ask(intruder, "remote_join", { client: "producer" })).toEqual(refused);
    expect(await ask(intruder, "obs_remote_request", { client: "producer", requestType: "StopStream" })).toEqual(refused);
  });
});
