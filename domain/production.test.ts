import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { describeIssues } from "./actions.ts";
import {
  CommsEnableDataSchema,
  ObsStreamStatusSchema,
  PRODUCTION_EVENTS,
  ProdKeySchema,
  PipAnnounceSchema,
  ProdTriggerSchema,
  SendProdUpdateSchema,
} from "./production.ts";

const issuesOf = (result: z.ZodSafeParseResult<unknown>) => (result.success ? [] : describeIssues(result.error));

describe("production event payloads", () => {
  it("lists the five events a signed-in socket may send", () => {
    expect(PRODUCTION_EVENTS.sort()).toEqual([
      "obs_data_change",
      "obs_disconnect",
      "obs_stream_status",
      "prod_trigger",
      "send_prod_update",
    ]);
  });

  it("a client or broadcast key is trimmed, and an empty or overlong one is refused", () => {
    expect(ProdKeySchema.parse("  main ")).toBe("main");
    expect(ProdKeySchema.safeParse("   ").success).toBe(false);
    expect(ProdKeySchema.safeParse("x".repeat(65)).success).toBe(false);
  });

  it("an unknown trigger is refused at its path with 'Unknown trigger'", () => {
    expect(issuesOf(ProdTriggerSchema.safeParse({ trigger: "<script>" }))).toEqual([{ path: "trigger", message: "Unknown trigger" }]);
    expect(ProdTriggerSchema.parse({ trigger: "advance_draft", broadcast: "main" })).toEqual({
      trigger: "advance_draft",
      broadcast: "main",
      relay: { name: "draft_advance", args: [], remote: false },
    });
  });

  it("reads the original's positional form by its original names, and relays it under that name", () => {
    expect(ProdTriggerSchema.parse(["skip_song", "break"])).toEqual({
      trigger: "music_skip",
      data: "break",
      broadcast: undefined,
      relay: { name: "skip_song", args: ["break"], remote: false },
    });
    expect(ProdTriggerSchema.parse(["comms_enable", { team: 1 }])).toMatchObject({
      trigger: "comms_enable",
      relay: { args: [{ team: 1 }] },
    });
    // The original draft board's own names are relayed and do nothing else here.
    expect(ProdTriggerSchema.parse(["draft_pick_hero", "Ana"])).toMatchObject({ trigger: null, relay: { name: "draft_pick_hero" } });
    expect(issuesOf(ProdTriggerSchema.safeParse(["fade_map_songs", ""]))).toEqual([
      { path: "(root)", message: "Unknown trigger: fade_map_songs" },
    ]);
    expect(ProdTriggerSchema.safeParse(["skip_song", 1, 2, 3, 4]).success).toBe(false);
  });

  it("reads the Stream Deck's fade_map_music as the music fading out; ours still reaches the original's pages as fade_stop_song", () => {
    expect(ProdTriggerSchema.parse(["fade_map_music", ""])).toMatchObject({
      trigger: "music_fade_stop",
      relay: { name: "fade_map_music", args: [""], remote: false },
    });
    expect(ProdTriggerSchema.parse({ trigger: "music_fade_stop" })).toMatchObject({ relay: { name: "fade_stop_song" } });
  });

  it("relays the original remote OBS control's triggers by name, to the remote page too, and does nothing else with them", () => {
    expect(ProdTriggerSchema.parse(["request_obs_remote_control_update"])).toMatchObject({
      trigger: null,
      relay: { name: "request_obs_remote_control_update", args: [], remote: true },
    });
    expect(ProdTriggerSchema.parse(["obs_remote_data", { results: [] }])).toMatchObject({
      trigger: null,
      relay: { name: "obs_remote_data", args: [{ results: [] }], remote: true },
    });
  });

  it("takes up to three arguments in the positional form", () => {
    expect(ProdTriggerSchema.parse(["skip_song", 1, 2, 3])).toMatchObject({ trigger: "music_skip", relay: { args: [1, 2, 3] } });
  });

  it("relays our trigger's data to the original's overlays as its one argument", () => {
    expect(ProdTriggerSchema.parse({ trigger: "comms_enable", data: { team: 1 } })).toMatchObject({
      relay: { name: "comms_enable", args: [{ team: 1 }] },
    });
  });

  it("send_prod_update must name a client or a broadcast", () => {
    expect(issuesOf(SendProdUpdateSchema.safeParse({ data: { tally: "program" } }))).toEqual([
      { path: "(root)", message: "Name a client or broadcast" },
    ]);
    expect(SendProdUpdateSchema.safeParse({ client: "observer", data: 1 }).success).toBe(true);
  });

  it("stream status may carry only some of its settings and scenes", () => {
    expect(
      ObsStreamStatusSchema.parse({ clientName: "producer", settings: { service: "Twitch" }, scenes: { program: "Game" } }),
    ).toMatchObject({
      settings: { service: "Twitch" },
      scenes: { program: "Game" },
    });
  });
});

describe("comms_enable data", () => {
  it("takes the team bare or as { team }, as a number or as the Stream Deck's text", () => {
    expect(CommsEnableDataSchema.parse(1)).toBe(1);
    expect(CommsEnableDataSchema.parse({ team: 2 })).toBe(2);
    expect(CommsEnableDataSchema.parse("1")).toBe(1);
    expect(CommsEnableDataSchema.parse({ team: "2" })).toBe(2);
  });

  it("refuses anything but team 1 or 2", () => {
    for (const data of [0, 3, "3", "one", {}, { team: 3 }, null, undefined]) {
      const result = CommsEnableDataSchema.safeParse(data);
      expect(result.success, JSON.stringify(data)).toBe(false);
    }
  });
});

describe("pip_announce", () => {
  it("reads active as a boolean or as the original's text", () => {
    expect(PipAnnounceSchema.parse({ clientName: "desk", active: "false", number: "2" })).toEqual({
      clientName: "desk",
      active: false,
      number: 2,
    });
    expect(PipAnnounceSchema.parse({ clientName: "desk", active: "true", number: 2 }).active).toBe(true);
    expect(PipAnnounceSchema.parse({ clientName: "desk", active: false, number: 2 }).active).toBe(false);
  });
});
