import { describe, expect, it } from "vitest";
import type { ProgramChange } from "./production.ts";
import { goLiveStep, isProducerClient, mergeProgramChange, sceneNamesFromList, streamTargetText, streamText } from "./streamStatus.ts";

const producer = (player: string) => ({ singular_name: "Producer", player: [player] });
const caster = (player: string) => ({ singular_name: "Caster", player: [player] });
const broadcast = { channel_id: "1234", broadcast_settings: [] as string[] };
const toBroadcast = { service: "Twitch", channelID: "1234" };
const live = (outputActive: boolean, target: object = toBroadcast) => ({ status: { outputActive }, target });

describe("the producer client", () => {
  it("is the dashboard of the live match's Producer", () => {
    expect(isProducerClient("recMe", {}, [caster("recOther"), producer("recMe")])).toBe(true);
    expect(isProducerClient("recMe", {}, [producer("recOther"), caster("recMe")])).toBe(false);
  });

  it("is any dashboard when the live match has no Producer, or there is no live match", () => {
    expect(isProducerClient("recMe", {}, [caster("recOther")])).toBe(true);
    expect(isProducerClient("recMe", {}, [])).toBe(true);
    expect(isProducerClient("recMe", null, [])).toBe(true);
  });

  it("is any dashboard when there is no live match, whatever relationships are left over", () => {
    expect(isProducerClient("recMe", null, [producer("recOther")])).toBe(true);
  });

  it("is the dashboard of any of the match's Producers, and skips a Producer without a player", () => {
    expect(isProducerClient("recMe", {}, [producer("recOther"), producer("recMe")])).toBe(true);
    expect(isProducerClient("recMe", {}, [{ singular_name: "Producer" }, producer("recMe")])).toBe(true);
  });

  it("is not known while the match or its relationships are loading", () => {
    expect(isProducerClient("recMe", undefined, [])).toBeUndefined();
    expect(isProducerClient("recMe", {}, [producer("recMe"), undefined])).toBeUndefined();
  });
});

describe("going live (SPEC §4)", () => {
  it("only records the first reading", () => {
    expect(goLiveStep(null, live(true), broadcast, true)).toEqual({ last: true, plan: null });
    expect(goLiveStep(null, null, broadcast, true)).toEqual({ last: null, plan: null });
  });

  it("turns advertise on when the output starts and off when it stops, once per change", () => {
    const on = goLiveStep(false, live(true), broadcast, true);
    expect(on).toEqual({ last: true, plan: { advertise: true, setTitle: false, notice: "Detected going live - turning on advertise" } });
    // A re-render or StrictMode's second effect sees the same reading: nothing more.
    expect(goLiveStep(on.last, live(true), broadcast, true)).toEqual({ last: true, plan: null });
    expect(goLiveStep(true, live(false), broadcast, true).plan).toEqual({
      advertise: false,
      setTitle: false,
      notice: "Detected going offline - turning off advertise",
    });
  });

  it("sets the title too with Set title when going live", () => {
    const withTitle = { ...broadcast, broadcast_settings: ["Set title when going live"] };
    expect(goLiveStep(false, live(true), withTitle, true).plan).toEqual({
      advertise: true,
      setTitle: true,
      notice: "Detected going live - setting title & advertise",
    });
  });

  it("leaves advertise alone for another channel, or on a dashboard that is not the producer's", () => {
    expect(goLiveStep(false, live(true, { service: "Twitch", channelID: "999" }), broadcast, true)).toEqual({ last: true, plan: null });
    expect(goLiveStep(false, live(true), broadcast, false)).toEqual({ last: true, plan: null });
  });

  it("keeps a change for later while the producer client is not known yet", () => {
    expect(goLiveStep(null, live(false), broadcast, undefined)).toEqual({ last: false, plan: null });
    const waiting = goLiveStep(false, live(true), broadcast, undefined);
    expect(waiting).toEqual({ last: false, plan: null });
    expect(goLiveStep(waiting.last, live(true), broadcast, true).plan?.notice).toBe("Detected going live - turning on advertise");
  });
});

describe("a client's stream software state", () => {
  const change = (over: Partial<ProgramChange>): ProgramChange => ({ emitSource: "obs_data_change", clientSource: "Desk", ...over });

  it("keeps the stream status across scene changes and the scenes across stream reports", () => {
    const status = { outputActive: true, outputDuration: 5000 };
    let view = mergeProgramChange(undefined, change({ programScene: "Game", previewScene: "Desk" }));
    view = mergeProgramChange(view, change({ emitSource: "obs_stream_status", status, target: toBroadcast, updatedAt: 10 }));
    view = mergeProgramChange(view, change({ programScene: "Desk", previewScene: "Game" }));
    expect(view).toEqual({
      clientKey: "desk",
      connected: true,
      programScene: "Desk",
      previewScene: "Game",
      status,
      target: toBroadcast,
      updatedAt: 10,
    });
  });

  it("takes a whole stored state as it is", () => {
    const before = mergeProgramChange(undefined, change({ programScene: "Game", previewScene: "Desk" }));
    expect(mergeProgramChange(before, change({ connected: true, programScene: "Desk", updatedAt: 7 }))).toEqual({
      clientKey: "desk",
      connected: true,
      programScene: "Desk",
      updatedAt: 7,
    });
  });

  it("forgets the scenes when the stream software disconnects, and a replayed disconnected state shows no scenes", () => {
    const before = mergeProgramChange(undefined, change({ programScene: "Game" }));
    expect(mergeProgramChange(before, change({ emitSource: "obs_disconnect" }))).toEqual({ clientKey: "desk", connected: false });
    const replayed = change({ emitSource: "obs_stream_status", connected: false, programScene: "Old", updatedAt: 5 });
    expect(mergeProgramChange(undefined, replayed)).toEqual({ clientKey: "desk", connected: false, updatedAt: 5 });
    // Reconnected: the old scenes do not come back.
    const after = mergeProgramChange(
      mergeProgramChange(before, change({ emitSource: "obs_disconnect" })),
      change({ previewScene: "Desk" }),
    );
    expect(after.programScene).toBeUndefined();
  });

  it("reads live for the reported duration plus the time since the report", () => {
    expect(streamText({ status: { outputActive: true, outputDuration: 61_000 }, updatedAt: 1000 }, 3000)).toBe("Live for 1:03");
    expect(streamText({ status: { outputActive: false, outputDuration: 0 } }, 0)).toBe("Offline");
    expect(streamText({}, 0)).toBe("Stream status not reported yet");
  });

  it("says whether the stream goes to the broadcast's channel", () => {
    expect(streamTargetText(toBroadcast, broadcast)).toEqual({ matches: true, text: "Twitch · the broadcast's channel" });
    expect(streamTargetText({ service: "Twitch", channelID: "9" }, broadcast).matches).toBe(false);
    expect(streamTargetText({ service: "YouTube" }, broadcast).text).toBe("YouTube · not a Twitch channel");
    expect(streamTargetText(toBroadcast, {}).text).toBe("Twitch · the broadcast has no Twitch channel id");
  });

  it("names the other channel or the missing channel when the stream goes elsewhere", () => {
    expect(streamTargetText({ service: "Twitch", channelID: "9" }, broadcast)).toEqual({
      matches: false,
      text: "Twitch · another channel (9), not the broadcast's",
    });
    expect(streamTargetText(toBroadcast, {})).toEqual({ matches: false, text: "Twitch · the broadcast has no Twitch channel id" });
    expect(streamTargetText(null, broadcast)).toEqual({ matches: false, text: "Unknown service · not a Twitch channel" });
    expect(streamTargetText({ service: "  ", channelID: "9" }, broadcast).text).toBe(
      "Unknown service · another channel (9), not the broadcast's",
    );
    expect(streamTargetText({ channelID: "9" }, broadcast).text).toBe("Unknown service · another channel (9), not the broadcast's");
  });

  it("files a change under its client's key in lower case, trimmed", () => {
    const status = { outputActive: false, outputDuration: 0 };
    expect(mergeProgramChange(undefined, change({ clientSource: " Desk-A ", status })).clientKey).toBe("desk-a");
    expect(mergeProgramChange(undefined, change({ clientSource: undefined, status })).clientKey).toBe("");
  });
});

describe("the remote's scene list", () => {
  it("lists OBS's scenes top first, whatever order they came in", () => {
    const data = {
      scenes: [
        { sceneName: "Bottom", sceneIndex: 0 },
        { sceneName: "Top", sceneIndex: 2 },
        { sceneName: "Middle", sceneIndex: 1 },
      ],
    };
    expect(sceneNamesFromList(data)).toEqual(["Top", "Middle", "Bottom"]);
  });

  it("reads scenes without an index in list order, bottom first", () => {
    expect(sceneNamesFromList({ scenes: [{ sceneName: "Bottom" }, { sceneName: "Middle" }, { sceneName: "Top" }] })).toEqual([
      "Top",
      "Middle",
      "Bottom",
    ]);
  });

  it("reads a malformed answer as no scenes", () => {
    expect(sceneNamesFromList(null)).toEqual([]);
    expect(sceneNamesFromList({ scenes: "Game" })).toEqual([]);
    expect(sceneNamesFromList({ scenes: [{ sceneName: 3 }, null, { sceneName: "Game" }] })).toEqual(["Game"]);
  });
});
