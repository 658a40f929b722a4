import { describe, expect, it } from "vitest";
import { THEME, rec, world } from "../shared/teamsTestData.ts";
import { auctionLayout, auctionNeeds, lotBoxes, type Box } from "./layout.ts";

const auction = {
  budget: 1000,
  rosterSize: 4,
  category: "Open",
  teams: [
    { team: "A", captain: "c1" },
    { team: "B", captain: "c2" },
  ],
  sold: [{ player: "p1", team: "A", price: 320 }],
  current: { player: "p2", bid: 185, team: "B" },
  pool: [{ player: "p1" }, { player: "p2" }, { player: "p3", category: "Open" }, { player: "p4", category: "Tier 2" }],
};
const records = [
  rec("Events", "E", { name: "Spring", auction: JSON.stringify(auction) }),
  rec("Teams", "A", { name: "Aurora" }),
  rec("Teams", "B", { name: "Wolves" }),
  ...["Kitsune", "Alpha", "Blaze", "Howl", "Solace", "Moss"].map((name, i) =>
    rec("Players", ["c1", "c2", "p1", "p2", "p3", "p4"][i], { name, role: "DPS", headshot: i === 3 ? [{ id: "attHOWL" }] : undefined }),
  ),
];

describe("auction layout", () => {
  const w = world(records);
  const event = w.get("E", "Events");
  it("puts the lot with its bid and leading team beside each team's balance, captain and buys", () => {
    const l = auctionLayout(event, w.get, w.ids, THEME, new Map(), null)!;
    expect(l.category).toBe("Open");
    expect(l.lot).toMatchObject({ name: "Howl", bid: 185, image: "attHOWL", team: { name: "Wolves" } });
    expect(l.teams.map((t) => [t.name, t.left, t.captain, t.buys, t.slotsLeft])).toEqual([
      ["Aurora", 680, "Kitsune", [{ name: "Blaze", price: 320 }], 2],
      ["Wolves", 1000, "Alpha", [], 3],
    ]);
    expect(l.pool).toEqual(["Solace", "Moss"]);
    expect(auctionLayout(event, w.get, w.ids, THEME, new Map(), "tier 2")!.pool).toEqual(["Moss"]);
  });
  it("draws nothing without an auction and loads every player and team it names", () => {
    expect(auctionLayout(null, w.get, w.ids, THEME, new Map(), null)).toBeNull();
    expect(auctionNeeds(event, w.get, w.ids)).toEqual(expect.arrayContaining(["c1", "p2", "p4", "A", "B", "Heroes"]));
  });
  it("keeps the lot's picture whole inside its art band: never under the chip, the name panel or the team's plate", () => {
    const apart = (a: Box, b: Box) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
    const inside = (a: Box, b: Box) => a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
    for (const h of [600, 700, 894]) {
      const l = lotBoxes(96, 200, 600, h);
      expect(inside(l.avatar, l.art)).toBe(true);
      expect(l.avatar.w).toBe(l.avatar.h);
      expect(l.avatar.w).toBeGreaterThan(200);
      for (const other of [l.chip, l.name, l.team]) expect(apart(l.avatar, other)).toBe(true);
    }
  });
});
