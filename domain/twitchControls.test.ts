import { describe, expect, it } from "vitest";
import { COMMERCIAL_LENGTHS } from "./actions.ts";
import {
  commercialLabel,
  PREDICTION_BUTTONS,
  predictionBlocker,
  predictionStatusText,
  titleBlocker,
  titleFormatOf,
} from "./twitchControls.ts";

describe("twitch controls", () => {
  it("Update title needs a live match and a title format, or a special title format for special events", () => {
    const formats = { title_format: "{event}", special_title_format: undefined };
    expect(titleBlocker(formats, null)).toBe("Choose a live match to set the title");
    expect(titleBlocker(formats, {})).toBeNull();
    expect(titleBlocker({}, {})).toBe("This broadcast has no title format");
    expect(titleBlocker(formats, { special_event: true })).toBe("This special event needs a special title format on the broadcast");
    expect(titleBlocker({ special_title_format: "{match}" }, { special_event: true })).toBeNull();
  });

  it("sets the title from the special title format for a special event, else the title format", () => {
    const formats = { title_format: "{event}", special_title_format: "{match}" };
    expect(titleFormatOf(formats, {})).toBe("{event}");
    expect(titleFormatOf(formats, null)).toBe("{event}");
    expect(titleFormatOf(formats, { special_event: true })).toBe("{match}");
    expect(titleFormatOf({ title_format: "{event}" }, { special_event: true })).toBeUndefined();
  });

  it("creates a prediction for a live match when none runs; locks an open one; resolves and cancels a running one", () => {
    const match = { id: "m1" };
    const none = {};
    const open = { prediction_id: "p1", prediction_status: "ACTIVE" };
    const locked = { prediction_id: "p1", prediction_status: "LOCKED" };
    const create = { action: "create" } as const;
    expect(predictionBlocker(create, none, null)).toBe("Choose a live match to create a prediction");
    expect(predictionBlocker(create, none, match)).toBeNull();
    expect(predictionBlocker(create, open, match)).toBe("A prediction is already running");
    for (const action of ["lock", "resolve", "cancel"] as const)
      expect(predictionBlocker({ action }, none, match)).toBe("No prediction is running");
    expect(predictionBlocker({ action: "lock" }, open, null)).toBeNull();
    expect(predictionBlocker({ action: "lock" }, locked, match)).toBe("The prediction is already locked");
    expect(predictionBlocker({ action: "resolve" }, locked, match)).toBeNull();
    expect(predictionBlocker({ action: "cancel" }, locked, match)).toBeNull();
  });

  it("labels the commercials 30s, 1m, 1m30s, 2m, 2m30s, 3m", () => {
    expect(COMMERCIAL_LENGTHS.map(commercialLabel)).toEqual(["30s", "1m", "1m30s", "2m", "2m30s", "3m"]);
  });

  it("creates match predictions that lock after 300 s and map predictions after 180 s", () => {
    expect(PREDICTION_BUTTONS.map((b) => b.label)).toEqual([
      "Create Match",
      "Resolve (match)",
      "Create Map",
      "Resolve (map)",
      "Lock",
      "Cancel",
    ]);
    expect(PREDICTION_BUTTONS.filter((b) => b.action === "create").map((b) => [b.type, b.autoLockAfter])).toEqual([
      ["match", 300],
      ["map", 180],
    ]);
    expect(predictionStatusText("LOCKED")).toBe("Prediction locked");
    expect(predictionStatusText(undefined)).toBe("No prediction running");
  });
});
