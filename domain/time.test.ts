import { Settings } from "luxon";
import { afterEach, describe, expect, it } from "vitest";
import { ago, formatClock, formatDateTime, formatDuration, formatTime, friendlyStartTime, zoneAbbreviation } from "./time.ts";

const JULY = Date.UTC(2026, 6, 15, 23, 30); // 7:30 PM in New York (EDT)
const JANUARY = Date.UTC(2026, 0, 15, 12, 0);

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
  it("shows clocks with seconds, in 12 or 24 hours", () => {
    expect(formatClock(JULY + 5000, { zone: "America/New_York" })).toBe("7:30:05 PM ET");
    expect(formatClock(JULY + 5000, { zone: "America/New_York", use24Hour: true, showZone: false })).toBe("19:30:05");
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
  it("says how long ago in seconds, minutes, or hours and minutes", () => {
    expect(ago(12_400)).toBe("12 s");
    expect(ago(59_400)).toBe("59 s");
    expect(ago(4 * 60_000 + 20_000)).toBe("4 min");
    expect(ago(2 * 3600_000 + 5 * 60_000)).toBe("2 h 5 min");
    expect(ago(-5_000)).toBe("0 s");
  });
  it("turns seconds into minutes at one minute and minutes into hours at one hour", () => {
    expect(ago(60_000)).toBe("1 min");
    expect(ago(3600_000)).toBe("1 h 0 min");
  });
  it("says yesterday for a start the calendar day before", () => {
    expect(friendlyStartTime(JULY, JULY + 24 * 3600_000, { zone: "America/New_York" })).toBe("Yesterday 7:30 PM ET");
  });
  it("refuses an unknown time zone, naming it", () => {
    expect(() => formatTime(JULY, { zone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => formatTime(JULY, { zone: "Mars/Olympus" })).toThrow(/Mars\/Olympus/);
  });
});

describe("time display for a viewer in another language", () => {
  const saved = { locale: Settings.defaultLocale, zone: Settings.defaultZone };
  afterEach(() => {
    Settings.defaultLocale = saved.locale;
    Settings.defaultZone = saved.zone;
  });
  it("still writes English, in a named zone or the viewer's own", () => {
    Settings.defaultLocale = "fr-FR";
    Settings.defaultZone = "America/New_York";
    expect(formatDateTime(JULY, { zone: "America/New_York" })).toBe("Wednesday 15 July 2026, 7:30 PM ET");
    expect(formatDateTime(JULY, { zone: "local" })).toBe("Wednesday 15 July 2026, 7:30 PM ET");
  });
});

describe("formatDateTime", () => {
  it("writes the weekday, date, year and time", () => {
    expect(formatDateTime(JULY, { zone: "America/New_York" })).toBe("Wednesday 15 July 2026, 7:30 PM ET");
  });
});

// 2026 transitions: New York 8 March 07:00 UTC (EST -> EDT) and 1 November 06:00 UTC (EDT -> EST);
// London 29 March 01:00 UTC (GMT -> BST) and 25 October 01:00 UTC (BST -> GMT);
// Sydney, southern hemisphere: 4 April 16:00 UTC (AEDT -> AEST) and 3 October 16:00 UTC (AEST -> AEDT).
const MINUTE = 60_000;

describe("time display across daylight-saving changes", () => {
  it("New York's clock jumps from 1:59 AM to 3:00 AM ET when clocks go forward", () => {
    const at = Date.UTC(2026, 2, 8, 7);
    expect(formatTime(at - MINUTE, { zone: "America/New_York" })).toBe("1:59 AM ET");
    expect(formatTime(at, { zone: "America/New_York" })).toBe("3:00 AM ET");
    expect(formatTime(at - MINUTE, { zone: "America/New_York", use24Hour: true })).toBe("01:59 ET");
    expect(formatTime(at, { zone: "America/New_York", use24Hour: true })).toBe("03:00 ET");
  });
  it("New York shows 1:59 AM then 1:00 AM ET again when clocks go back", () => {
    const at = Date.UTC(2026, 10, 1, 6);
    expect(formatTime(at - MINUTE, { zone: "America/New_York" })).toBe("1:59 AM ET");
    expect(formatTime(at, { zone: "America/New_York" })).toBe("1:00 AM ET");
    expect(formatTime(at - MINUTE, { zone: "America/New_York", use24Hour: true })).toBe("01:59 ET");
    expect(formatTime(at, { zone: "America/New_York", use24Hour: true })).toBe("01:00 ET");
  });
  it("London's clock jumps from 00:59 to 02:00 UK when clocks go forward", () => {
    const at = Date.UTC(2026, 2, 29, 1);
    expect(formatTime(at - MINUTE, { zone: "Europe/London", use24Hour: true })).toBe("00:59 UK");
    expect(formatTime(at, { zone: "Europe/London", use24Hour: true })).toBe("02:00 UK");
    expect(formatTime(at - MINUTE, { zone: "Europe/London" })).toBe("12:59 AM UK");
    expect(formatTime(at, { zone: "Europe/London" })).toBe("2:00 AM UK");
  });
  it("London shows 01:59 then 01:00 UK again when clocks go back", () => {
    const at = Date.UTC(2026, 9, 25, 1);
    expect(formatTime(at - MINUTE, { zone: "Europe/London", use24Hour: true })).toBe("01:59 UK");
    expect(formatTime(at, { zone: "Europe/London", use24Hour: true })).toBe("01:00 UK");
    expect(formatTime(at - MINUTE, { zone: "Europe/London" })).toBe("1:59 AM UK");
    expect(formatTime(at, { zone: "Europe/London" })).toBe("1:00 AM UK");
  });
  it("Sydney goes from 1:59 AM AEST to 3:00 AM AEDT when clocks go forward in October", () => {
    const at = Date.UTC(2026, 9, 3, 16);
    expect(formatTime(at - MINUTE, { zone: "Australia/Sydney" })).toBe("1:59 AM AEST");
    expect(formatTime(at, { zone: "Australia/Sydney" })).toBe("3:00 AM AEDT");
    expect(formatTime(at - MINUTE, { zone: "Australia/Sydney", use24Hour: true })).toBe("01:59 AEST");
    expect(formatTime(at, { zone: "Australia/Sydney", use24Hour: true })).toBe("03:00 AEDT");
  });
  it("Sydney goes from 2:59 AM AEDT to 2:00 AM AEST when clocks go back in April", () => {
    const at = Date.UTC(2026, 3, 4, 16);
    expect(formatTime(at - MINUTE, { zone: "Australia/Sydney" })).toBe("2:59 AM AEDT");
    expect(formatTime(at, { zone: "Australia/Sydney" })).toBe("2:00 AM AEST");
    expect(formatTime(at - MINUTE, { zone: "Australia/Sydney", use24Hour: true })).toBe("02:59 AEDT");
    expect(formatTime(at, { zone: "Australia/Sydney", use24Hour: true })).toBe("02:00 AEST");
  });
  it("keeps ET and UK on both sides of each change, while Sydney shows AEST or AEDT (not swapped)", () => {
    for (const at of [Date.UTC(2026, 2, 8, 7), Date.UTC(2026, 10, 1, 6)]) {
      expect(zoneAbbreviation(at - 1, "America/New_York")).toBe("ET");
      expect(zoneAbbreviation(at, "America/New_York")).toBe("ET");
    }
    for (const at of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      expect(zoneAbbreviation(at - 1, "Europe/London")).toBe("UK");
      expect(zoneAbbreviation(at, "Europe/London")).toBe("UK");
    }
    expect(zoneAbbreviation(Date.UTC(2026, 3, 4, 16) - 1, "Australia/Sydney")).toBe("AEDT");
    expect(zoneAbbreviation(Date.UTC(2026, 3, 4, 16), "Australia/Sydney")).toBe("AEST");
  });
  it("writes the full date on the far side of a change in the zone's own calendar", () => {
    expect(formatDateTime(Date.UTC(2026, 9, 3, 16), { zone: "Australia/Sydney" })).toBe("Sunday 4 October 2026, 3:00 AM AEDT");
    expect(formatDateTime(Date.UTC(2026, 9, 3, 16) - MINUTE, { zone: "Australia/Sydney", use24Hour: true })).toBe(
      "Sunday 4 October 2026, 01:59 AEST",
    );
    expect(formatDateTime(Date.UTC(2026, 10, 1, 6), { zone: "America/New_York", showZone: false })).toBe("Sunday 1 November 2026, 1:00 AM");
  });
  it("counts calendar days in the zone, so a 23-hour or 25-hour day is still one day", () => {
    const ny = { zone: "America/New_York" };
    // 11:30 PM EST on 7 March to 11:30 PM EDT on 8 March: 23 hours, tomorrow.
    expect(friendlyStartTime(Date.UTC(2026, 2, 9, 3, 30), Date.UTC(2026, 2, 8, 4, 30), ny)).toBe("Tomorrow 11:30 PM ET");
    // 12:30 AM EDT to 11:30 PM EST on 1 November: 24 hours apart, the same day.
    expect(friendlyStartTime(Date.UTC(2026, 10, 2, 4, 30), Date.UTC(2026, 10, 1, 4, 30), ny)).toBe("Today 11:30 PM ET");
    // Sydney: 11:30 PM AEST on 3 October to 11:30 PM AEDT on 4 October.
    expect(friendlyStartTime(Date.UTC(2026, 9, 4, 12, 30), Date.UTC(2026, 9, 3, 13, 30), { zone: "Australia/Sydney" })).toBe(
      "Tomorrow 11:30 PM AEDT",
    );
  });
});
