import { describe, expect, it } from "vitest";
import { nextMap } from "./nextMap.ts";

const pool = [
  { id: "mBusan", name: "Busan", image: [{ id: "img1" }] },
  { id: "mIlios", name: "Ilios" },
];
const byId = (id: string) => pool.find((m) => m.id === id) ?? null;

describe("next map", () => {
  it("is the live match's map being played, by its Map Data", () => {
    const maps = [
      { number: 1, map: ["mIlios"] },
      { number: 2, map: ["mBusan"] },
    ];
    expect(nextMap(maps, 2, byId, pool)).toEqual({ mapDataId: "mBusan", name: "Busan", number: 2 });
  });
  it("keeps a named map without Map Data", () => {
    expect(nextMap([{ number: 1, name: "Custom Arena" }], 1, byId, pool)).toEqual({ mapDataId: null, name: "Custom Arena", number: 1 });
  });
  it("falls back to the map the option names, in any case", () => {
    expect(nextMap([], 1, byId, pool, "ilios")).toEqual({ mapDataId: "mIlios", name: "Ilios", number: null });
    expect(nextMap([], 1, byId, pool, "Nowhere")).toBeNull();
    expect(nextMap([], 1, byId, pool)).toBeNull();
  });
  it("reads the option's map by its Map Data id, or by name with spaces around it", () => {
    expect(nextMap([], 1, byId, pool, "mBusan")).toEqual({ mapDataId: "mBusan", name: "Busan", number: null });
    expect(nextMap([], 1, byId, pool, " Ilios ")).toEqual({ mapDataId: "mIlios", name: "Ilios", number: null });
  });
  it("passes over a match map that names nothing yet for the option's map", () => {
    expect(nextMap([{ number: 1 }], 1, byId, pool, "Busan")).toEqual({ mapDataId: "mBusan", name: "Busan", number: null });
    expect(nextMap([{ number: 1, map: [] }], 1, byId, pool)).toBeNull();
  });
});
