import { describe, expect, it } from "vitest";
import { describeIssues } from "./actions.ts";
import { MapRowInputSchema } from "./mapRowInput.ts";

const HERO = "recHERO0000000001";

describe("a map row", () => {
  it("reads the original website's row: one id per link, heroes as ids, existingID for id, all stored in full", () => {
    expect(
      MapRowInputSchema.parse({
        existingID: "MAP00000000001",
        map: "DATA0000000001",
        winner: "TEAM0000000001",
        picker: "recTEAM0000000002",
        banner: null,
        number: "",
        score_1: 2,
        score_2: null,
        draw: false,
        team_1_picks: ["HERO0000000001", "", null],
        team_2_bans: [],
      }),
    ).toEqual({
      id: "MAP00000000001",
      map: ["recDATA0000000001"],
      winner: ["recTEAM0000000001"],
      picker: ["recTEAM0000000002"],
      score_1: 2,
      draw: false,
      team_1_picks: [{ id: HERO }],
      team_2_bans: [],
    });
  });

  it("reads ours as it is, with short ids stored in full", () => {
    expect(MapRowInputSchema.parse({ id: "recMAP0000000001", winner: [], team_1_picks: [{ id: "HERO0000000001" }] })).toEqual({
      id: "recMAP0000000001",
      winner: [],
      team_1_picks: [{ id: HERO }],
    });
  });

  it("refuses a row that names its map both ways, at existingID", () => {
    const result = MapRowInputSchema.safeParse({ id: "recMAP0000000001", existingID: "MAP0000000002" });
    expect(result.success ? [] : describeIssues(result.error)).toEqual([
      { path: "existingID", message: "Name the map by id or by existingID, not both" },
    ]);
  });

  it("refuses an unknown field and a link that is no id", () => {
    expect(MapRowInputSchema.safeParse({ mapName: "Ilios" }).success).toBe(false);
    expect(MapRowInputSchema.safeParse({ winner: 5 }).success).toBe(false);
    expect(MapRowInputSchema.safeParse({ winner: "x".repeat(65) }).success).toBe(false);
  });
});
