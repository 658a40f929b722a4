import { describe, expect, it } from "vitest";
import { mapLineup, previousAndNext } from "../../domain/mapLineup.ts";
import type { BroadcastRecord, EventRecord, MapRecord, MatchRecord, Thing } from "../../domain/tables.ts";
import type { Lookup } from "../../engine/buildData.ts";
import { lookupOf, makeMatchView } from "../../engine/testViews.ts";
import { casterBg } from "./layout.ts";

const mapData = (id: string, name: string, image?: { id: string; fileExtension: string }[]): Thing =>
  ({ id, __tableName: "Map Data", __version: 1, name, image }) as Thing;
const busan = mapData("mBusan", "Busan", [{ id: "attBusan", fileExtension: "png" }]);
const ilios = mapData("mIlios", "Ilios", [
  { id: "attIliosV", fileExtension: "webm" },
  { id: "attIlios", fileExtension: "jpg" },
]);
const broadcast = {
  id: "b",
  __tableName: "Broadcasts",
  name: "Main",
  key: "main",
  background: [{ id: "attBg", fileExtension: "png" }],
} as BroadcastRecord;
const event = { id: "e", __tableName: "Events", name: "Cup", map_pool: ["mBusan", "mIlios"] } as EventRecord;

/** The desk background of a live match (a first to 3 unless told) on these maps, as the scene draws it. */
function bgOf(match: Partial<MatchRecord>, maps: Partial<MapRecord>[], get: Lookup, opts: { map?: string; video: boolean }) {
  const m = makeMatchView({ first_to: 3, ...match }, ["A", "B"], maps);
  const info = (id: string) => {
    const r = get(id, "Map Data");
    return r ? { name: r.name, type: null, imageId: null } : null;
  };
  const { next } = previousAndNext(mapLineup(m.record, m.maps, info, m.bestOf, m.winner !== null));
  return casterBg({ event, broadcast, get }, next, opts);
}

describe("caster-bg", () => {
  it("shows the map being played next, by its number and its Map Data", () => {
    const bg = bgOf({ score_1: 1 }, [{ map: ["mIlios"], winner: ["A"] }, { map: ["mBusan"] }], lookupOf([busan, ilios]), { video: true });
    expect(bg).toMatchObject({ name: "Busan", label: "Map 2", video: null });
    expect(bg.image).toContain("attBusan");
  });
  it("plays a map's video when asked, and its still otherwise", () => {
    const get = lookupOf([ilios]);
    expect(bgOf({}, [{ map: ["mIlios"] }], get, { video: true }).video).toBe("/image.webm?id=attIliosV");
    const still = bgOf({}, [{ map: ["mIlios"] }], get, { video: false });
    expect(still.video).toBeNull();
    expect(still.image).toContain("attIlios&");
  });
  it("keeps a named map without Map Data, over the broadcast's background", () => {
    const bg = bgOf({}, [{ name: "Custom Arena" }], lookupOf([busan]), { map: "busan", video: true });
    expect(bg).toMatchObject({ name: "Custom Arena", label: "Map 1" });
    expect(bg.image).toContain("attBg");
  });
  it("passes over a banned map for the one being played", () => {
    const bg = bgOf(
      {},
      [
        { map: ["mIlios"], banner: ["B"], number: 1 },
        { map: ["mBusan"], number: 1 },
      ],
      lookupOf([busan, ilios]),
      {
        video: false,
      },
    );
    expect(bg).toMatchObject({ name: "Busan", label: "Map 1" });
  });
  it("uses the map option, by name in any case or by Map Data id, while the match's map names nothing", () => {
    const get = lookupOf([busan, ilios]);
    expect(bgOf({}, [], get, { map: "busan", video: true })).toMatchObject({ name: "Busan", label: "Next map" });
    expect(bgOf({}, [{ map: [] }], get, { map: " Ilios ", video: false })).toMatchObject({ name: "Ilios", label: "Next map" });
    expect(bgOf({}, [], get, { map: "mIlios", video: false })).toMatchObject({ name: "Ilios", label: "Next map" });
  });
  it("shows the broadcast's background alone without a map, or for a map the event does not have", () => {
    for (const map of [undefined, "Nowhere"]) {
      const none = bgOf({}, [{ map: [] }], lookupOf([busan]), { map, video: true });
      expect(none).toMatchObject({ name: null, label: null });
      expect(none.image).toContain("attBg");
    }
  });
  it("names no map once the match is complete: a first to 3 won 3-1 has no map 5", () => {
    const maps = [{ map: ["mIlios"], winner: ["A"] }, { winner: ["B"] }, { winner: ["A"] }, { winner: ["A"] }, { map: ["mBusan"] }];
    expect(bgOf({ score_1: 3, score_2: 1 }, maps, lookupOf([busan, ilios]), { video: true })).toMatchObject({ name: null, label: null });
  });
});
