import { describe, expect, it } from "vitest";
import { availableMaps, chooseMap, rowChoices, usesPool } from "./mapChoices.ts";
import { blankRow } from "./mapRows.ts";
import type { MapDataRecord } from "./tables.ts";

const makeMapData = (id: string, name: string, type: string, game = "Overwatch"): MapDataRecord => ({
  id,
  __tableName: "Map Data",
  __version: 1,
  name,
  type,
  game,
});
const BUSAN = makeMapData("recBUSAN000000001", "Busan", "Control");
const ILIOS = makeMapData("recILIOS000000001", "Ilios", "Control");
const DORADO = makeMapData("recDORADO00000001", "Dorado", "Escort");
const ASCENT = makeMapData("recASCENT00000001", "Ascent", "Spike", "Valorant");
const ALL = [DORADO, ILIOS, ASCENT, BUSAN];

describe("the maps a match editor row offers (SPEC §5)", () => {
  it("offers the event's map pool when restricted to it", () => {
    const rules = { restrict: true, pool: [BUSAN.id, DORADO.id], game: "Overwatch" };
    expect(usesPool(rules)).toBe(true);
    expect(availableMaps(ALL, rules).map((m) => m.name)).toEqual(["Busan", "Dorado"]);
  });

  it("offers every map of the match's game, by type then name, when not restricted or without a pool", () => {
    const names = (restrict: boolean, pool: string[]) => availableMaps(ALL, { restrict, pool, game: "Overwatch" }).map((m) => m.name);
    expect(names(false, [BUSAN.id])).toEqual(["Busan", "Ilios", "Dorado"]);
    expect(names(true, [])).toEqual(["Busan", "Ilios", "Dorado"]);
    expect(usesPool({ restrict: true, pool: [] })).toBe(false);
  });

  it("offers every map when the game has none of its own", () => {
    expect(availableMaps(ALL, { restrict: false, pool: [], game: "Chess" })).toHaveLength(4);
  });

  it("narrows each played map to the map set's type, skipping banned maps, only when restricted", () => {
    const available = availableMaps(ALL, { restrict: false, pool: [], game: null });
    const rows = [blankRow(), { ...blankRow(), banner: "recTEAMA0000000001" }, blankRow()];
    const names = (i: number, restrict = true) => rowChoices(available, rows, i, "Control,Escort/Spike", restrict).map((m) => m.name);
    expect(names(0)).toEqual(["Busan", "Ilios"]);
    expect(names(1)).toEqual(["Dorado", "Ascent"]);
    expect(names(2)).toEqual(["Dorado", "Ascent"]);
    expect(names(0, false)).toHaveLength(4);
    // A type no map has, or a map past the set's end, offers everything rather than nothing.
    expect(rowChoices(available, rows, 0, "Hybrid", true)).toHaveLength(4);
    expect(rowChoices(available, rows, 2, "Control", true)).toHaveLength(4);
  });

  it("takes the listed map a typed name names, in any case, and no map for an unknown name", () => {
    const choices = availableMaps(ALL, { restrict: false, pool: [], game: "Overwatch" });
    expect(chooseMap(blankRow(), "busan", choices)).toMatchObject({ name: "busan", map: BUSAN.id });
    expect(chooseMap({ ...blankRow(), map: BUSAN.id }, "Busa", choices)).toMatchObject({ name: "Busa", map: "" });
  });

  it("lists a map without a type first, with a blank type", () => {
    const RIFT = { ...makeMapData("recRIFT0000000001", "Rift", "Control"), type: undefined };
    expect(availableMaps([BUSAN, RIFT], { restrict: false, pool: [], game: null })).toEqual([
      { id: RIFT.id, name: "Rift", type: "" },
      { id: BUSAN.id, name: "Busan", type: "Control" },
    ]);
  });

  it("reads a map set written with spaces, and offers every map for a blank place or a blank alternative", () => {
    const RIFT = { ...makeMapData("recRIFT0000000001", "Rift", "Control"), type: undefined };
    const available = availableMaps([...ALL, RIFT], { restrict: false, pool: [], game: null });
    const rows = [blankRow(), blankRow()];
    const names = (i: number, mapSet: string) => rowChoices(available, rows, i, mapSet, true).map((m) => m.name);
    expect(names(0, " Control , Escort / Spike ")).toEqual(["Busan", "Ilios"]);
    expect(names(1, " Control , Escort / Spike ")).toEqual(["Dorado", "Ascent"]);
    expect(names(1, "Control,,Escort")).toHaveLength(5);
    expect(names(0, "Escort/")).toEqual(["Dorado"]);
  });

  it("takes a typed name with stray spaces around it", () => {
    const choices = availableMaps(ALL, { restrict: false, pool: [], game: "Overwatch" });
    expect(chooseMap(blankRow(), " Busan ", choices)).toMatchObject({ name: " Busan ", map: BUSAN.id });
  });
});
