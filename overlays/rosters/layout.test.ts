import { describe, expect, it } from "vitest";
import { THEME, rec, world } from "../shared/teamsTestData.ts";
import { liveRosters, roleLine, rosterColumns, rosterTeam, rosterTeamId } from "./layout.ts";

const records = [
  rec("Teams", "A", {
    name: "Aurora",
    code: "AUR",
    players: ["s", "d", "t"],
    captains: ["t"],
    team_staff: ["coach"],
    images: [{ id: "attTEAM" }],
  }),
  rec("Teams", "B", { name: "Wolves", players: [] }),
  rec("Players", "s", { name: "Solace", role: "Support", pronouns: "she/her", favourite_hero: "Mercy" }),
  rec("Players", "d", { name: "Blaze", role: "DPS", headshot: [{ id: "attBLAZE" }] }),
  rec("Players", "t", { name: "Kitsune", role: "Tank" }),
  rec("Players", "coach", { name: "Coach Kay" }),
  rec("Heroes", "h", { name: "Mercy", main_image: [{ id: "attMERCY" }] }),
  rec("Matches", "live", { teams: ["A", "B"] }),
];

describe("roster layouts", () => {
  const w = world(records);
  const live = w.match("live");
  it("keeps the team's order, or sorts tanks, damage, supports; marks captains; finds hero art and headshots", () => {
    const t = rosterTeam(w.team("A"), w.get, w.ids, THEME)!;
    expect(t.players.map((p) => p.name)).toEqual(["Solace", "Blaze", "Kitsune"]);
    const sorted = rosterTeam(w.team("A"), w.get, w.ids, THEME, { sort: true, count: 2 })!;
    expect(sorted.players.map((p) => [p.name, p.captain])).toEqual([
      ["Kitsune", true],
      ["Blaze", false],
    ]);
    expect(t.players[0].heroArt).toBe("attMERCY");
    expect(t.players[1].headshot).toBe("attBLAZE");
    expect(t.staff.map((p) => p.name)).toEqual(["Coach Kay"]);
    expect(t.image).toBe("attTEAM");
  });
  it("picks side 1, side 2 or the highlighted team; splits columns; writes the role line", () => {
    expect([rosterTeamId(live, "X", 1), rosterTeamId(live, "X", 2), rosterTeamId(live, "X", 3), rosterTeamId(live, null, 3)]).toEqual([
      "A",
      "B",
      "X",
      "A",
    ]);
    expect(liveRosters(live, w.get, w.ids, THEME).map((t) => t.name)).toEqual(["Aurora", "Wolves"]);
    const t = rosterTeam(w.team("A"), w.get, w.ids, THEME)!;
    expect(rosterColumns(t.players, 2).map((c) => c.length)).toEqual([2, 1]);
    expect(roleLine(t.players[0], true, true)).toBe("Support · she/her");
    expect(roleLine(t.players[1], true, false)).toBe("Damage");
    expect(roleLine(t.players[2], false, true)).toBe("");
  });
});

describe("roster layouts with the live match flipped", () => {
  const w = world([...records.slice(0, -1), rec("Matches", "live", { teams: ["A", "B"], flip_teams: true })]);
  const live = w.match("live");
  it("draws team 2's roster on the left, and takes side 1 as the left team", () => {
    expect(liveRosters(live, w.get, w.ids, THEME).map((t) => t.name)).toEqual(["Wolves", "Aurora"]);
    expect([rosterTeamId(live, null, 1), rosterTeamId(live, null, 2)]).toEqual(["B", "A"]);
  });
});
