import { describe, expect, it } from "vitest";
import { mapLineup, previousAndNext, scoreTitle } from "./mapLineup.ts";
import type { MapRecord } from "./tables.ts";

const map = (n: number, o: Partial<MapRecord>): MapRecord => ({ id: `m${n}`, __tableName: "Maps", __version: 1, number: n, ...o });
const info = (id: string) => (id === "busan" ? { name: "Busan", type: "Control", imageId: "attBUSAN" } : null);
const match = { teams: ["A", "B"] };

describe("map line-up", () => {
  it("gives each map its Map Data, picker, winner, score and bans, then upcoming slots to the match length", () => {
    const lineup = mapLineup(
      match,
      [
        map(1, { map: ["busan"], winner: ["A"], score_1: 2, score_2: 1, team_1_bans: [{ id: "h1" }], team_2_bans: [{ id: "h2" }] }),
        map(2, { name: "Dorado", picker: ["B"] }),
      ],
      info,
      5,
      false,
    );
    expect(lineup).toHaveLength(5);
    expect(lineup[0]).toMatchObject({
      name: "Busan",
      mapDataId: "busan",
      type: "Control",
      imageId: "attBUSAN",
      state: "done",
      winner: 1,
      score: "2 - 1",
      bans: [["h1"], ["h2"]],
    });
    expect(lineup[1]).toMatchObject({ name: "Dorado", mapDataId: null, picker: 2, state: "live", winner: null, score: null });
    expect(lineup.slice(2).map((m) => [m.number, m.state, m.name])).toEqual([
      [3, "upcoming", ""],
      [4, "upcoming", ""],
      [5, "upcoming", ""],
    ]);
  });
  it("shows a banned map as done, by its banner, without counting it toward the length", () => {
    const lineup = mapLineup(match, [map(1, { name: "Ilios", banner: ["B"] })], info, 3, false);
    expect(lineup[0]).toMatchObject({ banned: true, picker: 2, state: "done" });
    expect(lineup).toHaveLength(4);
  });
  it("finds the last finished map and the next one", () => {
    const lineup = mapLineup(match, [map(1, { name: "Busan", winner: ["B"] }), map(2, { name: "Ilios", banner: ["A"] })], info, 3, false);
    const { previous, next } = previousAndNext(lineup);
    expect(previous?.name).toBe("Busan");
    expect(next?.number).toBe(3);
    expect(previousAndNext([]).previous).toBeNull();
  });
  it("passes over a banned map numbered like the one being played", () => {
    const lineup = mapLineup(match, [map(1, { name: "Ilios", banner: ["A"] }), map(1, { name: "Busan" })], info, 3, false);
    expect(previousAndNext(lineup)).toMatchObject({ previous: null, next: { name: "Busan", banned: false } });
  });
  it("has no next map once the match is decided, though its length leaves a slot", () => {
    const won = [map(1, { name: "Busan", winner: ["A"] }), map(2, { name: "Ilios", winner: ["A"] })];
    expect(previousAndNext(mapLineup(match, won, info, 3, true))).toMatchObject({ previous: { name: "Ilios" }, next: null });
  });
  it("writes the score title with the codes", () => {
    expect(scoreTitle(["AUR", "VRW"], [1, 0])).toBe("AUR 1 - 0 VRW");
  });

  it("numbers unnumbered maps by position, names a map without name or Map Data blank, and skips blank ban slots", () => {
    const bare = (id: string, o: Partial<MapRecord>): MapRecord => ({ id, __tableName: "Maps", __version: 1, ...o });
    const lineup = mapLineup(
      match,
      [bare("x1", { map: ["busan"], team_1_bans: [{ id: "h1" }, { id: "" }] }), bare("x2", { map: ["unknown"] })],
      info,
      null,
      false,
    );
    expect(lineup.map((m) => [m.number, m.name, m.mapDataId, m.type])).toEqual([
      [1, "Busan", "busan", "Control"],
      [2, "", null, null],
    ]);
    expect(lineup[0].bans).toEqual([["h1"], []]);
  });
  it("shows a score only once both sides have one", () => {
    const lineup = mapLineup(
      match,
      [map(1, { score_1: 2 }), map(2, { score_2: 1 }), map(3, { score_1: 0, score_2: 0 })],
      info,
      null,
      false,
    );
    expect(lineup.map((m) => m.score)).toEqual([null, null, "0 - 0"]);
  });
  it("gives the slots still to come no bans, and no live map once the match is decided", () => {
    const lineup = mapLineup(match, [map(1, { name: "Busan", winner: ["A"] })], info, 3, true);
    expect(lineup.map((m) => m.state)).toEqual(["done", "upcoming", "upcoming"]);
    expect(lineup[2]).toEqual({
      number: 3,
      name: "",
      mapDataId: null,
      type: null,
      imageId: null,
      state: "upcoming",
      banned: false,
      picker: null,
      winner: null,
      score: null,
      bans: [[], []],
    });
    expect(mapLineup(match, [map(1, { name: "Busan", winner: ["A"] })], info, 1, false).map((m) => m.state)).toEqual(["done"]);
  });
});
