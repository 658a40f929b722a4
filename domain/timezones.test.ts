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

describe("lookupTimezone, more input", () => {
  it("folds runs of spaces inside the text into one", () => {
    expect(lookupTimezone("Sao   Paulo")).toBe("America/Sao_Paulo");
    expect(lookupTimezone("sao paulo")).toBe("America/Sao_Paulo");
  });
  it("reads two-digit offsets, hour or hours, with or without a space", () => {
    expect(lookupTimezone("UTC+10")).toBe("Etc/GMT-10");
    expect(lookupTimezone("UTC+12")).toBe("Etc/GMT-12");
    expect(lookupTimezone("3hours")).toBe("Etc/GMT-3");
    expect(lookupTimezone("1 hour")).toBe("Etc/GMT-1");
  });
  it("reads a zero offset as Etc/GMT and refuses one below -12", () => {
    expect(lookupTimezone("UTC+0")).toBe("Etc/GMT");
    expect(lookupTimezone("0 hours")).toBe("Etc/GMT");
    expect(lookupTimezone("UTC-13")).toBeNull();
  });
  it("reads an offset only when it is the whole text", () => {
    expect(lookupTimezone("in 3 hours")).toBeNull();
    expect(lookupTimezone("3 hours ago")).toBeNull();
  });
  it("matches any zone by its full name or its city", () => {
    expect(lookupTimezone("America/Asuncion")).toBe("America/Asuncion");
    expect(lookupTimezone("mexico city")).toBe("America/Mexico_City");
  });
});

describe("lookupTimezone, cities a runtime names otherwise (issue 33)", () => {
  const chromium = ["America/New_York", "Asia/Calcutta", "Europe/Kiev", "Europe/London", "UTC"];
  const node = ["America/New_York", "Asia/Kolkata", "Europe/Kyiv", "Europe/London", "UTC"];
  it("finds Kolkata under whichever name the runtime lists", () => {
    expect(lookupTimezone("Kolkata", chromium)).toBe("Asia/Calcutta");
    expect(lookupTimezone("kolkata", node)).toBe("Asia/Kolkata");
    expect(lookupTimezone("Asia/Kolkata", chromium)).toBe("Asia/Calcutta");
    expect(lookupTimezone("calcutta", node)).toBe("Asia/Kolkata");
    expect(lookupTimezone("Kyiv", chromium)).toBe("Europe/Kiev");
    expect(lookupTimezone("Kolkata")).not.toBeNull();
  });
  it("reads underscores as spaces", () => {
    expect(lookupTimezone("new_york")).toBe("America/New_York");
    expect(lookupTimezone("America/New York")).toBe("America/New_York");
    expect(lookupTimezone("los_angeles")).toBe("America/Los_Angeles");
    expect(lookupTimezone("mexico_city")).toBe("America/Mexico_City");
  });
  it("reads GMT and UTC as the zero offset, never London's summer time", () => {
    expect(lookupTimezone("gmt")).toBe("Etc/GMT");
    expect(lookupTimezone("GMT")).toBe("Etc/GMT");
    expect(lookupTimezone("utc")).toBe("UTC");
  });
});
