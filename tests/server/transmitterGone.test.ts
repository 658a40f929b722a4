// A transmitter that goes away without a word (SPEC §4 "Stream software connection"): its socket
// closes while OBS runs, so no obs_disconnect comes. Once the client has had no transmitter for
// the wait (TRANSMITTER_GONE_MS, shortened here), its kept state is no longer known: the rooms
// hear it disconnected, tallies go unlit, and a tally that joins later hears the same. Another
// transmitter of the client still connected keeps the state as it is.
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProgramChange } from "../../domain/production.ts";
import { DEMO_PRODUCER_ID } from "../../server/seed/demo.ts";
import { EVENTUALLY, until } from "../eventually.ts";
import { ask, nextEvent, startTestServer, type TestServer } from "./harness.ts";

const GONE_MS = 300;
/** Long enough for a wait that ran to have been heard. */
const QUIET_MS = GONE_MS * 3;

let t: TestServer;
let producer: string;
beforeAll(async () => {
  t = await startTestServer({ config: { transmitterGoneMs: GONE_MS } });
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
});
afterAll(() => t.close());

/** A tally of the producer client: every change its room hears. */
async function tally() {
  const socket = await t.socket();
  const heard: ProgramChange[] = [];
  socket.on("prod_preview_program_change", (change: ProgramChange) => heard.push(change));
  await ask(socket, "prod-join", "producer");
  return { heard, unknown: () => heard.filter((c) => c.connected === false) };
}

/** A transmitter of the producer client that has reported OBS live on the Game scene. */
async function transmitter(): Promise<Socket> {
  const socket = await t.socket({ token: producer });
  const reply = await ask(socket, "obs_stream_status", {
    clientName: "producer",
    status: { outputActive: true, outputDuration: 60_000 },
    settings: { service: "Twitch", channelID: "123" },
    scenes: { program: "Game", preview: "Desk" },
  });
  expect(reply).toEqual({ data: true });
  return socket;
}

const kept = async () => (await t.store.streamStates(["producer"]))[0];

describe("a transmitter whose socket closes without obs_disconnect", () => {
  it("leaves the client's state unknown once the wait has passed: heard by its rooms, kept, and replayed", async () => {
    const obs = await transmitter();
    const listener = await tally();
    const closedAt = performance.now();
    obs.close();
    await until(() => listener.unknown().length > 0, "the tally hearing the state unknown");
    expect(performance.now() - closedAt).toBeGreaterThanOrEqual(GONE_MS);
    expect(listener.unknown()).toEqual([
      expect.objectContaining({ emitSource: "obs_disconnect", clientSource: "producer", broadcastKey: "main", connected: false }),
    ]);
    const [change] = listener.unknown();
    expect(change.programScene).toBeUndefined();
    expect(change.status).toBeUndefined();

    // The rooms hear it before it is kept (streamStates.report): the kept state follows.
    await expect.poll(async () => (await kept()).connected, EVENTUALLY).toBe(false);
    const state = await kept();
    expect(state).toMatchObject({ clientKey: "producer", connected: false });
    expect(state.programScene).toBeUndefined();
    expect(state.status).toBeUndefined();

    const later = await t.socket();
    const replayed = nextEvent(later, "prod_preview_program_change");
    await ask(later, "prod-join", "producer");
    expect((await replayed)?.[0]).toMatchObject({ emitSource: "obs_disconnect", connected: false });
  });

  it("keeps the state while another transmitter of the client is still connected", async () => {
    const first = await transmitter();
    const second = await transmitter();
    const listener = await tally();
    first.close();
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(listener.unknown()).toEqual([]);
    expect(await kept()).toMatchObject({ connected: true, programScene: "Game", status: { outputActive: true } });

    // The last one gone, the state is unknown.
    second.close();
    await until(() => listener.unknown().length > 0, "the tally hearing the state unknown");
    await expect.poll(async () => (await kept()).connected, EVENTUALLY).toBe(false);
  });

  it("tells nothing more when the transmitter had already said obs_disconnect", async () => {
    const obs = await transmitter();
    expect(await ask(obs, "obs_disconnect", { clientName: "producer" })).toEqual({ data: true });
    const listener = await tally();
    const { updatedAt } = await kept();
    obs.close();
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    // The join replayed the kept disconnect; nothing was heard after it.
    expect(listener.heard).toHaveLength(1);
    expect((await kept()).updatedAt).toBe(updatedAt);
  });

  it("leaves a listener's socket alone: only a socket that reported is a transmitter", async () => {
    const obs = await transmitter();
    const bystander = await t.socket({ token: producer });
    await ask(bystander, "prod-join", "producer");
    const listener = await tally();
    bystander.close();
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(listener.unknown()).toEqual([]);
    expect((await kept()).connected).toBe(true);
    obs.close();
  });
});
