import { describe, expect, it } from "vitest";
import { THEME, rec, world } from "../shared/teamsTestData.ts";
import { historyColumns, historyNeeds } from "./layout.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24);
const records = [
  rec("Teams", "A", { name: "Aurora Foxes", code: "AUR", matches: ["m1", "m2", "live"] }),
  rec("Teams", "B", { name: "Verdant Wolves", code: "VW", matches: ["m2", "live"] }),
  rec("Teams", "C", { name: "Crimson Tide", code: "CRT", matches: ["m1", "w1"] }),
  // Last season's Aurora Foxes: another record of the same club.
  rec("Teams", "A-old", { name: "Aurora Foxes", code: "AUR", matches: ["w1"] }),
  rec("Matches", "m1", { teams: ["A", "C"], score_1: 1, score_2: 3, first_to: 3, start: NOW - 7 * DAY }),
  rec("Matches", "m2", { teams: ["B", "A"], score_1: 2, score_2: 3, first_to: 3, start: NOW - 14 * DAY }),
  rec("Matches", "w1", { teams: ["C", "A-old"], score_1: 0, score_2: 2, first_to: 2, start: NOW - 120 * DAY }),
  rec("Matches", "live", { teams: ["A", "B"], score_1: 1, score_2: 1, first_to: 3, start: NOW }),
];

describe("history layout", () => {
  const w = world(records);
  const live = w.match("live");
  it("lists each live team's finished matches newest first, across the club's events, without the live match", () => {
    const [a, b] = historyColumns(live, w.get, w.collection, THEME, new Map(), { max: 5, reverse: true, now: NOW });
    expect(a.name).toBe("Aurora Foxes");
    expect(a.rows.map((r) => [r.opponent, r.score, r.result, r.date])).toEqual([
      ["Crimson Tide", "1-3", "L", "Nov 17"],
      ["Verdant Wolves", "3-2", "W", "Nov 10"],
      ["Crimson Tide", "2-0", "W", "Jul 27"],
    ]);
    expect(a.record).toBe("2-1");
    expect(b.rows.map((r) => r.result)).toEqual(["L"]);
  });
  it("keeps max and lists oldest first when reverse is false", () => {
    const [a] = historyColumns(live, w.get, w.collection, THEME, new Map(), { max: 2, reverse: false, now: NOW });
    expect(a.rows.map((r) => r.date)).toEqual(["Nov 10", "Nov 17"]);
  });
  it("draws nothing without a live match and asks for the club's matches and opponents", () => {
    expect(historyColumns(null, w.get, w.collection, THEME, new Map(), { max: 5, reverse: true, now: NOW })).toEqual([]);
    const keys = historyNeeds("live", w.get, w.collection);
    expect(keys).toEqual(expect.arrayContaining(["special:teams", "A-old", "w1", "m1", "C"]));
  });
});
