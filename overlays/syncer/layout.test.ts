import { describe, expect, it } from "vitest";
import { makeMatchView } from "../../engine/testViews.ts";
import { observerLine, syncMatchLine, syncTime, syncZoneLabel } from "./layout.ts";

describe("syncer", () => {
  it("shows server time to the second, in the broadcast's zone", () => {
    const t = Date.UTC(2026, 3, 5, 18, 4, 9, 750);
    expect(syncTime(t, "UTC")).toBe("18:04:09");
    expect(syncTime(t, "America/New_York")).toBe("14:04:09");
    expect(syncTime(t, "Not/AZone")).toMatch(/^\d\d:\d\d:09$/);
  });

  it("names the zone of the time it shows, not server time", () => {
    const summer = Date.UTC(2026, 6, 1, 12);
    const winter = Date.UTC(2026, 0, 15, 12);
    expect(syncZoneLabel(summer, "America/New_York")).toBe("NEW YORK TIME · EDT");
    expect(syncZoneLabel(winter, "America/New_York")).toBe("NEW YORK TIME · EST");
    expect(syncZoneLabel(winter, "Europe/London")).toBe("LONDON TIME · GMT");
    expect(syncZoneLabel(winter, "UTC")).toBe("UTC TIME");
    expect(syncZoneLabel(winter, "Not/AZone")).toBe("LOCAL TIME");
    expect(syncZoneLabel(winter, undefined)).toBe("LOCAL TIME");
  });

  it("shows the live match's map and score as ingame does", () => {
    const m = makeMatchView(
      { first_to: 3, score_1: 2, score_2: 1 },
      ["AUR", "VRW"],
      [{ winner: ["AUR"] }, { winner: ["VRW"] }, { winner: ["AUR"] }],
    );
    expect(syncMatchLine(m)).toBe("MAP 4   ·   AUR 2 - 1 VRW");
    expect(syncMatchLine(null)).toBeNull();
  });

  it("lists the observer settings, and nothing when there are none", () => {
    expect(observerLine(["Show overlay", "Show cams"])).toBe("SHOW OVERLAY   ·   SHOW CAMS");
    expect(observerLine([])).toBeNull();
    expect(observerLine(undefined)).toBeNull();
  });
});
