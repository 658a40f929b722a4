import { describe, expect, it } from "vitest";
import { THEME, rec, world } from "../shared/teamsTestData.ts";
import { brandingLayout, brandingNeeds } from "./layout.ts";

const records = [
  rec("Themes", "th", { color_theme: "#ff7a18", color_accent: "#ffffff", default_logo: [{ id: "attLOGO" }] }),
  rec("Teams", "A", { name: "Aurora Foxes", code: "AUR", theme: ["th"], brand_designers: ["d1", "d2"] }),
  rec("Teams", "B", { name: "Verdant Wolves", code: "VW" }),
  rec("Players", "d1", { name: "Pixel Pat" }),
  rec("Players", "d2", { name: "Vector Val" }),
  rec("Matches", "live", { teams: ["B", "A"] }),
];

describe("branding layout", () => {
  const w = world(records);
  const live = w.match("live");
  const bc = (o: Record<string, unknown> = {}) => rec("Broadcasts", "bc", { name: "Main", key: "main", live_match: ["live"], ...o });
  it("shows the highlighted team's code, name, logo and designers", () => {
    const l = brandingLayout(bc({ highlight_team: ["A"] }), live, w.get, THEME, new Map())!;
    expect(l).toMatchObject({ code: "AUR", name: "Aurora Foxes", designers: ["Pixel Pat", "Vector Val"] });
    expect(l.colours.logo).toBe("attLOGO");
  });
  it("falls back to the live match's first team; nothing without either", () => {
    expect(brandingLayout(bc(), live, w.get, THEME, new Map())).toMatchObject({ code: "VW", designers: [] });
    expect(brandingLayout(bc({ live_match: [] }), null, w.get, THEME, new Map())).toBeNull();
    expect(brandingNeeds(bc({ highlight_team: ["A"] }), w.get)).toEqual(expect.arrayContaining(["A", "th", "d1", "d2"]));
  });
  it("falls back to the team on the left when the live match is flipped, and loads that team", () => {
    const flipped = world([...records.slice(0, -1), rec("Matches", "live", { teams: ["B", "A"], flip_teams: true })]);
    expect(brandingLayout(bc(), flipped.match("live"), flipped.get, THEME, new Map())).toMatchObject({ code: "AUR" });
    expect(brandingNeeds(bc(), flipped.get)).toEqual(expect.arrayContaining(["A", "th", "d1", "d2"]));
  });
});
