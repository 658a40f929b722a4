import { describe, expect, it } from "vitest";
import { parseSharedOptions } from "../../domain/overlayOptions.ts";
import type { MatchRecord, TableName, Thing } from "../../domain/tables.ts";
import { liveCallOf, liveOnShowOf, nextMatchOf, scheduleOf, upNextOf } from "./fillerSchedule.ts";
import { breakTitleOf } from "./fillerTitle.ts";
import { buildFeedData } from "../../engine/buildData.ts";
import { lookupOf, makeMatch, makeTeam } from "../../engine/testViews.ts";
import type { OverlayData } from "../../engine/types.ts";

const record = <T extends TableName>(table: T, id: string, fields: Partial<Thing<T>> = {}) =>
  ({ id, __tableName: table, __version: 1, ...fields }) as Thing<T>;

const teams = ["recTEAMA000000001", "recTEAMB000000001"].map((id) => makeTeam(id));
const match = (id: string, o: Partial<MatchRecord>) => makeMatch({ id, teams: teams.map((t) => t.id), first_to: 3, ...o });

/** A broadcast whose schedule holds a live match under way, and matches toggled for each kind of overlay. */
function feed(broadcast: Partial<Thing<"Broadcasts">>, matches: MatchRecord[]): OverlayData {
  const b = record("Broadcasts", "recBROADCAST00001", { schedule: matches.map((m) => m.id), ...broadcast });
  const data = buildFeedData({
    broadcast: b,
    client: null,
    get: lookupOf([b, ...teams, ...matches]),
    ids: () => [],
    collection: () => null,
    stingerThemeId: null,
    themeIds: [],
  });
  return { ...data, version: 1 };
}

const live = match("recLIVE0000000001", { show_on_overlays: true, score_1: 2, score_2: 1 });
const primary = match("recPRIMARY0000001", { show_on_overlays: true });
const secondary = match("recSECONDARY00001", { show_on_secondary_overlays: true });
const both = match("recBOTH0000000001", { show_on_overlays: true, show_on_secondary_overlays: true });
const neither = match("recNEITHER000001", {});
const schedule = [live, neither, secondary, primary, both];
const ids = (views: { id: string }[]) => views.map((v) => v.id);

describe("the schedule overlays list", () => {
  it("Primary decides the primary overlays' list and Secondary the secondary ones', in the schedule's order", () => {
    const d = feed({ live_match: [live.id], show_live_match: true }, schedule);
    expect(ids(scheduleOf(d, false))).toEqual([live.id, primary.id, both.id]);
    expect(ids(scheduleOf(d, true))).toEqual([secondary.id, both.id]);
  });
});

describe("the match up next", () => {
  it("is the first listed match not played, never the live one with its score", () => {
    const d = feed({ live_match: [live.id], show_live_match: true }, schedule);
    expect(nextMatchOf(d, false)?.id).toBe(primary.id);
    expect(nextMatchOf(d, true)?.id).toBe(secondary.id);
  });

  it("with Show live match off, is still not the live match under way, and no live match is on show", () => {
    const d = feed({ live_match: [live.id], show_live_match: false }, schedule);
    expect(nextMatchOf(d, false)?.id).toBe(primary.id);
    expect(liveOnShowOf(d)).toBeNull();
  });

  it("with Show live match off, is the live match itself before it starts", () => {
    const waiting = match("recWAITING0000001", { show_on_overlays: true });
    const d = feed({ live_match: [waiting.id], show_live_match: false }, [waiting, primary]);
    expect(nextMatchOf(d, false)?.id).toBe(waiting.id);
  });
});

describe("the one answer to what is up next (break, l-bar, break-bar, break-schedule)", () => {
  const called = (c: { match: { id: string }; billing: string } | null) => c && [c.match.id, c.billing];

  it("is the next match, UP NEXT, while the live match on show is LIVE NOW, never UP NEXT", () => {
    const d = feed({ live_match: [live.id], show_live_match: true }, schedule);
    expect(called(upNextOf(d, false))).toEqual([primary.id, "UP NEXT"]);
    expect(called(liveCallOf(d))).toEqual([live.id, "LIVE NOW"]);
  });

  it("with nothing left to play, is the live match under way as LIVE NOW, with its sides as the broadcast flips them", () => {
    const flipped = match("recLIVE0000000001", { show_on_overlays: true, score_1: 2, score_2: 1, flip_teams: true });
    const d = feed({ live_match: [flipped.id], show_live_match: true }, [flipped]);
    expect(called(upNextOf(d, false))).toEqual([flipped.id, "LIVE NOW"]);
    expect(upNextOf(d, false)?.match.names).toEqual(["recTEAMB000000001", "recTEAMA000000001"]);
  });

  it("a decided live match is FINAL, and is never called up again", () => {
    const won = match("recLIVE0000000001", { show_on_overlays: true, score_1: 3, score_2: 1 });
    expect(called(liveCallOf(feed({ live_match: [won.id], show_live_match: true }, [won, primary])))).toEqual([won.id, "FINAL"]);
    expect(upNextOf(feed({ live_match: [won.id], show_live_match: true }, [won]), false)).toBeNull();
  });

  it("calls up no live match the overlay does not list", () => {
    const d = feed({ live_match: [live.id], show_live_match: true }, [live]);
    expect(upNextOf(d, true)).toBeNull();
  });
});

describe("{auto} in the break title", () => {
  /** The title the scene draws, with the `title` query option when given. */
  const at = (d: OverlayData, query = "") => breakTitleOf(d, { shared: parseSharedOptions(new URLSearchParams(query)), now: () => Date.now() });
  it("reads Be Right Back with the live match under way and more to come", () => {
    const d = feed({ title: "{auto}", live_match: [live.id], show_live_match: true }, schedule);
    expect(at(d)).toBe("Be Right Back");
    expect(at(d, "title=Week 3: {auto}")).toBe("Week 3: Be Right Back");
  });
  it("leaves a plain title alone, and gives none when there is no title", () => {
    expect(at(feed({ title: "Grand Final" }, schedule))).toBe("Grand Final");
    expect(at(feed({}, schedule))).toBeUndefined();
  });
});
