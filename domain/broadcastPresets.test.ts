import { describe, expect, it } from "vitest";
import { broadcastPresets, endOfStreamPreset, QUICK_TITLES, startOfStreamPreset } from "./broadcastPresets.ts";

const broadcast = { name: "Community Cup Main Stream" };

describe("broadcast presets", () => {
  it("titles the start of stream with the event's short name", () => {
    expect(startOfStreamPreset(broadcast, { name: "Community Cup Spring", short: "CC Spring" })).toEqual({
      id: "start-of-stream",
      name: "Start of stream",
      broadcast: { title: "CC Spring" },
      breakDisplay: "Automated",
    });
  });

  it("falls back to the event's name, then the broadcast's name", () => {
    expect(startOfStreamPreset(broadcast, { name: "Community Cup Spring", short: " " }).broadcast.title).toBe("Community Cup Spring");
    expect(startOfStreamPreset(broadcast, null).broadcast.title).toBe("Community Cup Main Stream");
    expect(startOfStreamPreset(broadcast, { name: " Community Cup Spring " }).broadcast.title).toBe("Community Cup Spring");
    expect(startOfStreamPreset(broadcast, { short: "" } as { name: string; short: string }).broadcast.title).toBe(
      "Community Cup Main Stream",
    );
  });

  it("ends the stream with the thanks title, the staff display and no countdown", () => {
    expect(endOfStreamPreset()).toEqual({
      id: "end-of-stream",
      name: "End of stream",
      broadcast: { title: "Thanks for watching!", countdownEnd: null },
      breakDisplay: "Staff",
    });
  });

  it("offers Start of stream then End of stream", () => {
    expect(broadcastPresets(broadcast, undefined).map((p) => p.name)).toEqual(["Start of stream", "End of stream"]);
  });

  it("has the three quick titles of the spec", () => {
    expect(QUICK_TITLES).toEqual(["Starting Soon", "Be Right Back", "Thanks for Watching"]);
  });
});
