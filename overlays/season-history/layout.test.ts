import { describe, expect, it } from "vitest";
import { THEME, rec, world } from "../shared/teamsTestData.ts";
import { seasonColumns } from "./layout.ts";

const NOW = Date.UTC(2026, 10, 24);
const records = [
  rec("Teams", "A", { name: "Aurora Foxes" }),
  rec("Teams", "B", { name: "Verdant Wolves" }),
  rec("Teams", "C", { name: "Crimson Tide" }),
  rec("Matches", "g1", { teams: ["A", "C"], score_1: 3, score_2: 1, first_to: 3, start: NOW - 20e7, match_group: "Group A" }),
  rec("Matches", "g2", { teams: ["C", "B"], score_1: 3, score_2: 2, first_to: 3, start: NOW - 10e7, match_group: "Group A" }),
  rec("Matches", "p1", { teams: ["A", "C"], score_1: 0, score_2: 3, first_to: 3, start: NOW - 5e7, match_group: "Playoffs" }),
  rec("Matches", "live", { teams: ["A", "B"], first_to: 3, start: NOW, match_group: "Playoffs" }),
];

describe("season history layout", () => {
  const w = world(records);
  const all = ["g1", "g2", "p1", "live"].map(w.match);
  const opts = { headers: true, matches: 10, stage: null, now: NOW };
  it("gives both teams' results in play order with a header per stage", () => {
    const [a, b] = seasonColumns(w.match("live"), all, THEME, opts);
    expect(a.lines.map((l) => ("header" in l ? l.header : `${l.result} ${l.opponent} ${l.score}`))).toEqual([
      "Group A",
      "W Crimson Tide 3-1",
      "Playoffs",
      "L Crimson Tide 0-3",
    ]);
    expect(a.record).toBe("1-1");
    expect(b.lines.map((l) => ("header" in l ? l.header : l.result))).toEqual(["Group A", "L"]);
  });
  it("without headers lists results only; a stage filter keeps that stage; a team with no result is left out", () => {
    const [a] = seasonColumns(w.match("live"), all, THEME, { ...opts, headers: false });
    expect(a.lines.every((l) => !("header" in l))).toBe(true);
    const only = seasonColumns(w.match("live"), all, THEME, { ...opts, stage: "playoffs" });
    expect(only.map((c) => c.name)).toEqual(["Aurora Foxes"]);
    expect(seasonColumns(null, all, THEME, opts)).toEqual([]);
  });
});
