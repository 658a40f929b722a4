import { describe, expect, it } from "vitest";
import { formatDateTime, formatDuration, formatTime, friendlyStartTime, lookupTimezone, zoneAbbreviation } from "./time.ts";

const JULY = Date.UTC(2026, 6, 15, 23, 30); // 7:30 PM in New York (EDT)
const JANUARY = Date.UTC(2026, 0, 15, 12, 0);

describe("lookupTimezone", () => {
  it("matches names, abbreviations and cities after lowercasing and trimming", () => {
    expect(lookupTimezone("  Eastern ")).toBe("America/New_York");
    expect(lookupTimezone("PST")).toBe("America/Los_Angeles");
    expect(lookupTimezone("London")).toBe("Europe/London");
    expect(lookupTimezone("tokyo")).toBe("Asia/Tokyo");
  });
  it("converts offsets from -12 to +12 into Etc/GMT zones with the inverted sign", () => {
    expect(lookupTimezone("UTC+2")).toBe("Etc/GMT-2");
    expect(lookupTimezone("gmt-5")).toBe("Etc/GMT+5");
    expect(lookupTimezone("3 hours")).toBe("Etc/GMT-3");
    expect(lookupTimezone("-12 hours")).toBe("Etc/GMT+12");
  });
  it("answers not found for offsets beyond 12 and unknown text", () => {
    expect(lookupTimezone("UTC+13")).toBeNull();
    expect(lookupTimezone("atlantis")).toBeNull();
    expect(lookupTimezone("   ")).toBeNull();
  });
});

describe("time display", () => {
  it("shows PT, ET and UK instead of daylight and standard abbreviations", () => {
    expect(zoneAbbreviation(JULY, "America/New_York")).toBe("ET");
    expect(zoneAbbreviation(JANUARY, "America/New_York")).toBe("ET");
    expect(zoneAbbreviation(JULY, "America/Los_Angeles")).toBe("PT");
    expect(zoneAbbreviation(JULY, "Europe/London")).toBe("UK");
    expect(zoneAbbreviation(JANUARY, "Europe/London")).toBe("UK");
  });
  it("formats 12-hour by default and 24-hour when asked", () => {
    expect(formatTime(JULY, { zone: "America/New_York" })).toBe("7:30 PM ET");
    expect(formatTime(JULY, { zone: "Europe/London", use24Hour: true })).toBe("00:30 UK");
  });
  it("adds the date only when the match is 7 or more days away", () => {
    const format = { zone: "America/New_York" };
    expect(friendlyStartTime(JULY, JULY - 2 * 3600_000, format)).toBe("Today 7:30 PM ET");
    expect(friendlyStartTime(JULY, JULY - 7 * 24 * 3600_000, format)).toBe("Wed 15 Jul 7:30 PM ET");
    expect(friendlyStartTime(JULY, JULY - 3 * 24 * 3600_000, format)).toBe("Wednesday 7:30 PM ET");
  });
  it("writes durations as m:ss under an hour and h:mm:ss from an hour", () => {
    expect(formatDuration(65_000)).toBe("1:05");
    expect(formatDuration(3600_000 + 61_000)).toBe("1:01:01");
    expect(formatDuration(-5)).toBe("0:00");
  });
});

describe("formatDateTime", () => {
  it("writes the weekday, date, year and time", () => {
    expect(formatDateTime(JULY, { zone: "America/New_York" })).toBe("Wednesday 15 July 2026, 7:30 PM ET");
  });
});
