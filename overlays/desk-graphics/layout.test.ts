import { describe, expect, it } from "vitest";
import type { BroadcastRecord, EventRecord, Thing } from "../../domain/tables.ts";
import { lookupOf, makeMatchView } from "../../engine/testViews.ts";
import { deskSponsors, deskTeams } from "./layout.ts";

const theme = (id: string, name: string, logo?: string): Thing =>
  ({
    id,
    __tableName: "Themes",
    __version: 1,
    name,
    color_theme: "#0f172a",
    default_logo: logo ? [{ id: logo, fileExtension: "svg" }] : undefined,
  }) as Thing;

describe("desk-graphics", () => {
  it("rotates the broadcast's sponsors then the event's, with their colours and logos", () => {
    const broadcast = { id: "b", __tableName: "Broadcasts", name: "M", key: "m", sponsors: ["s1"] } as BroadcastRecord;
    const event = { id: "e", __tableName: "Events", name: "E", sponsors: ["s1", "s2", "missing"] } as EventRecord;
    const list = deskSponsors({ broadcast, event, get: lookupOf([theme("s1", "Nimbus", "attN"), theme("s2", "Keystone")]) });
    expect(list.map((s) => [s.name, s.theme.logoId, s.theme.background])).toEqual([
      ["Nimbus", "attN", "#0f172a"],
      ["Keystone", null, "#0f172a"],
    ]);
  });
  it("shows the teams only when both are known", () => {
    expect(deskTeams({ match: makeMatchView({}) })?.map((t) => t.id)).toEqual(["A", "B"]);
    expect(deskTeams({ match: null })).toBeNull();
  });
});
