import { describe, expect, it, vi } from "vitest";
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
    for (const ms of [
      Date.UTC(2026, 2, 8, 6, 55),
      Date.UTC(2026, 2, 8, 7, 5),
      Date.UTC(2026, 10, 1, 4, 30),
      Date.UTC(2026, 10, 1, 7, 30),
    ]) {
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

// 2026 transitions. New York: 2:00 EST -> 3:00 EDT on 8 March (07:00 UTC), 2:00 EDT -> 1:00 EST on 1 November (06:00 UTC).
// London: 1:00 GMT -> 2:00 BST on 29 March (01:00 UTC), 2:00 BST -> 1:00 GMT on 25 October (01:00 UTC).
// Sydney (southern hemisphere, so summer time spans new year): 3:00 AEDT -> 2:00 AEST on 5 April (16:00 UTC on the 4th),
// 2:00 AEST -> 3:00 AEDT on 4 October (16:00 UTC on the 3rd).
describe("datetime-local values across daylight-saving changes", () => {
  describe("a wall-clock time that does not exist moves forward by the gap", () => {
    it("a datetime-local value in New York's spring-forward gap moves forward to 3:30 AM EDT", () => {
      expect(fromDateInputValue("2026-03-08T02:30", "America/New_York")).toBe(Date.UTC(2026, 2, 8, 7, 30));
      expect(toDateInputValue(Date.UTC(2026, 2, 8, 7, 30), "America/New_York")).toBe("2026-03-08T03:30");
    });
    it("a datetime-local value in London's spring-forward gap moves forward to 2:30 AM BST", () => {
      expect(fromDateInputValue("2026-03-29T01:30", "Europe/London")).toBe(Date.UTC(2026, 2, 29, 1, 30));
      expect(toDateInputValue(Date.UTC(2026, 2, 29, 1, 30), "Europe/London")).toBe("2026-03-29T02:30");
    });
    it("a datetime-local value in Sydney's October spring-forward gap moves forward to 3:30 AM AEDT", () => {
      expect(fromDateInputValue("2026-10-04T02:30", "Australia/Sydney")).toBe(Date.UTC(2026, 9, 3, 16, 30));
      expect(toDateInputValue(Date.UTC(2026, 9, 3, 16, 30), "Australia/Sydney")).toBe("2026-10-04T03:30");
    });
    it("the minutes either side of a spring-forward gap read as themselves", () => {
      expect(fromDateInputValue("2026-03-08T01:59", "America/New_York")).toBe(Date.UTC(2026, 2, 8, 6, 59));
      expect(fromDateInputValue("2026-03-08T03:00", "America/New_York")).toBe(Date.UTC(2026, 2, 8, 7, 0));
      expect(fromDateInputValue("2026-03-29T00:59", "Europe/London")).toBe(Date.UTC(2026, 2, 29, 0, 59));
      expect(fromDateInputValue("2026-03-29T02:00", "Europe/London")).toBe(Date.UTC(2026, 2, 29, 1, 0));
      expect(fromDateInputValue("2026-10-04T01:59", "Australia/Sydney")).toBe(Date.UTC(2026, 9, 3, 15, 59));
      expect(fromDateInputValue("2026-10-04T03:00", "Australia/Sydney")).toBe(Date.UTC(2026, 9, 3, 16, 0));
    });
  });

  describe("a wall-clock time that happens twice reads as its first occurrence (still on summer time)", () => {
    it("a datetime-local value in New York's fall-back overlap reads as 1:30 AM EDT, not EST", () => {
      expect(fromDateInputValue("2026-11-01T01:30", "America/New_York")).toBe(Date.UTC(2026, 10, 1, 5, 30));
    });
    it("a datetime-local value in London's fall-back overlap reads as 1:30 AM BST, not GMT", () => {
      expect(fromDateInputValue("2026-10-25T01:30", "Europe/London")).toBe(Date.UTC(2026, 9, 25, 0, 30));
    });
    it("a datetime-local value in Sydney's April fall-back overlap reads as 2:30 AM AEDT, not AEST", () => {
      expect(fromDateInputValue("2026-04-05T02:30", "Australia/Sydney")).toBe(Date.UTC(2026, 3, 4, 15, 30));
    });
    it("the first minute after a fall-back overlap is on standard time", () => {
      expect(fromDateInputValue("2026-11-01T02:00", "America/New_York")).toBe(Date.UTC(2026, 10, 1, 7, 0));
      expect(fromDateInputValue("2026-10-25T02:00", "Europe/London")).toBe(Date.UTC(2026, 9, 25, 2, 0));
      expect(fromDateInputValue("2026-04-05T03:00", "Australia/Sydney")).toBe(Date.UTC(2026, 3, 4, 17, 0));
    });
    it("the second occurrence of a repeated time still shows as that wall clock", () => {
      expect(toDateInputValue(Date.UTC(2026, 10, 1, 6, 30), "America/New_York")).toBe("2026-11-01T01:30");
      expect(toDateInputValue(Date.UTC(2026, 9, 25, 1, 30), "Europe/London")).toBe("2026-10-25T01:30");
      expect(toDateInputValue(Date.UTC(2026, 3, 4, 16, 30), "Australia/Sydney")).toBe("2026-04-05T02:30");
    });
    it("picks the first occurrence whether today is on summer or standard time", () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        for (const today of [Date.UTC(2026, 0, 15), Date.UTC(2026, 6, 15)]) {
          vi.setSystemTime(today);
          expect(fromDateInputValue("2026-11-01T01:30", "America/New_York")).toBe(Date.UTC(2026, 10, 1, 5, 30));
          expect(fromDateInputValue("2026-10-25T01:30", "Europe/London")).toBe(Date.UTC(2026, 9, 25, 0, 30));
          expect(fromDateInputValue("2026-04-05T02:30", "Australia/Sydney")).toBe(Date.UTC(2026, 3, 4, 15, 30));
        }
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it("round-trips every quarter hour around each transition in New York, London and Sydney", () => {
    const transitions: [string, number][] = [
      ["America/New_York", Date.UTC(2026, 2, 8, 7)],
      ["America/New_York", Date.UTC(2026, 10, 1, 6)],
      ["Europe/London", Date.UTC(2026, 2, 29, 1)],
      ["Europe/London", Date.UTC(2026, 9, 25, 1)],
      ["Australia/Sydney", Date.UTC(2026, 3, 4, 16)],
      ["Australia/Sydney", Date.UTC(2026, 9, 3, 16)],
    ];
    for (const [zone, at] of transitions) {
      for (let ms = at - 3 * 3600_000; ms <= at + 3 * 3600_000; ms += 15 * 60_000) {
        const text = toDateInputValue(ms, zone);
        // The second occurrence of a repeated time reads back as the first, an hour earlier.
        const repeated = fromDateInputValue(text, zone) !== ms;
        if (repeated) expect(fromDateInputValue(text, zone)).toBe(ms - 3600_000);
        expect(repeated).toBe(
          ms >= at && ms < at + 3600_000 && [Date.UTC(2026, 10, 1, 6), Date.UTC(2026, 9, 25, 1), Date.UTC(2026, 3, 4, 16)].includes(at),
        );
      }
    }
  });
});

describe("datetime-local values that cannot be shown", () => {
  it("refuses an unknown zone and a time that is not a number, as Intl does", () => {
    expect(() => toDateInputValue(DECEMBER, "Mars/Olympus")).toThrow(new RangeError("Invalid time zone specified: Mars/Olympus"));
    expect(() => fromDateInputValue("2026-12-01T14:00", "Mars/Olympus")).toThrow(RangeError);
    expect(() => toDateInputValue(Number.NaN, "UTC")).toThrow(new RangeError("Invalid time value"));
  });
});
