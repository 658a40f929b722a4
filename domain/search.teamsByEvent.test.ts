import { describe, expect, it } from "vitest";
import { TEAM_EVENTS_PER_PAGE, teamsByEvent } from "./search.ts";

const team = (id: string, name: string, event: string, eventStart: number) => ({ id, name, event, eventStart });

describe("teamsByEvent (SPEC §2.2 teams page)", () => {
  it("groups teams under their event, newest event first, so two teams of one name are told apart", () => {
    const teams = [team("t1", "Aurora", "spring", 200), team("t2", "Aurora", "autumn", 100), team("t3", "Bison", "spring", 200)];
    const { groups, pages } = teamsByEvent(teams, "", 1);
    expect(pages).toBe(1);
    expect(groups.map((g) => [g.event, g.teams.map((t) => t.id)])).toEqual([
      ["spring", ["t1", "t3"]],
      ["autumn", ["t2"]],
    ]);
  });

  it("pages by events, 10 a page, however many teams each has", () => {
    const teams = Array.from({ length: 12 }, (_, e) => [0, 1, 2].map((k) => team(`t${e}-${k}`, `Team ${k}`, `e${e}`, 1000 - e))).flat();
    const first = teamsByEvent(teams, "", 1);
    expect(TEAM_EVENTS_PER_PAGE).toBe(10);
    expect(first.pages).toBe(2);
    expect(first.groups).toHaveLength(10);
    expect(first.groups.flatMap((g) => g.teams)).toHaveLength(30);
    const second = teamsByEvent(teams, "", 2);
    expect(second.groups.map((g) => g.event)).toEqual(["e10", "e11"]);
    expect(teamsByEvent(teams, "", 9).page).toBe(2);
  });

  it("filters above 2 characters and drops events with no team left", () => {
    const teams = [team("t1", "Aurora", "spring", 200), team("t2", "Bison", "autumn", 100)];
    expect(teamsByEvent(teams, "bis", 1).groups.map((g) => g.event)).toEqual(["autumn"]);
    expect(teamsByEvent(teams, "bi", 1).groups).toHaveLength(2);
  });
});
