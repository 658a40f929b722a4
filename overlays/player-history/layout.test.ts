import { describe, expect, it } from "vitest";
import { THEME, rec, world } from "../shared/teamsTestData.ts";
import { historyFrame, historyRowY, playerHistoryLayout, playerHistoryNeeds } from "./layout.ts";

const records = [
  rec("Events", "spring", { name: "Spring Cup", start_date: 200 }),
  rec("Events", "winter", { name: "Winter Invitational", start_date: 100 }),
  rec("Teams", "A", { name: "Aurora Foxes", event: ["spring"] }),
  rec("Teams", "A-old", { name: "Aurora Foxes", event: ["winter"] }),
  rec("Heroes", "h1", { name: "Reinhardt", main_image: [{ id: "attHERO" }] }),
  rec("Players", "P", {
    name: "Kitsune",
    role: "Tank",
    pronouns: "he/him",
    member_of: ["A-old", "A"],
    captain_of: ["A"],
    favourite_hero: "reinhardt",
  }),
];

describe("player history layout", () => {
  const w = world(records);
  it("lists the player's teams newest event first with their role, and uses the favourite hero's art without a headshot", () => {
    const l = playerHistoryLayout(w.get("P", "Players"), w.get, w.ids, THEME, new Map())!;
    expect(l.name).toBe("Kitsune");
    expect(l.detail).toBe("Tank · he/him");
    expect(l.image).toBe("attHERO");
    expect(l.teams.map((t) => [t.name, t.event, t.role])).toEqual([
      ["Aurora Foxes", "Spring Cup", "Tank · Captain"],
      ["Aurora Foxes", "Winter Invitational", "Tank"],
    ]);
  });
  it("draws nothing without a highlighted player and loads the teams' events and the heroes", () => {
    expect(playerHistoryLayout(null, w.get, w.ids, THEME, new Map())).toBeNull();
    expect(playerHistoryNeeds("P", w.get, w.ids)).toEqual(expect.arrayContaining(["P", "A", "A-old", "spring", "winter", "Heroes", "h1"]));
  });
});

describe("the player history card's size", () => {
  it("with two teams, grows the rows so the list stands as tall as the card: little of it is empty", () => {
    const f = historyFrame(2);
    expect(f.rowH).toBe(160);
    expect(f.cardH).toBe(520);
    expect((f.cardH - f.listH) / f.cardH).toBeLessThan(0.2);
  });
  it("with six teams or more, the card grows to the list of six rows", () => {
    const f = historyFrame(9);
    expect(f.rows).toBe(6);
    expect(f.rowH).toBe(112);
    expect(f.cardH).toBe(f.listH);
    expect(historyRowY(5, f.rowH) + f.rowH).toBe(f.listH);
    expect(f.cardH).toBeLessThanOrEqual(1080 - 2 * 54);
  });
});
