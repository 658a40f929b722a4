import { describe, expect, it } from "vitest";
import { rec, world } from "../shared/teamsTestData.ts";
import { packColumns, staffGroups, staffNeeds } from "./layout.ts";

const records = [
  rec("Players", "q", { name: "Caster Quinn" }),
  rec("Players", "r", { name: "Caster Rowan" }),
  rec("Players", "p", { name: "Demo Producer" }),
  rec("Players", "o1", { name: "Observer Sage" }),
  rec("Players", "o2", { name: "Observer Two" }),
  rec("Players", "m", { name: "Admin Morgan" }),
  rec("Player Relationships", "rp", { singular_name: "Producer", player: ["p"] }),
  rec("Player Relationships", "ro1", { singular_name: "Observer", player: ["o1"] }),
  rec("Player Relationships", "ro2", { singular_name: "Observer", player: ["o2"] }),
  rec("Player Relationships", "ra", { singular_name: "Tournament Admin", player: ["m"] }),
  rec("Matches", "live", { casters: ["q", "r"], player_relationships: ["ro1", "rp", "ro2"] }),
  rec("Events", "E", { name: "Spring", staff: ["p", "q", "m", "o1"], player_relationships: ["ra"] }),
];

describe("staff layout", () => {
  const w = world(records);
  const match = w.get("live", "Matches");
  const event = w.get("E", "Events");
  it("groups casters, then broadcast roles in SPEC order, then other roles, then the rest of the event staff, each person once", () => {
    expect(staffGroups(match, event, w.get)).toEqual([
      { heading: "Casters", names: ["Caster Quinn", "Caster Rowan"] },
      { heading: "Producer", names: ["Demo Producer"] },
      { heading: "Observers", names: ["Observer Sage", "Observer Two"] },
      { heading: "Tournament Admin", names: ["Admin Morgan"] },
    ]);
  });
  it("leaves empty groups out and lists event staff without a match", () => {
    expect(staffGroups(null, event, w.get)).toEqual([
      { heading: "Tournament Admin", names: ["Admin Morgan"] },
      { heading: "Event Staff", names: ["Demo Producer", "Caster Quinn", "Observer Sage"] },
    ]);
    expect(staffGroups(null, null, w.get)).toEqual([]);
    expect(staffNeeds(match, event, w.get)).toEqual(expect.arrayContaining(["ro1", "o2", "q", "m", "ra"]));
  });
  it("packs groups into the shortest column", () => {
    const g = (n: number) => ({ heading: String(n), names: Array<string>(n).fill("x") });
    expect(packColumns([g(4), g(1), g(1), g(2)], 2).map((c) => c.map((x) => x.heading))).toEqual([["4"], ["1", "1", "2"]]);
  });
});
