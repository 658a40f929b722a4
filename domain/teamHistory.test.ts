import { describe, expect, it } from "vitest";
import { playerTeamHistory, recentResults, record, resultDate, sameClub, seasonResults, teamResult } from "./teamHistory.ts";

const m = (id: string, teams: [string, string], s: [number, number] | null, start: number, group = "Group A") => ({
  id,
  teams,
  score_1: s?.[0],
  score_2: s?.[1],
  first_to: 3,
  start,
  match_group: group,
});

describe("team history", () => {
  it("reads a match from the team's side", () => {
    expect(teamResult(m("a", ["X", "Y"], [1, 3], 5), "Y")).toMatchObject({ opponentId: "X", score: [3, 1], result: "W" });
    expect(teamResult(m("a", ["X", "Y"], [1, 3], 5), "X")).toMatchObject({ opponentId: "Y", score: [1, 3], result: "L" });
    expect(teamResult(m("a", ["X", "Y"], null, 5), "X")).toBeNull();
    expect(teamResult(m("a", ["X", "Y"], [3, 0], 5), "Z")).toBeNull();
  });
  it("lists recent results newest first by default, at most max, oldest first when not reversed", () => {
    const all = [m("1", ["X", "A"], [3, 0], 1), m("2", ["B", "X"], [3, 2], 3), m("3", ["X", "C"], [3, 1], 2), m("4", ["X", "D"], null, 9)];
    expect(recentResults("X", all, 5).map((r) => r.matchId)).toEqual(["2", "3", "1"]);
    expect(recentResults("X", all, 2).map((r) => r.matchId)).toEqual(["2", "3"]);
    expect(recentResults("X", all, 2, false).map((r) => r.matchId)).toEqual(["3", "2"]);
    expect(record(recentResults("X", all))).toBe("2-1");
  });
  it("finds the same club across events by name or code", () => {
    const teams = [
      { id: "1", name: "Aurora Foxes", code: "AUR" },
      { id: "2", name: "aurora foxes ", code: "AFX" },
      { id: "3", name: "Foxes Academy", code: "AUR" },
      { id: "4", name: "Wolves", code: "VW" },
    ];
    expect(sameClub(teams[0], teams).map((t) => t.id)).toEqual(["1", "2", "3"]);
  });
  it("groups a season by stage in play order, filtered by stage and cut to the latest max", () => {
    const all = [
      m("p", ["X", "A"], [3, 1], 30, "Playoffs"),
      m("1", ["X", "A"], [3, 0], 10),
      m("2", ["B", "X"], [3, 2], 20),
      m("3", ["C", "X"], [0, 3], 40, "Playoffs"),
    ];
    expect(seasonResults("X", all).map((s) => [s.group, s.rows.map((r) => r.matchId)])).toEqual([
      ["Group A", ["1", "2"]],
      ["Playoffs", ["p", "3"]],
    ]);
    expect(seasonResults("X", all, "playoffs").map((s) => s.rows.length)).toEqual([2]);
    expect(seasonResults("X", all, null, 3).flatMap((s) => s.rows.map((r) => r.matchId))).toEqual(["2", "p", "3"]);
  });
  it("dates a result with the year only when it is another year", () => {
    const now = Date.UTC(2026, 4, 1);
    expect(resultDate(Date.UTC(2026, 2, 14), now)).toBe("Mar 14");
    expect(resultDate(Date.UTC(2025, 11, 2), now)).toBe("Dec 2 2025");
    expect(resultDate(null, now)).toBe("");
  });
  it("lists a player's teams newest event first, with their role and staff spots", () => {
    const events: Record<string, { id: string; start: number }> = {
      old: { id: "E1", start: 1 },
      new: { id: "E2", start: 2 },
      coach: { id: "E2", start: 2 },
    };
    const rows = playerTeamHistory(
      { id: "P", role: "Tank", member_of: ["old", "new"], team_staff: ["coach"], captain_of: ["new"] },
      (t) => events[t] ?? null,
    );
    expect(rows.map((r) => [r.teamId, r.eventId, r.role, r.captain])).toEqual([
      ["new", "E2", "Tank", true],
      ["coach", "E2", "Staff", false],
      ["old", "E1", "Tank", false],
    ]);
  });
});

describe("team history, edge cases", () => {
  it("reads a forfeit with level scores as a draw for both teams", () => {
    const forfeit = { ...m("f", ["X", "Y"], [0, 0], 5), forfeit: true };
    expect(teamResult(forfeit, "X")).toMatchObject({ score: [0, 0], result: "D" });
    expect(teamResult(forfeit, "Y")).toMatchObject({ score: [0, 0], result: "D" });
  });
  it("gives a match without a stage an empty group", () => {
    expect(teamResult({ ...m("a", ["X", "Y"], [3, 1], 5), match_group: undefined }, "X")?.group).toBe("");
  });
  it("lists matches without a start time as the oldest", () => {
    const all = [m("1", ["X", "A"], [3, 0], 1), { ...m("n", ["X", "B"], [3, 0], 0), start: undefined }, m("2", ["X", "C"], [3, 0], 2)];
    expect(recentResults("X", all).map((r) => r.matchId)).toEqual(["2", "1", "n"]);
    expect(recentResults("X", all, 5, false).map((r) => r.matchId)).toEqual(["n", "1", "2"]);
  });
  it("finds the club of a team outside the list, ignoring case and spaces, and lists that team first", () => {
    const teams = [
      { id: "1", name: "Aurora Foxes", code: "AUR" },
      { id: "2", name: "aurora foxes ", code: "AFX" },
      { id: "3", name: "Foxes Academy", code: "AUR" },
      { id: "4", name: "Wolves", code: "VW" },
      { id: "5", name: "Ravens" },
    ];
    expect(sameClub({ id: "9", name: " AURORA foxes ", code: " aur " }, teams).map((t) => t.id)).toEqual(["9", "1", "2", "3"]);
    expect(sameClub(teams[3], teams).map((t) => t.id)).toEqual(["4"]);
    expect(sameClub(teams[4], teams).map((t) => t.id)).toEqual(["5"]);
  });
  it("dates a result in the given zone, judging the year there too", () => {
    expect(resultDate(Date.UTC(2026, 2, 14, 20), Date.UTC(2026, 4, 1), "Pacific/Auckland")).toBe("Mar 15");
    expect(resultDate(Date.UTC(2026, 0, 5), Date.UTC(2025, 11, 31, 20), "Pacific/Auckland")).toBe("Jan 5");
  });
  it("leaves matches the team did not play or that are not over out of its season", () => {
    const all = [
      m("1", ["X", "A"], [3, 0], 10),
      m("o", ["A", "B"], [3, 0], 15),
      m("live", ["X", "B"], [1, 0], 20),
      m("2", ["C", "X"], [0, 3], 30),
    ];
    expect(seasonResults("X", all)).toEqual([
      { group: "Group A", rows: [expect.objectContaining({ matchId: "1" }), expect.objectContaining({ matchId: "2" })] },
    ]);
  });
  it("keeps only the asked stage and lists matches at the same time in the given order", () => {
    const all = [
      m("a1", ["X", "A"], [3, 0], 10),
      m("p1", ["X", "B"], [3, 0], 20, "Playoffs"),
      m("p2", ["X", "C"], [3, 1], 20, "Playoffs"),
      m("p3", ["X", "D"], [3, 2], 20, "Playoffs"),
      m("a2", ["X", "E"], [3, 0], 5),
    ];
    expect(seasonResults("X", all, "PLAYOFFS").map((s) => [s.group, s.rows.map((r) => r.matchId)])).toEqual([
      ["Playoffs", ["p1", "p2", "p3"]],
    ]);
    expect(seasonResults("X", all, "group a").map((s) => [s.group, s.rows.map((r) => r.matchId)])).toEqual([["Group A", ["a2", "a1"]]]);
  });
  it("lists a player's teams: member role kept over staff, Player without a role, teams without an event last", () => {
    const events: Record<string, { id: string; start: number }> = { a: { id: "E1", start: 1 }, b: { id: "E2", start: 2 } };
    const rows = playerTeamHistory({ id: "P", member_of: ["none", "a"], team_staff: ["a", "b", "gone"] }, (t) => events[t] ?? null);
    expect(rows).toEqual([
      { teamId: "b", eventId: "E2", role: "Staff", captain: false, start: 2 },
      { teamId: "a", eventId: "E1", role: "Player", captain: false, start: 1 },
      { teamId: "none", eventId: null, role: "Player", captain: false, start: null },
      { teamId: "gone", eventId: null, role: "Staff", captain: false, start: null },
    ]);
    expect(playerTeamHistory({ id: "S", team_staff: ["b"] }, (t) => events[t] ?? null).map((r) => [r.teamId, r.role])).toEqual([
      ["b", "Staff"],
    ]);
    expect(playerTeamHistory({ id: "M", role: "DPS", member_of: ["a"] }, (t) => events[t] ?? null).map((r) => [r.teamId, r.role])).toEqual([
      ["a", "DPS"],
    ]);
  });
});
