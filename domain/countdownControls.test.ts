import { describe, expect, it } from "vitest";
import { countdownNotice, customDurationSeconds, MATCH_START_OFFSETS, QUICK_COUNTDOWNS, showMatchStartRow } from "./countdownControls.ts";

describe("quick countdowns (SPEC §9)", () => {
  it("are 3:00, 5:00 and 10:00 from now", () => {
    expect(QUICK_COUNTDOWNS.map((p) => [p.label, p.seconds])).toEqual([
      ["3:00", 180],
      ["5:00", 300],
      ["10:00", 600],
    ]);
  });
  it("from the match start are -5:00, -2:00, Start, +2:00 and +5:00", () => {
    expect(MATCH_START_OFFSETS.map((p) => [p.label, p.seconds])).toEqual([
      ["-5:00", -300],
      ["-2:00", -120],
      ["Start", 0],
      ["+2:00", 120],
      ["+5:00", 300],
    ]);
  });
  it("the match start row shows only when the match starts more than 2 minutes from now", () => {
    const now = 1_000_000;
    expect(showMatchStartRow(now + 120_001, now)).toBe(true);
    expect(showMatchStartRow(now + 120_000, now)).toBe(false);
    expect(showMatchStartRow(now - 60_000, now)).toBe(false);
    expect(showMatchStartRow(undefined, now)).toBe(false);
  });
});

describe("custom countdown duration (SPEC §5)", () => {
  it("adds hours, minutes and seconds; empty fields read 0", () => {
    expect(customDurationSeconds({ hours: "1", minutes: "2", seconds: "3" })).toBe(3723);
    expect(customDurationSeconds({ hours: "", minutes: "5", seconds: "" })).toBe(300);
    expect(customDurationSeconds({ hours: "", minutes: "", seconds: "" })).toBe(0);
  });
  it("refuses minutes or seconds above 59, negatives and fractions", () => {
    expect(customDurationSeconds({ hours: "0", minutes: "60", seconds: "0" })).toBeNull();
    expect(customDurationSeconds({ hours: "0", minutes: "0", seconds: "75" })).toBeNull();
    expect(customDurationSeconds({ hours: "-1", minutes: "0", seconds: "0" })).toBeNull();
    expect(customDurationSeconds({ hours: "0", minutes: "1.5", seconds: "0" })).toBeNull();
  });
  it("allows many hours", () => {
    expect(customDurationSeconds({ hours: "30", minutes: "0", seconds: "0" })).toBe(108_000);
  });
});

describe("countdown notices", () => {
  it("say the time left and the end in the broadcast's zone, or that the countdown was cleared", () => {
    const now = Date.UTC(2030, 6, 1, 22, 0, 0);
    expect(countdownNotice(now + 5 * 60_000, now, "America/New_York")).toBe("Countdown set: 05:00 left, ending at 6:05 PM");
    expect(countdownNotice(null, now)).toBe("Countdown cleared");
  });
});

describe("custom countdown duration, edges", () => {
  it("accepts 59 minutes and 59 seconds, and fields with spaces around them", () => {
    expect(customDurationSeconds({ hours: "", minutes: "59", seconds: "59" })).toBe(3599);
    expect(customDurationSeconds({ hours: " 1 ", minutes: " 5", seconds: "7 " })).toBe(3907);
  });
  it("refuses an hour count too large to count down", () => {
    expect(customDurationSeconds({ hours: "9999999999999999", minutes: "0", seconds: "0" })).toBeNull();
  });
});
