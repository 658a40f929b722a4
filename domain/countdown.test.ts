import { describe, expect, it } from "vitest";
import { countdownText, formatClock, formatDuration, secondsLeft } from "./countdown.ts";

describe("countdown", () => {
  it("shows mm:ss under an hour and h:mm:ss from an hour", () => {
    expect(formatDuration(0)).toBe("00:00");
    expect(formatDuration(59)).toBe("00:59");
    expect(formatDuration(3599)).toBe("59:59");
    expect(formatDuration(3600)).toBe("1:00:00");
    expect(formatDuration(3 * 3600 + 65)).toBe("3:01:05");
  });
  it("floors at zero once the end has passed", () => {
    expect(countdownText(1_000, 60_000)).toBe("00:00");
    expect(secondsLeft(1_000, 60_000)).toBe(0);
  });
  it("counts the time left to the end", () => {
    expect(countdownText(10 * 60_000, 0)).toBe("10:00");
    expect(countdownText(10 * 60_000, 500)).toBe("10:00");
    expect(countdownText(10 * 60_000, 1_000)).toBe("09:59");
  });
  it("shows the clock time when no countdown is set", () => {
    const noonUtc = Date.UTC(2026, 0, 5, 12, 30);
    expect(countdownText(null, noonUtc, "UTC")).toBe("12:30 PM");
    expect(secondsLeft(undefined, noonUtc)).toBeNull();
  });
  it("falls back to the local clock when the time zone is unknown", () => {
    const noonUtc = Date.UTC(2026, 0, 5, 12, 30);
    expect(formatClock(noonUtc, "Nowhere/Atlantis")).toBe(formatClock(noonUtc));
    expect(formatClock(noonUtc, "Nowhere/Atlantis")).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    expect(formatClock(noonUtc, "Nowhere/Atlantis", true)).toBe(formatClock(noonUtc, undefined, true));
    expect(formatClock(noonUtc, "Nowhere/Atlantis", true)).toMatch(/^\d{1,2}:\d{2}$/);
  });
  it("gives the whole seconds left, rounding a started second up", () => {
    expect(secondsLeft(10 * 60_000, 0)).toBe(600);
    expect(secondsLeft(10 * 60_000, 500)).toBe(600);
    expect(secondsLeft(10 * 60_000, 1_000)).toBe(599);
  });
});
