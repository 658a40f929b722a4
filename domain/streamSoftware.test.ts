import { describe, expect, it } from "vitest";
import {
  channelIdFromStreamKey,
  goLivePlan,
  nextStreamState,
  RemoteRequestSchema,
  routeTransmitter,
  streamTargetsBroadcast,
  transmitterAddress,
  transmitterLightText,
  transmitterStateText,
} from "./streamSoftware.ts";

describe("the transmitter's address", () => {
  it("defaults to localhost:4455 and adds ws:// when none is typed", () => {
    expect(transmitterAddress("")).toBe("ws://localhost:4455");
    expect(transmitterAddress(" 192.168.1.20:4455 ")).toBe("ws://192.168.1.20:4455");
    expect(transmitterAddress("wss://obs.example.org")).toBe("wss://obs.example.org");
  });
});

describe("a crew page's OBS connection", () => {
  const settings = { transmitterUrl: "localhost:4455", transmitterPassword: "stored" };
  it("takes the route's url and password over this browser's settings", () => {
    expect(routeTransmitter(new URLSearchParams("url=10.0.0.5:4455&password=p"), settings)).toEqual({
      url: "10.0.0.5:4455",
      password: "p",
    });
    expect(routeTransmitter(new URLSearchParams("number=2"), settings)).toEqual({ url: "localhost:4455", password: "stored" });
  });
});

describe("the stream's channel", () => {
  it("reads a Twitch key's channel id and nothing else of it", () => {
    expect(channelIdFromStreamKey("live_123456789_AbCdEf")).toBe("123456789");
    expect(channelIdFromStreamKey("abcd-efgh")).toBeUndefined();
    expect(channelIdFromStreamKey(undefined)).toBeUndefined();
  });
  it("matches the broadcast only on the same channel id", () => {
    expect(streamTargetsBroadcast({ channelID: "42" }, { channel_id: "42" })).toBe(true);
    expect(streamTargetsBroadcast({ channelID: "42" }, { channel_id: "43" })).toBe(false);
    expect(streamTargetsBroadcast({}, { channel_id: "42" })).toBe(false);
    expect(streamTargetsBroadcast({ channelID: "42" }, {})).toBe(false);
  });
});

describe("going live (SPEC §4, §8)", () => {
  const broadcast = { channel_id: "42", broadcast_settings: [] as string[] };
  const target = { service: "Twitch", channelID: "42" };
  it("turns advertise on when the output starts and off when it stops, with the §8 notices", () => {
    expect(goLivePlan(false, true, target, broadcast)).toEqual({
      advertise: true,
      setTitle: false,
      notice: "Detected going live - turning on advertise",
    });
    expect(goLivePlan(true, false, target, broadcast)).toEqual({
      advertise: false,
      setTitle: false,
      notice: "Detected going offline - turning off advertise",
    });
  });
  it("sets the title too with Set title when going live", () => {
    const plan = goLivePlan(false, true, target, { ...broadcast, broadcast_settings: ["Set title when going live"] });
    expect(plan).toEqual({ advertise: true, setTitle: true, notice: "Detected going live - setting title & advertise" });
  });
  it("does nothing on the first reading, without a change, or for another channel", () => {
    expect(goLivePlan(null, true, target, broadcast)).toBeNull();
    expect(goLivePlan(true, true, target, broadcast)).toBeNull();
    expect(goLivePlan(false, true, { channelID: "7" }, broadcast)).toBeNull();
  });
});

describe("the transmitter's state line", () => {
  it("says the §8 texts", () => {
    expect(transmitterStateText({ status: "retrying", address: "ws://x", reason: "Error: refused", retryAt: 0 })).toBe(
      "Not Connected: Error: refused (retrying in 2 s)",
    );
    expect(transmitterStateText({ status: "off" })).toBe("Not configured");
    expect(transmitterLightText({ status: "wrong-password", address: "ws://x", reason: "Error: Authentication failed." })).toBe(
      "Wrong password",
    );
  });
});

describe("remote requests", () => {
  it("takes a scene switch and refuses a request the remote does not run, with the reason", () => {
    expect(
      RemoteRequestSchema.safeParse({ client: "producer", requestType: "SetCurrentProgramScene", requestData: { sceneName: "Desk" } })
        .success,
    ).toBe(true);
    const bad = RemoteRequestSchema.safeParse({ client: "producer", requestType: "Shutdown" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toContain("Unknown request");
    expect(RemoteRequestSchema.safeParse({ client: "producer", requestType: "SetCurrentProgramScene", requestData: {} }).success).toBe(
      false,
    );
  });
});

describe("a client's stored stream software state after a report", () => {
  const live = { outputActive: true, outputDuration: 5000 };
  const twitch = { service: "Twitch", channelID: "42" };
  const before = {
    clientKey: "producer",
    connected: true,
    programScene: "Desk",
    previewScene: "Game",
    status: live,
    target: twitch,
    updatedAt: 1,
  };
  it("a scene change keeps the stream's status and target", () => {
    expect(nextStreamState(before, "producer", { emitSource: "obs_data_change", programScene: "Game", previewScene: "Desk" }, 2)).toEqual({
      ...before,
      programScene: "Game",
      previewScene: "Desk",
      updatedAt: 2,
    });
  });
  it("a stream status brings scenes only when it carries them", () => {
    const offline = { outputActive: false, outputDuration: 0 };
    expect(nextStreamState(before, "producer", { emitSource: "obs_stream_status", status: offline }, 2)).toEqual({
      ...before,
      status: offline,
      updatedAt: 2,
    });
    expect(nextStreamState(undefined, "producer", { emitSource: "obs_stream_status", scenes: { program: "Desk" } }, 2)).toEqual({
      clientKey: "producer",
      connected: true,
      programScene: "Desk",
      previewScene: undefined,
      status: undefined,
      target: undefined,
      updatedAt: 2,
    });
  });
  it("a disconnect keeps only where the stream goes: nothing reads as on air", () => {
    expect(nextStreamState(before, "producer", { emitSource: "obs_disconnect" }, 3)).toEqual({
      clientKey: "producer",
      connected: false,
      target: twitch,
      updatedAt: 3,
    });
  });
});

describe("the transmitter's address, more input", () => {
  it("defaults to localhost:4455 when nothing is set and keeps a typed ws:// address as it is", () => {
    expect(transmitterAddress(undefined)).toBe("ws://localhost:4455");
    expect(transmitterAddress(null)).toBe("ws://localhost:4455");
    expect(transmitterAddress("ws://obs.local:4455")).toBe("ws://obs.local:4455");
    expect(transmitterAddress("WS://obs.local:4455")).toBe("WS://obs.local:4455");
  });
});

describe("the stream's channel, edge cases", () => {
  it("reads a channel id only from a key that starts with live_", () => {
    expect(channelIdFromStreamKey("backup_live_123_abc")).toBeUndefined();
  });
  it("matches no broadcast without a stream target, and ignores spaces around the broadcast's channel id", () => {
    expect(streamTargetsBroadcast(null, { channel_id: "42" })).toBe(false);
    expect(streamTargetsBroadcast(undefined, { channel_id: "42" })).toBe(false);
    expect(streamTargetsBroadcast({ channelID: "42" }, { channel_id: " 42 " })).toBe(true);
  });
});

describe("the transmitter's texts for every state", () => {
  const states = {
    off: { status: "off" },
    connecting: { status: "connecting", address: "ws://x:4455" },
    connected: { status: "connected", address: "ws://x:4455", since: 0 },
    retrying: { status: "retrying", address: "ws://x:4455", reason: "Error: refused", retryAt: 0 },
    wrongPassword: { status: "wrong-password", address: "ws://x:4455", reason: "Error: Authentication failed." },
  } as const;
  it("says where it connects in the state line", () => {
    expect(transmitterStateText(states.connecting)).toBe("Connecting to ws://x:4455");
    expect(transmitterStateText(states.connected)).toBe("Connected to ws://x:4455");
    expect(transmitterStateText(states.wrongPassword)).toBe("Not Connected: Error: Authentication failed.");
  });
  it("says one word or phrase on the status light", () => {
    expect(transmitterLightText(states.off)).toBe("Not configured");
    expect(transmitterLightText(states.connecting)).toBe("Connecting…");
    expect(transmitterLightText(states.connected)).toBe("Connected");
    expect(transmitterLightText(states.retrying)).toBe("Retrying in 2 s");
  });
});

describe("a client's first stream software report", () => {
  it("a stream status or a disconnect without an earlier state leaves scenes and target empty", () => {
    const live = { outputActive: true, outputDuration: 0 };
    expect(nextStreamState(undefined, "producer", { emitSource: "obs_stream_status", status: live }, 2)).toEqual({
      clientKey: "producer",
      connected: true,
      programScene: undefined,
      previewScene: undefined,
      status: live,
      target: undefined,
      updatedAt: 2,
    });
    expect(nextStreamState(undefined, "producer", { emitSource: "obs_disconnect" }, 3)).toEqual({
      clientKey: "producer",
      connected: false,
      target: undefined,
      updatedAt: 3,
    });
  });
  it("refuses a report of a kind it does not know, naming it", () => {
    const report = { emitSource: "obs_reboot" } as unknown as Parameters<typeof nextStreamState>[2];
    expect(() => nextStreamState(undefined, "producer", report, 1)).toThrow('[StreamSoftware] unknown report {"emitSource":"obs_reboot"}');
  });
});
