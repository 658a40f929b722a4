import { describe, expect, it } from "vitest";
import { fromDateInputValue, toDateInputValue } from "./dateInput.ts";

const JULY_EVENING = Date.UTC(2026, 6, 15, 23, 30); // 7:30 PM in New York (EDT), 12:30 AM next day in London (BST)
const DECEMBER = Date.UTC(2026, 11, 1, 19, 0); // 2:00 PM in New York (EST)

describe("datetime-local values in the viewer's zone", () => {
  it("shows the wall clock of the chosen zone, to the minute", () => {
    expect(toDateInputValue(JULY_EVENING, "America/New_York")).toBe("2026-07-15T19:30");
    expect(toDateInputValue(JULY_EVENING, "Europe/London")).toBe("2026-07-16T00:30");
    expect(toDateInputValue(DECEMBER + 42_000, "America/New_York")).toBe("2026-12-01T14:00");
    expect(toDateInputValue(DECEMBER, "UTC")).toBe("2026-12-01T19:00");
  });

  it("reads a typed wall-clock time back as the instant in that zone", () => {
    expect(fromDateInputValue("2026-07-15T19:30", "America/New_York")).toBe(JULY_EVENING);
    expect(fromDateInputValue("2026-07-16T00:30", "Europe/London")).toBe(JULY_EVENING);
    expect(fromDateInputValue("2026-12-01T14:00", "America/New_York")).toBe(DECEMBER);
    expect(fromDateInputValue("2026-12-01T20:00:00", "Europe/Berlin")).toBe(DECEMBER);
  });

  it("round-trips across both daylight-saving changes", () => {
    for (const ms of [Date.UTC(2026, 2, 8, 6, 55), Date.UTC(2026, 2, 8, 7, 5), Date.UTC(2026, 10, 1, 4, 30), Date.UTC(2026, 10, 1, 7, 30)]) {
      expect(fromDateInputValue(toDateInputValue(ms, "America/New_York"), "America/New_York")).toBe(ms);
    }
  });

  it("reads the hour that repeats when clocks go back as its first occurrence", () => {
    expect(fromDateInputValue("2026-11-01T01:30", "America/New_York")).toBe(Date.UTC(2026, 10, 1, 5, 30));
  });

  it("uses the browser's zone for local", () => {
    const local = new Date(2026, 6, 15, 19, 30).getTime();
    expect(toDateInputValue(local, "local")).toBe("2026-07-15T19:30");
    expect(fromDateInputValue("2026-07-15T19:30", "local")).toBe(local);
  });

  it("answers null for anything that is not a date and time", () => {
    for (const text of ["", "tomorrow", "2026-07-15", "2026-13-01T10:00", "2026-02-30T10:00", "2026-07-15T24:00"]) {
      expect(fromDateInputValue(text, "UTC")).toBeNull();
    }
  });
});
