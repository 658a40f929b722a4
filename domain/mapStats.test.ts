import { describe, expect, it } from "vitest";
import { mapStats, recordText, visibleStats, winPercent } from "./mapStats.ts";
import type { MapRecord } from "./tables.ts";

const map = (id: string, o: Partial<MapRecord>): MapRecord => ({ id, __tableName: "Maps", __version: 1, ...o });
const pool = [
  { id: "busan", name: "Busan", type: "Control" },
  { id: "dorado", name: "Dorado", type: "Escort" },
  { id: "ilios", name: "Ilios", type: "Control" },
];

describe("map stats", () => {
  it("counts each team's wins and losses per pool map over the matches given", () => {
    const rows = mapStats(
      pool,
      ["A", "B"],
      [
        {
          match: { id: "m1", teams: ["A", "C"] },
          maps: [map("x1", { map: ["busan"], winner: ["A"] }), map("x2", { map: ["dorado"], winner: ["C"] })],
        },
        { match: { id: "m2", teams: ["D", "B"] }, maps: [map("x3", { map: ["busan"], score_1: 2, score_2: 0 })] },
      ],
      null,
    );
    expect(rows.map((r) => [r.name, recordText(r.records[0]), recordText(r.records[1])])).toEqual([
      ["Busan", "1-0", "0-1"],
      ["Dorado", "0-1", "0-0"],
      ["Ilios", "0-0", "0-0"],
    ]);
  });
  it("finds a map without a Map Data link by its name, and skips banned and undecided maps", () => {
    const rows = mapStats(
      pool,
      ["A", "B"],
      [
        {
          match: { id: "m1", teams: ["A", "B"] },
          maps: [map("x1", { name: "ilios", winner: ["B"] }), map("x2", { map: ["busan"], banner: ["A"] }), map("x3", { map: ["dorado"] })],
        },
      ],
      null,
    );
    expect(rows.map((r) => recordText(r.records[1]))).toEqual(["0-0", "0-0", "1-0"]);
    expect(rows[2].records[0]).toEqual({ wins: 0, losses: 1, draws: 0 });
  });
  it("counts a drawn map as a draw for both and a match listed twice once", () => {
    const m = { match: { id: "m1", teams: ["A", "B"] }, maps: [map("x1", { map: ["busan"], draw: true })] };
    const rows = mapStats(pool, ["A", "B"], [m, m], null);
    expect(recordText(rows[0].records[0])).toBe("0-0-1");
  });
  it("gives the win share in percent, none for an unplayed map", () => {
    expect(winPercent({ wins: 2, losses: 1, draws: 0 })).toBe(67);
    expect(winPercent({ wins: 0, losses: 0, draws: 0 })).toBeNull();
  });
  it("marks maps the live match finished, hides them on request, and limits the count, most played first", () => {
    const live = {
      match: { id: "live", teams: ["A", "B"] },
      maps: [map("l1", { map: ["dorado"], winner: ["A"] }), map("l2", { map: ["ilios"] })],
    };
    const rows = mapStats(pool, ["A", "B"], [live], live);
    expect(rows.map((r) => r.playedNow)).toEqual([false, true, false]);
    expect(visibleStats(rows, false, 2).map((r) => r.name)).toEqual(["Dorado", "Busan"]);
    expect(visibleStats(rows, true, 5).map((r) => r.name)).toEqual(["Busan", "Ilios"]);
  });
  it("matches map names whatever their case or stray spaces, and gives each row the pool map's type and image", () => {
    const spaced = [
      { id: "busan", name: " Busan ", type: "Control", imageId: "attBUSAN" },
      { id: "dorado", name: "Dorado" },
    ];
    const rows = mapStats(
      spaced,
      ["A", "B"],
      [{ match: { id: "m1", teams: ["A", "B"] }, maps: [map("x1", { name: "BUSAN ", winner: ["A"] })] }],
      null,
    );
    expect(rows.map((r) => [r.mapId, r.type, r.imageId, recordText(r.records[0])])).toEqual([
      ["busan", "Control", "attBUSAN", "1-0"],
      ["dorado", null, null, "0-0"],
    ]);
  });
  it("counts draws as played maps, in the win share and the most played order", () => {
    expect(winPercent({ wins: 1, losses: 0, draws: 1 })).toBe(50);
    const rows = mapStats(
      pool,
      ["A", "B"],
      [
        { match: { id: "m1", teams: ["A", "C"] }, maps: [map("x1", { map: ["busan"], winner: ["A"] })] },
        { match: { id: "m2", teams: ["A", "B"] }, maps: [map("x2", { map: ["ilios"], draw: true })] },
      ],
      null,
    );
    expect(visibleStats(rows, false, 3).map((r) => r.name)).toEqual(["Ilios", "Busan", "Dorado"]);
  });
  it("ignores a live map that is not in the pool", () => {
    const live = { match: { id: "live", teams: ["A", "B"] }, maps: [map("l1", { name: "Nowhere", winner: ["A"] })] };
    expect(mapStats(pool, ["A", "B"], [], live).map((r) => r.playedNow)).toEqual([false, false, false]);
  });
});
