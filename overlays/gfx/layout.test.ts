import { describe, expect, it } from "vitest";
import type { GfxRecord, PlayerRecord, Thing } from "../../domain/tables.ts";
import { lookupOf, makeMatchView, makeTeam, makeTeamView } from "../../engine/testViews.ts";
import { gfxAt, gfxNeeds, rosterLines, statsOf } from "./layout.ts";

const gfx = (id: string, o: Partial<GfxRecord>): GfxRecord => ({ id, __tableName: "GFX", __version: 1, ...o });
const player = (id: string, o: Partial<PlayerRecord>): PlayerRecord => ({ id, __tableName: "Players", __version: 1, name: id, ...o });

describe("gfx entries", () => {
  it("finds the entry by its index, with its title and settings", () => {
    const list = [
      gfx("g1", { type: "Text", index: 1, title: "Notice", data: '{"text":"Back soon"}' }),
      gfx("g2", { type: "Image", index: 2, name: "Card" }),
    ];
    expect(gfxAt(list, 1)).toEqual({ id: "g1", type: "Text", title: "Notice", data: { text: "Back soon" }, imageId: null });
    expect(gfxAt(list, 2)?.title).toBe("Card");
    expect(gfxAt(list, 3)).toBeNull();
  });
  it("draws the one entry of a button two share, whatever the broadcast's order", () => {
    const moved = { ...gfx("gMoved", { type: "Text", index: 1, title: "Moved" }), __version: 9 };
    const stale = gfx("gStale", { type: "Image", index: 1, title: "Stale" });
    expect(gfxAt([stale, moved], 1)?.title).toBe("Moved");
    expect(gfxAt([moved, stale], 1)?.title).toBe("Moved");
  });
  it("draws nothing for an entry of an unknown type, and reads bad settings as none", () => {
    expect(gfxAt([gfx("g", { type: "Hologram", index: 1 })], 1)).toBeNull();
    expect(gfxAt([gfx("g", { type: "Text", index: 1, data: "{oops" })], 1)?.data).toEqual({});
  });
  it("shows a player's stats as their team's record over the event", () => {
    const records: Thing[] = [player("p1", { name: "Kitsune", member_of: ["A"] }), makeTeam("A", { name: "Aurora" })];
    const matches = [
      makeMatchView({ id: "rec1", score_1: 2, score_2: 1, first_to: 2 }, ["A", "B"]),
      makeMatchView({ id: "rec2", score_1: 2, first_to: 2 }, ["B", "A"]),
    ];
    const view = statsOf({ player: "p1" }, lookupOf(records), matches);
    expect(view?.name).toBe("Kitsune");
    expect(view?.stats).toEqual({ matches: 2, wins: 1, losses: 1, mapWins: 2, mapLosses: 3 });
    expect(statsOf({ team: "A" }, lookupOf(records), matches)?.name).toBe("Aurora");
    expect(statsOf({}, lookupOf(records), matches)).toBeNull();
  });
  it("lists a roster's players with their roles", () => {
    const team = { ...makeTeamView("A"), players: [player("p1", { name: "Kitsune", role: "Tank" }), player("p2", { name: "Blaze" })] };
    expect(rosterLines(team)).toEqual([
      { name: "Kitsune", role: "Tank" },
      { name: "Blaze", role: "" },
    ]);
    expect(rosterLines(null)).toEqual([]);
  });
  it("asks the feed for what each type reads", () => {
    const stats = gfxAt([gfx("g", { type: "Stats", index: 1, data: '{"player":"p1"}' })], 1);
    expect(gfxNeeds(stats, lookupOf([player("p1", { member_of: ["T"] })]), undefined)).toEqual(["p1", "", "T"]);
    expect(gfxNeeds(gfxAt([gfx("g", { type: "MVP", index: 1 })], 1), lookupOf([]), "p9", ["h1"])).toEqual(["p9", "Heroes", "h1"]);
  });
});
