import { describe, expect, it } from "vitest";
import type { BroadcastRecord, EventRecord, Thing } from "../../domain/tables.ts";
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

describe("caster-bg", () => {
  it("shows the map being played next, by its number", () => {
    const match = makeMatchView({ score_1: 1, first_to: 3 }, ["A", "B"], [{ map: ["mIlios"] }, { map: ["mBusan"] }]);
    const bg = casterBg({ match, event, broadcast, get: lookupOf([busan, ilios]) }, { video: true });
    expect(bg).toMatchObject({ name: "Busan", label: "Map 2", video: null });
    expect(bg.image).toContain("attBusan");
  });
  it("plays a map's video when asked, and its still otherwise", () => {
    const match = makeMatchView({ first_to: 3 }, ["A", "B"], [{ map: ["mIlios"] }]);
    expect(casterBg({ match, event, broadcast, get: lookupOf([ilios]) }, { video: true }).video).toBe("/image.webm?id=attIliosV");
    const still = casterBg({ match, event, broadcast, get: lookupOf([ilios]) }, { video: false });
    expect(still.video).toBeNull();
    expect(still.image).toContain("attIlios&");
  });
  it("uses the map option while the match has no map, else the broadcast's background alone", () => {
    const match = makeMatchView({ first_to: 3 });
    expect(casterBg({ match, event, broadcast, get: lookupOf([busan]) }, { map: "busan", video: true })).toMatchObject({
      name: "Busan",
      label: "Next map",
    });
    const none = casterBg({ match, event, broadcast, get: lookupOf([]) }, { video: true });
    expect(none).toMatchObject({ name: null, label: null });
    expect(none.image).toContain("attBg");
  });
});
