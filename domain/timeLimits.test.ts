import { describe, expect, it } from "vitest";
import { limitsWarning, withinLimits } from "./timeLimits.ts";

const EARLIEST = Date.UTC(2030, 6, 1, 22, 0); // Monday 1 July 2030, 6:00 PM in New York
const LATEST = Date.UTC(2030, 6, 2, 2, 0); // 10:00 PM the same evening
const FORMAT = { zone: "America/New_York" };

describe("the Time editor's limits (SPEC §5)", () => {
  it("accepts any time without limits, and the limits themselves", () => {
    expect(withinLimits(0, {})).toBe(true);
    expect(withinLimits(EARLIEST, { earliest: EARLIEST, latest: LATEST })).toBe(true);
    expect(withinLimits(LATEST, { earliest: EARLIEST, latest: LATEST })).toBe(true);
  });

  it("refuses a time before the earliest or after the latest", () => {
    expect(withinLimits(EARLIEST - 300_000, { earliest: EARLIEST })).toBe(false);
    expect(withinLimits(LATEST + 300_000, { latest: LATEST })).toBe(false);
    expect(withinLimits(LATEST + 300_000, { earliest: EARLIEST, latest: null })).toBe(true);
  });

  it("says at or after, at or before, or between, with the times in the viewer's zone", () => {
    expect(limitsWarning({ earliest: EARLIEST }, FORMAT)).toBe("This match must start at or after Monday 1 July 2030, 6:00 PM ET");
    expect(limitsWarning({ latest: LATEST }, FORMAT)).toBe("This match must start at or before Monday 1 July 2030, 10:00 PM ET");
    expect(limitsWarning({ earliest: EARLIEST, latest: LATEST }, FORMAT)).toBe(
      "This match must start between Monday 1 July 2030, 6:00 PM ET and Monday 1 July 2030, 10:00 PM ET",
    );
    expect(limitsWarning({ earliest: null }, FORMAT)).toBeNull();
  });
});
