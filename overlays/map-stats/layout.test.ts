import { describe, expect, it } from "vitest";
import { lookupOf, makeMatchView } from "../../engine/testViews.ts";
import type { Thing } from "../../domain/tables.ts";
import { ROW_H, mapCell, statsLines } from "./layout.ts";

const mapData = (id: string, name: string, type: string): Thing<"Map Data"> => ({ id, __tableName: "Map Data", __version: 1, name, type });

describe("map-stats layout", () => {
  it("lists the pool maps these teams played most with each side's record and win share", () => {
    const past = makeMatchView(
      { id: "recPAST", score_1: 2, first_to: 2 },
      ["A", "C"],
      [
        { map: ["busan"], winner: ["A"] },
        { map: ["busan"], winner: ["A"] },
        { map: ["dorado"], winner: ["C"] },
      ],
    );
    const live = makeMatchView({ id: "recLIVE", first_to: 2 }, ["A", "B"], [{ map: ["dorado"], winner: ["B"] }]);
    const get = lookupOf([
      mapData("busan", "Busan", "Control"),
      mapData("dorado", "Dorado", "Escort"),
      mapData("ilios", "Ilios", "Control"),
    ]);
    const d = { event: { map_pool: ["busan", "dorado", "ilios"] } as never, match: live, eventMatches: [past, live], get };
    const lines = statsLines(d, false, 5);
    expect(lines.map((l) => [l.name, l.sides[0].record, l.sides[0].percent, l.sides[1].record, l.sides[1].percent])).toEqual([
      ["DORADO", "0-2", "0%", "1-0", "100%"],
      ["BUSAN", "2-0", "100%", "0-0", "—"],
      ["ILIOS", "0-0", "—", "0-0", "—"],
    ]);
    expect(statsLines(d, true, 5).map((l) => l.name)).toEqual(["BUSAN", "ILIOS"]);
    expect(statsLines(d, false, 1)).toHaveLength(1);
  });
  it("shows nothing without a live match", () => {
    expect(statsLines({ event: null, match: null, eventMatches: [], get: lookupOf([]) }, false, 5)).toEqual([]);
  });
  it("puts a map's mode under its name, each line apart and inside the row, the mode at the label floor", () => {
    const { name, type } = mapCell(true);
    expect(type).not.toBeNull();
    expect(name.y).toBeGreaterThanOrEqual(0);
    expect(name.y + name.h).toBeLessThanOrEqual(type!.y);
    expect(type!.y + type!.h).toBeLessThanOrEqual(ROW_H);
    expect(type!.size).toBeGreaterThanOrEqual(20);
    const alone = mapCell(false).name;
    expect(alone.y + alone.h / 2).toBe(ROW_H / 2);
  });
});
