import { describe, expect, it } from "vitest";
import { lookupTimezone } from "./timezones.ts";

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
