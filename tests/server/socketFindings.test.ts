// Security findings of issue 32 (8b, and the socket cap of 9), over real connections: a client's
// state reaches a broadcast's room only when the client belongs to that broadcast; an overlay
// hello lists a page only for a client that exists, and a bounded number per address; one
// address holds a bounded number of sockets at once.
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { OverlayHello, OverlaySource } from "../../domain/streamSoftware.ts";
import { parseOverlayRoute } from "../../engine/route.ts";
import { helloOf } from "../../engine/sources.ts";
import { DEMO_PRODUCER_ID } from "../../server/seed/demo.ts";
import { TOO_MANY_SOCKETS } from "../../server/realtime/socketCap.ts";
import { OVERLAYS_PER_ADDRESS, overlaysRoom } from "../../server/realtime/sources.ts";
import { EVENTUALLY } from "../eventually.ts";
import { ask, nextEvent, nextUpdate, ownRecords, startTestServer, type TestServer } from "./harness.ts";

/** How long a transmitter's state outlives its socket here. */
const GONE_MS = 200;
/** How long a check that nothing arrives listens. */
const QUIET_MS = 400;

let t: TestServer;
const { insert, count } = ownRecords(() => t, "sockfind");
beforeAll(async () => {
  // Behind a proxy on loopback, as deployed with TRUST_PROXY: X-Forwarded-For names each socket's address.
  t = await startTestServer({ config: { transmitterGoneMs: GONE_MS, trustProxy: ["loopback"] } });
});
afterAll(() => t.close());

/** Every `event` a socket hears from now on, each as its list of arguments. */
function heardFrom(socket: Socket, ...events: string[]): unknown[][] {
  const heard: unknown[][] = [];
  for (const event of events) socket.on(event, (...args: unknown[]) => heard.push([event, ...args]));
  return heard;
}

const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));

/**
 * A crew member's own client pointed at a broadcast (its field written straight into the store,
 * as the action now refuses pointing at a broadcast one does not drive), with a listener in the
 * broadcast's room and one in the client's, and the owner's transmitter.
 */
async function pointedClient({ listed, owner = {} }: { listed: boolean; owner?: Record<string, unknown> }) {
  const player = await insert("Players", { name: `Crew ${count()}`, ...owner });
  const clientKey = `pointed-${count()}`;
  const clientId = await insert("Clients", { key: clientKey, staff: [player] });
  const broadcastKey = `elsewhere-${count()}`;
  const broadcastId = await insert("Broadcasts", { name: broadcastKey, key: broadcastKey, clients: listed ? [clientId] : [] });
  await t.store.transaction((tx) => tx.update(clientId, "Clients", { broadcast: [broadcastId] }));

  const broadcastListener = await t.socket();
  expect(await ask(broadcastListener, "prod-broadcast-join", broadcastKey)).toEqual({ data: true });
  const clientListener = await t.socket();
  expect(await ask(clientListener, "prod-join", clientKey)).toEqual({ data: true });
  const transmitter = await t.socket({ token: await t.tokenFor(player) });
  return { clientKey, broadcastKey, broadcastListener, clientListener, transmitter };
}

/** The stream software's reports, each answered and heard in the client's own room, then the transmitter gone without a word. */
async function reportEverything(clientKey: string, clientListener: Socket, transmitter: Socket) {
  const reports: [string, object][] = [
    ["obs_data_change", { clientName: clientKey, previewScene: "Desk", programScene: "Game" }],
    ["obs_stream_status", { clientName: clientKey, status: { outputActive: true } }],
    ["obs_disconnect", { clientName: clientKey }],
    ["obs_data_change", { clientName: clientKey, previewScene: "Break", programScene: "Desk" }],
  ];
  for (const [event, report] of reports) {
    const heard = nextEvent(clientListener, "prod_preview_program_change");
    expect(await ask(transmitter, event, report)).toEqual({ data: true });
    expect((await heard)?.[0]).toMatchObject({ emitSource: event, clientSource: clientKey });
  }
  const tally = nextEvent(clientListener, "tally_change");
  expect(await ask(transmitter, "tally_change", { clientName: clientKey, state: "program" })).toEqual({ data: true });
  expect(await tally).toEqual([{ state: "program" }]);

  // An overlay of the client (it joined with the key from its URL) announces its picture in picture.
  const overlay = await t.socket();
  expect(await ask(overlay, "prod-join", clientKey)).toEqual({ data: true });
  const pip = nextEvent(clientListener, "pip_announce");
  overlay.emit("pip_announce", { clientName: clientKey, active: true, number: 2 });
  expect(await pip).toEqual([{ clientName: clientKey, active: true, number: 2 }]);

  // The transmitter closes while OBS is connected: once it has been gone a while, its state is told as lost.
  const lost = nextEvent(clientListener, "prod_preview_program_change");
  transmitter.disconnect();
  expect((await lost)?.[0]).toMatchObject({ emitSource: "obs_disconnect", clientSource: clientKey, connected: false });
}

describe("a client's state reaches only the broadcasts it belongs to", () => {
  it("a client pointed at a broadcast that does not list it, by an owner who does not drive it, is heard in its own room only", async () => {
    const { clientKey, broadcastKey, broadcastListener, clientListener, transmitter } = await pointedClient({ listed: false });
    const inBroadcastRoom = heardFrom(broadcastListener, "prod_preview_program_change", "tally_change", "pip_announce");
    await reportEverything(clientKey, clientListener, transmitter);
    await quiet();
    expect(inBroadcastRoom).toEqual([]);

    // Nor is its kept state told to a page that joins the broadcast afterwards.
    const late = await t.socket();
    const replayed = heardFrom(late, "prod_preview_program_change");
    expect(await ask(late, "prod-broadcast-join", broadcastKey)).toEqual({ data: true });
    await quiet();
    expect(replayed).toEqual([]);
  });

  it("a client the broadcast lists is heard in the broadcast's room: scenes, stream state, picture in picture and a lost transmitter", async () => {
    const { clientKey, broadcastListener, clientListener, transmitter } = await pointedClient({ listed: true });
    const inBroadcastRoom = heardFrom(broadcastListener, "prod_preview_program_change", "pip_announce");
    await reportEverything(clientKey, clientListener, transmitter);
    await vi.waitFor(() => expect(inBroadcastRoom).toHaveLength(6), EVENTUALLY);
    expect(inBroadcastRoom.map(([event, change]) => [event, (change as { emitSource?: string }).emitSource])).toEqual([
      ["prod_preview_program_change", "obs_data_change"],
      ["prod_preview_program_change", "obs_stream_status"],
      ["prod_preview_program_change", "obs_disconnect"],
      ["prod_preview_program_change", "obs_data_change"],
      ["pip_announce", undefined],
      ["prod_preview_program_change", "obs_disconnect"],
    ]);
  });

  it("a sender who drives the broadcast is heard there, though the broadcast does not list their client", async () => {
    const { clientKey, broadcastListener, transmitter } = await pointedClient({
      listed: false,
      owner: { website_settings: ["Full broadcast permissions"] },
    });
    const heard = nextEvent(broadcastListener, "prod_preview_program_change");
    expect(await ask(transmitter, "obs_data_change", { clientName: clientKey, previewScene: "Desk", programScene: "Game" })).toEqual({
      data: true,
    });
    expect((await heard)?.[0]).toMatchObject({ emitSource: "obs_data_change", clientSource: clientKey, programScene: "Game" });
  });
});

const strangerHello = (client: string): OverlayHello => ({ client, overlay: "tally", options: {}, known: true });

/** The overlay pages the owner's source overview lists for the demo's producer client now. */
async function overview(crew: Socket): Promise<OverlaySource[]> {
  const reply = await ask(crew, "sources_watch", { client: "producer" });
  return reply.data as OverlaySource[];
}

describe("overlay hellos", () => {
  it("a hello naming a key no client has lists nothing and joins no room", async () => {
    const stranger = await t.socket({ headers: { "x-forwarded-for": "198.51.100.1" } });
    const key = `no-such-client-${count()}`;
    stranger.emit("overlay_hello", strangerHello(key));
    stranger.emit("overlay_status", { version: 3 });
    await quiet();
    const [server] = await t.server.io.in(stranger.id!).fetchSockets();
    expect(server.data.overlay).toBeUndefined();
    expect(t.server.io.sockets.adapter.rooms.has(overlaysRoom(key))).toBe(false);
  });

  it(`200 hellos from one address list at most ${OVERLAYS_PER_ADDRESS} pages in the owner's overview; a real overlay page from elsewhere still shows`, async () => {
    const crew = await t.socket({ token: await t.tokenFor(DEMO_PRODUCER_ID) });
    const flood = await Promise.all(Array.from({ length: 200 }, () => t.socket({ headers: { "x-forwarded-for": "198.51.100.2" } })));
    for (const socket of flood) socket.emit("overlay_hello", strangerHello("producer"));
    const fromFlood = async () => {
      const ids = new Set(flood.map((s) => s.id));
      return (await overview(crew)).filter((source) => ids.has(source.id)).length;
    };
    await expect.poll(fromFlood, EVENTUALLY).toBeGreaterThanOrEqual(OVERLAYS_PER_ADDRESS);
    await quiet();
    expect(await fromFlood()).toBe(OVERLAYS_PER_ADDRESS);
    // A page already listed that says hello again keeps its row; the rest stay out.
    for (const socket of flood) socket.emit("overlay_hello", strangerHello("producer"));
    await quiet();
    expect(await fromFlood()).toBe(OVERLAYS_PER_ADDRESS);

    // The tally in the producer's OBS, saying hello as the overlay page does.
    vi.stubGlobal("window", { obsstudio: { pluginVersion: "2.24.1" } });
    const route = parseOverlayRoute("/client/producer/tally", "?scene=Desk&token=secret")!;
    const hello = helloOf(route, true, "WebGL 2 · test");
    vi.unstubAllGlobals();
    const page = await t.socket({ headers: { "x-forwarded-for": "203.0.113.2" } });
    page.emit("overlay_hello", hello);
    await vi.waitFor(async () => {
      expect((await overview(crew)).find((source) => source.id === page.id)).toMatchObject({
        client: "producer",
        overlay: "tally",
        options: { scene: "Desk" },
        host: "OBS browser source 2.24.1",
      });
    }, EVENTUALLY);
  });
});

describe("sockets per address", () => {
  let capped: TestServer;
  beforeAll(async () => {
    capped = await startTestServer({ config: { rateLimits: { socketsPerAddress: 5 }, trustProxy: ["loopback"] } });
  });
  afterAll(() => capped.close());

  it("the sixth socket from one address is refused with the reason; another address connects; a closed socket's place is taken again", async () => {
    const from = (address: string) => capped.socket({ headers: { "x-forwarded-for": address } });
    const open = await Promise.all(Array.from({ length: 5 }, () => from("198.51.100.3")));
    await expect(from("198.51.100.3")).rejects.toThrow(TOO_MANY_SOCKETS);
    const elsewhere = await from("203.0.113.3");
    expect(elsewhere.connected).toBe(true);

    open[0].close();
    const again = await vi.waitFor(() => from("198.51.100.3"), EVENTUALLY);
    const update = nextUpdate(again, "broadcast-main");
    again.emit("subscribe", "broadcast-main");
    expect((await update).data).toMatchObject({ key: "main" });
    await expect(from("198.51.100.3")).rejects.toThrow(TOO_MANY_SOCKETS);
  });
});
