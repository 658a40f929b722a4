import { describe, expect, it } from "vitest";
import { liveMatches } from "./collections.ts";
import { contrastRatio, textColorOn } from "./color.ts";
import { lookupKeysOf, parseFields, type BroadcastRecord } from "./tables.ts";

const makeBroadcast = (o: Partial<BroadcastRecord> = {}): BroadcastRecord => ({
  id: `rec${"b".repeat(14)}`,
  __tableName: "Broadcasts",
  __version: 1,
  name: "Main",
  key: "main",
  ...o,
});

describe("record schemas", () => {
  it("accepts a match with the SPEC §3 field names and rejects a wrong type with its path", () => {
    expect(parseFields("Matches", { teams: ["recA", "recB"], score_1: 2, first_to: 3 })).toMatchObject({ score_1: 2 });
    expect(() => parseFields("Matches", { score_1: "two" })).toThrow(/score_1/);
  });
  it("answers the synthetic keys of broadcasts, clients (lowercased), event subdomains and news", () => {
    expect(lookupKeysOf("Broadcasts", { key: "main" })).toEqual(["broadcast-main"]);
    expect(lookupKeysOf("Clients", { key: "Producer" })).toEqual(["client-producer"]);
    expect(lookupKeysOf("Events", { subdomain: "Spring", partial_subdomain: "spr" })).toEqual(["subdomain-spring", "subdomain-spr"]);
    expect(lookupKeysOf("News", { slug: "week-2" })).toEqual(["news-week-2"]);
    expect(lookupKeysOf("Teams", { name: "x" })).toEqual([]);
  });
  it("trims the value a synthetic key is made from", () => {
    expect(lookupKeysOf("Broadcasts", { key: " main " })).toEqual(["broadcast-main"]);
    expect(lookupKeysOf("News", { slug: "week-2\n" })).toEqual(["news-week-2"]);
  });
  it("answers no synthetic key for a record without its key field, or with a blank one", () => {
    expect(lookupKeysOf("Broadcasts", {})).toEqual([]);
    expect(lookupKeysOf("Clients", { key: "  " })).toEqual([]);
    expect(lookupKeysOf("News", {})).toEqual([]);
    expect(lookupKeysOf("Players", {})).toEqual([]);
    expect(lookupKeysOf("Events", {})).toEqual([]);
  });
  it("answers an event's subdomain once when its partial subdomain is the same", () => {
    expect(lookupKeysOf("Events", { subdomain: "spring", partial_subdomain: "spring" })).toEqual(["subdomain-spring"]);
  });
  it("answers a player's Discord account as a server-side key", () => {
    expect(lookupKeysOf("Players", { discord_id: "123456789012345678" })).toEqual(["discord-123456789012345678"]);
  });
});

describe("special collections", () => {
  it("live matches are those of active broadcasts that show their live match", () => {
    expect(
      liveMatches([
        makeBroadcast({ live_match: ["recA"] }),
        makeBroadcast({ live_match: ["recB"], show_live_match: false }),
        makeBroadcast({ live_match: ["recC"], active: false }),
        makeBroadcast({ live_match: ["recA"] }),
      ]),
    ).toEqual(["recA"]);
  });
});

describe("colour contrast (SPEC §9)", () => {
  it("computes the WCAG contrast ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBeCloseTo(1, 5);
  });
  it("picks dark text on light backgrounds and light text on dark ones", () => {
    expect(textColorOn("#c3ff00")).toBe("#111111");
    expect(textColorOn("#2b2d6e")).toBe("#ffffff");
  });
});
