// The transmitter against a local obs-websocket v5 stand-in: what it reads, what it reports, and how
// it rides out a wrong password and OBS going away. Latencies are printed, never asserted.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ObsDataChangeSchema, ObsDisconnectSchema, ObsStreamStatusSchema } from "../../domain/production.ts";
import { EVENTUALLY } from "../../tests/eventually.ts";
import { ObsStandIn, type ObsStandInOptions } from "../../tests/obs/ObsStandIn.ts";
import type { LiveSocket } from "../ThingClient.ts";
import { reportToServer } from "./socketReport.ts";
import { Transmitter } from "./Transmitter.ts";
import type { ObsScenes, ObsStream, TransmitterOptions, TransmitterReport } from "./types.ts";

const KEY = "live_123456_abc";
const SCENES = ["Starting Soon", "Desk", "Game", "Break"];
const RETRY_MS = 200;

type Entry =
  | { kind: "dataChange"; scenes: ObsScenes; at: number }
  | { kind: "streamStatus"; stream: ObsStream; scenes: ObsScenes; at: number }
  | { kind: "disconnect"; at: number };

/** A report that keeps what it was told, with the time it was told. */
function recorder() {
  const entries: Entry[] = [];
  const report: TransmitterReport = {
    dataChange: (scenes) => entries.push({ kind: "dataChange", scenes, at: performance.now() }),
    streamStatus: (stream, scenes) => entries.push({ kind: "streamStatus", stream, scenes, at: performance.now() }),
    disconnect: () => entries.push({ kind: "disconnect", at: performance.now() }),
  };
  const of = <K extends Entry["kind"]>(kind: K) => entries.filter((e): e is Extract<Entry, { kind: K }> => e.kind === kind);
  return { report, entries, of };
}

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  vi.restoreAllMocks();
});

async function setup(obsOptions: ObsStandInOptions = {}, options: Partial<TransmitterOptions> = {}) {
  const obs = await ObsStandIn.start({
    password: "secret",
    scenes: SCENES,
    programScene: "Desk",
    previewScene: "Game",
    streamKey: KEY,
    ...obsOptions,
  });
  cleanup.push(() => obs.close());
  const log = recorder();
  const transmitter = new Transmitter({
    url: obs.address,
    password: "secret",
    report: log.report,
    retryMs: RETRY_MS,
    pollMs: 50,
    ...options,
  });
  cleanup.push(() => transmitter.stop());
  return { obs, log, transmitter };
}

/** Resolves once the transmitter has read everything: its first stream status report. */
async function connected(transmitter: Transmitter, log: ReturnType<typeof recorder>) {
  transmitter.start();
  await vi.waitFor(() => expect(log.of("streamStatus").length).toBeGreaterThan(0), EVENTUALLY);
  expect(transmitter.snapshot.state.status).toBe("connected");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("Transmitter", () => {
  it("connects with the password and reports both scenes and where the stream goes, never the key", async () => {
    const { obs, log, transmitter } = await setup();
    const states: string[] = [];
    transmitter.subscribe(() => states.push(transmitter.snapshot.state.status));
    await connected(transmitter, log);

    expect(states[0]).toBe("connecting");
    expect(transmitter.snapshot.state).toMatchObject({ status: "connected", address: `ws://${obs.address}` });
    const scenes = { programScene: "Desk", previewScene: "Game" };
    expect(transmitter.snapshot.scenes).toEqual(scenes);
    expect(transmitter.snapshot.sceneList).toEqual(SCENES);
    expect(log.of("dataChange").map((e) => e.scenes)).toEqual([scenes]);
    const target = { service: "Twitch", url: "auto", channelID: "123456", stream_delay_enabled: false, stream_delay_seconds: 20 };
    const stream = { status: { outputActive: false, outputDuration: 0 }, target };
    expect(log.of("streamStatus").map((e) => [e.stream, e.scenes])).toEqual([[stream, scenes]]);
    expect(transmitter.snapshot.stream).toEqual(stream);
    expect(JSON.stringify([log.entries, transmitter.snapshot])).not.toContain(KEY);
    expect(obs.requests.map((r) => r.requestType).sort()).toEqual(
      [
        "GetCurrentPreviewScene",
        "GetCurrentProgramScene",
        "GetProfileParameter",
        "GetProfileParameter",
        "GetSceneList",
        "GetStreamServiceSettings",
        "GetStreamStatus",
      ].sort(),
    );
  });

  it.each([true, false])("reports OBS's stream delay (enabled: %s) with where the stream goes", async (enabled) => {
    const { obs, log, transmitter } = await setup({ streamDelayEnabled: enabled, streamDelaySeconds: 30 });
    await connected(transmitter, log);
    const settings = log.of("streamStatus")[0].stream.target;
    expect(settings).toEqual({
      service: "Twitch",
      url: "auto",
      channelID: "123456",
      stream_delay_enabled: enabled,
      stream_delay_seconds: 30,
    });
    expect(ObsStreamStatusSchema.safeParse({ clientName: "producer", settings }).success).toBe(true);
    expect(obs.requests.filter((r) => r.requestType === "GetProfileParameter").map((r) => r.requestData)).toEqual([
      { parameterCategory: "Output", parameterName: "DelayEnable" },
      { parameterCategory: "Output", parameterName: "DelaySec" },
    ]);
  });

  it("still reports where the stream goes, without a delay, from an OBS that refuses GetProfileParameter", async () => {
    const warn = vi.spyOn(console, "warn");
    const { obs, log, transmitter } = await setup({ unknownRequests: ["GetProfileParameter"] });
    await connected(transmitter, log);
    expect(log.of("streamStatus")[0].stream.target).toStrictEqual({ service: "Twitch", url: "auto", channelID: "123456" });
    expect(obs.requests.filter((r) => r.requestType === "GetProfileParameter")).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it("still reports the stream's status, with no target, from a stream software that answers the stream settings with nothing", async () => {
    const warn = vi.spyOn(console, "warn");
    const { obs, log, transmitter } = await setup({ emptyStreamServiceSettings: true });
    await connected(transmitter, log);
    const first = log.of("streamStatus")[0].stream;
    expect(first.status).toEqual({ outputActive: false, outputDuration: 0 });
    expect(first.target).toEqual({ stream_delay_enabled: false, stream_delay_seconds: 20 });

    obs.startStream();
    await vi.waitFor(() => expect(log.of("streamStatus").at(-1)?.stream.status.outputActive).toBe(true), EVENTUALLY);
    const live = log.of("streamStatus").at(-1)!.stream;
    expect(live.target).toEqual({ stream_delay_enabled: false, stream_delay_seconds: 20 });
    expect(ObsStreamStatusSchema.safeParse({ clientName: "producer", status: live.status, settings: live.target }).success).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it("reports a cut in OBS at once", async () => {
    const { obs, log, transmitter } = await setup();
    await connected(transmitter, log);
    const latencies: number[] = [];
    for (const [program, preview] of [
      ["Game", "Break"],
      ["Break", "Desk"],
      ["Desk", "Game"],
    ]) {
      const t0 = performance.now();
      obs.setPreviewScene(preview);
      obs.setProgramScene(program);
      await vi.waitFor(
        () => expect(log.of("dataChange").at(-1)?.scenes).toEqual({ programScene: program, previewScene: preview }),
        EVENTUALLY,
      );
      latencies.push(log.of("dataChange").at(-1)!.at - t0);
    }
    expect(transmitter.snapshot.scenes).toEqual({ programScene: "Desk", previewScene: "Game" });
    console.log(`[Transmitter] OBS scene switch -> report.dataChange: ${latencies.map((ms) => `${ms.toFixed(2)} ms`).join(", ")}`);
  });

  it("stops at a wrong password with OBS's reason and does not try again", async () => {
    const { obs, log, transmitter } = await setup({}, { password: "guess" });
    transmitter.start();
    await vi.waitFor(() => expect(transmitter.snapshot.state.status).toBe("wrong-password"), EVENTUALLY);
    expect(transmitter.snapshot.state).toEqual({
      status: "wrong-password",
      address: `ws://${obs.address}`,
      reason: "Error: Authentication failed.",
    });
    // Waits for nothing to happen: three retry periods (600 ms) in which a second attempt would have come.
    await sleep(RETRY_MS * 3);
    expect(obs.attempts).toBe(1);
    expect(obs.connections).toBe(0);
    expect(log.entries).toEqual([]);
  });

  it("reports a disconnect when OBS goes away, retries every retryMs, and reconnects when it is back", async () => {
    const { obs, log, transmitter } = await setup();
    await connected(transmitter, log);
    await obs.kill();
    await vi.waitFor(() => expect(transmitter.snapshot.state.status).toBe("retrying"), EVENTUALLY);
    expect(log.of("disconnect")).toHaveLength(1);
    const lost = transmitter.snapshot.state;
    expect(lost).toMatchObject({ reason: `Error: Lost the connection to OBS at ws://${obs.address}` });
    expect(transmitter.snapshot.scenes).toEqual({});

    // While OBS is down, every attempt is refused, with the socket's reason.
    await vi.waitFor(
      () =>
        expect(transmitter.snapshot.state).toMatchObject({ status: "retrying", reason: expect.stringMatching(/^Error: .*ECONNREFUSED/) }),
      EVENTUALLY,
    );
    const refused = transmitter.snapshot.state;
    expect(refused.status === "retrying" && lost.status === "retrying" && refused.retryAt > lost.retryAt).toBe(true);

    await obs.restart();
    await vi.waitFor(() => expect(log.of("streamStatus")).toHaveLength(2), EVENTUALLY);
    expect(transmitter.snapshot.state.status).toBe("connected");
    expect(log.of("dataChange").at(-1)?.scenes).toEqual({ programScene: "Desk", previewScene: "Game" });
    expect(log.of("disconnect")).toHaveLength(1);
  });

  it("polls the stream status while live and stops polling when the stream stops", async () => {
    const { obs, log, transmitter } = await setup();
    await connected(transmitter, log);
    obs.startStream();
    await vi.waitFor(
      () => expect(log.of("streamStatus").filter((e) => e.stream.status.outputActive).length).toBeGreaterThanOrEqual(4),
      EVENTUALLY,
    );
    const durations = log.of("streamStatus").flatMap((e) => (e.stream.status.outputActive ? [e.stream.status.outputDuration] : []));
    expect(durations.at(-1)!).toBeGreaterThan(durations[0]);
    expect([...durations].sort((a, b) => a - b)).toEqual(durations);
    expect(log.of("streamStatus").at(-1)?.stream.target.channelID).toBe("123456");

    obs.stopStream();
    await vi.waitFor(
      () => expect(log.of("streamStatus").at(-1)?.stream.status).toEqual({ outputActive: false, outputDuration: 0 }),
      EVENTUALLY,
    );
    const reports = log.of("streamStatus").length;
    // Waits for nothing to happen: 200 ms, four poll periods (pollMs 50), in which a stopped stream's poll would have reported.
    await sleep(200);
    expect(log.of("streamStatus")).toHaveLength(reports);
    expect(transmitter.snapshot.stream?.status.outputActive).toBe(false);
  });

  it("reads no preview scene while studio mode is off, without an error, and follows studio mode", async () => {
    const warn = vi.spyOn(console, "warn");
    const { obs, log, transmitter } = await setup({ previewScene: null });
    await connected(transmitter, log);
    expect(transmitter.snapshot.scenes).toEqual({ programScene: "Desk", previewScene: undefined });
    expect(log.of("dataChange")[0].scenes).toEqual({ programScene: "Desk", previewScene: undefined });

    obs.setStudioMode(true);
    await vi.waitFor(() => expect(transmitter.snapshot.scenes).toEqual({ programScene: "Desk", previewScene: "Desk" }), EVENTUALLY);
    obs.setStudioMode(false);
    await vi.waitFor(() => expect(log.of("dataChange").at(-1)?.scenes).toEqual({ programScene: "Desk" }), EVENTUALLY);
    expect(warn).not.toHaveBeenCalled();
  });

  it("follows a changed scene list, top first", async () => {
    const { obs, log, transmitter } = await setup();
    await connected(transmitter, log);
    obs.setSceneList(["Desk", "Game", "Replay"]);
    await vi.waitFor(() => expect(transmitter.snapshot.sceneList).toEqual(["Desk", "Game", "Replay"]), EVENTUALLY);
  });

  it("runs OBS requests for the remote page and rejects with OBS's comment or when not connected", async () => {
    const { obs, log, transmitter } = await setup();
    await expect(transmitter.call("GetSceneList")).rejects.toThrow("Not connected to OBS");
    await connected(transmitter, log);

    await transmitter.call("SetCurrentProgramScene", { sceneName: "Game" });
    expect(obs.programScene).toBe("Game");
    await vi.waitFor(() => expect(transmitter.snapshot.scenes.programScene).toBe("Game"), EVENTUALLY);
    await expect(transmitter.call("SetCurrentPreviewScene", { sceneName: "Nowhere" })).rejects.toThrow(
      "No source was found by the name of `Nowhere`.",
    );
    await expect(transmitter.call("StopStream")).rejects.toThrow("The stream output is not running.");

    transmitter.stop();
    expect(transmitter.snapshot.state).toEqual({ status: "off" });
    expect(log.of("disconnect")).toHaveLength(1);
    await expect(transmitter.call("StartStream")).rejects.toThrow("Not connected to OBS");
    expect(obs.streaming).toBe(false);
  });

  it("goes off at stop() without reporting a disconnect it never had, and tries no more", async () => {
    const obs = await ObsStandIn.start();
    await obs.kill();
    const log = recorder();
    const transmitter = new Transmitter({ url: obs.url, password: null, report: log.report, retryMs: 50 });
    transmitter.start();
    await vi.waitFor(() => expect(transmitter.snapshot.state.status).toBe("retrying"), EVENTUALLY);
    transmitter.stop();
    await obs.restart();
    cleanup.push(() => obs.close());
    // Waits for nothing to happen: 150 ms, three retry periods (retryMs 50), in which a stopped transmitter would have tried OBS.
    await sleep(150);
    expect(transmitter.snapshot.state).toEqual({ status: "off" });
    expect(obs.attempts).toBe(0);
    expect(log.entries).toEqual([]);
  });
});

/** A socket that records what is sent, answers each as `answer` says, and reconnects when told. */
function fakeSocket(answer: (event: string) => unknown = () => ({ data: true })) {
  const sent: [string, unknown][] = [];
  const onConnect = new Set<() => void>();
  const socket = {
    emit: (event: string, payload: unknown, ack: (reply: unknown) => void) => {
      sent.push([event, payload]);
      ack(answer(event));
    },
    on: (event: string, listener: () => void) => event === "connect" && onConnect.add(listener),
    off: (event: string, listener: () => void) => event === "connect" && onConnect.delete(listener),
  } as unknown as LiveSocket;
  return { socket, sent, reconnect: () => onConnect.forEach((listener) => listener()), listeners: () => onConnect.size };
}

describe("reportToServer", () => {
  it("sends the production events the server's schemas accept, and warns when the server refuses", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { socket, sent } = fakeSocket((event) =>
      event === "obs_disconnect" ? { error: true, errorMessage: "Not your client" } : { data: true },
    );
    const report = reportToServer(socket, "producer");
    const scenes = { programScene: "Desk", previewScene: "Game" };
    report.dataChange(scenes);
    report.streamStatus(
      { status: { outputActive: true, outputDuration: 1200 }, target: { service: "Twitch", url: "auto", channelID: "123456" } },
      scenes,
    );
    report.disconnect();

    expect(sent).toEqual([
      ["obs_data_change", { clientName: "producer", programScene: "Desk", previewScene: "Game" }],
      [
        "obs_stream_status",
        {
          clientName: "producer",
          status: { outputActive: true, outputDuration: 1200 },
          settings: { service: "Twitch", url: "auto", channelID: "123456" },
          scenes: { program: "Desk", preview: "Game" },
        },
      ],
      ["obs_disconnect", { clientName: "producer" }],
    ]);
    expect(ObsDataChangeSchema.safeParse(sent[0][1]).success).toBe(true);
    expect(ObsStreamStatusSchema.safeParse(sent[1][1]).success).toBe(true);
    expect(ObsDisconnectSchema.safeParse(sent[2][1]).success).toBe(true);
    expect(warn).toHaveBeenCalledExactlyOnceWith("[Transmitter] the server refused obs_disconnect for producer: Not your client");
  });

  it("sends the last readings again when the socket reconnects while OBS is connected, and nothing after a disconnect", () => {
    const { socket, sent, reconnect, listeners } = fakeSocket();
    const report = reportToServer(socket, "producer");
    reconnect();
    expect(sent).toEqual([]);

    report.dataChange({ programScene: "Desk", previewScene: "Game" });
    reconnect();
    expect(sent.slice(1)).toEqual([["obs_data_change", { clientName: "producer", programScene: "Desk", previewScene: "Game" }]]);

    const stream = { status: { outputActive: true, outputDuration: 5000 }, target: { service: "Twitch", channelID: "123456" } };
    report.streamStatus(stream, { programScene: "Desk", previewScene: "Game" });
    report.dataChange({ programScene: "Game", previewScene: "Break" });
    sent.length = 0;
    reconnect();
    // One stream status, with the scenes read since.
    expect(sent).toEqual([
      [
        "obs_stream_status",
        {
          clientName: "producer",
          status: { outputActive: true, outputDuration: 5000 },
          settings: { service: "Twitch", url: undefined, channelID: "123456" },
          scenes: { program: "Game", preview: "Break" },
        },
      ],
    ]);
    expect(listeners()).toBe(1);

    report.disconnect();
    sent.length = 0;
    reconnect();
    expect(sent).toEqual([]);
    expect(listeners()).toBe(0);
  });
});
