import type { FeedData } from "./types.ts";
import { describe, expect, it } from "vitest";
import type { TableName, Thing } from "../domain/tables.ts";
import { feedOf } from "./buildData.ts";
import { makeMatch, makeTeam } from "./testViews.ts";

const record = <T extends TableName>(table: T, id: string, fields: Partial<Thing<T>> = {}) =>
  ({ id, __tableName: table, __version: 1, ...fields }) as Thing<T>;

/** The demo's shape in small: an event with two matches of three teams, one of them live. */
function makeRecords() {
  const themes = [
    record("Themes", "recTHEMEEVENT0001", { color_theme: "#112233", color_accent: "#ffcc00" }),
    record("Themes", "recTHEMETEAMA0001", { color_theme: "#aa0000" }),
  ];
  const teams = [makeTeam("recTEAMA000000001", { theme: [themes[1].id] }), makeTeam("recTEAMB000000001"), makeTeam("recTEAMC000000001")];
  const live = makeMatch({ id: "recMATCHLIVE00001", teams: [teams[0].id, teams[1].id], first_to: 3 });
  const next = makeMatch({ id: "recMATCHNEXT00001", teams: [teams[1].id, teams[2].id], first_to: 3, show_on_overlays: true });
  const event = record("Events", "recEVENT000000001", { matches: [live.id, next.id], theme: [themes[0].id] });
  const broadcast = record("Broadcasts", "recBROADCAST00001", { event: [event.id], live_match: [live.id], schedule: [next.id] });
  return { themes, teams, live, next, event, broadcast };
}

const build = (records: Thing[], broadcast: Thing<"Broadcasts">) => feedOf(broadcast, records);

describe("the feed after a change of one record", () => {
  it("builds the changed match again and hands every other view over as the same object", () => {
    const r = makeRecords();
    const rest = [...r.themes, ...r.teams, r.next, r.event, r.broadcast];
    const first = build([...rest, r.live], r.broadcast);
    const scored = build([...rest, { ...r.live, score_1: 1, __version: 2 }], r.broadcast);

    expect(first.match?.scoreText).toEqual(["0", "0"]);
    expect(scored.match?.scoreText).toEqual(["1", "0"]);
    expect(scored.match).not.toBe(first.match);
    expect(scored.schedule[0]).toBe(first.schedule[0]);
    expect(scored.teams.get(r.teams[0].id)).toBe(first.teams.get(r.teams[0].id));
    expect(scored.match?.teams[0]).toBe(first.match?.teams[0]);
    expect(scored.theme).toBe(first.theme);
  });

  it("gives a team a new theme when its theme record changes, and leaves the other teams alone", () => {
    const r = makeRecords();
    const rest = [r.themes[0], ...r.teams, r.live, r.next, r.event, r.broadcast];
    const first = build([...rest, r.themes[1]], r.broadcast);
    const recoloured = build([...rest, { ...r.themes[1], color_theme: "#00aa00", __version: 2 }], r.broadcast);

    expect(first.teams.get(r.teams[0].id)?.theme.background).toBe("#aa0000");
    expect(recoloured.teams.get(r.teams[0].id)?.theme.background).toBe("#00aa00");
    expect(recoloured.match).not.toBe(first.match);
    expect(recoloured.teams.get(r.teams[2].id)).toBe(first.teams.get(r.teams[2].id));
  });

  it("builds views equal to those of a first build, whatever was built before", () => {
    const r = makeRecords();
    const all = [...r.themes, ...r.teams, r.live, r.next, r.event, r.broadcast];
    const again = build(all, r.broadcast);
    const fresh = build(
      all.map((x) => ({ ...x })),
      r.broadcast,
    );
    // The lookups are the feed's own functions, one per build; everything built from them is compared.
    const views = ({ get: _get, ids: _ids, collection: _collection, ...data }: FeedData) => data;
    expect(views(fresh)).toEqual(views(again));
  });
});

describe("the live match when its teams are flipped", () => {
  const flipped = () => {
    const r = makeRecords();
    const live = { ...r.live, flip_teams: true, score_1: 2 };
    return { r, records: [...r.themes, ...r.teams, live, r.next, r.event, r.broadcast] };
  };

  it("hands scenes its sides swapped, and keeps the event's list in stored order", () => {
    const { r, records } = flipped();
    const data = build(records, r.broadcast);
    expect(data.match).toMatchObject({ flipped: true, names: ["recTEAMB000000001", "recTEAMA000000001"], score: [0, 2] });
    expect(data.match?.teams[1]?.theme.background).toBe("#aa0000");
    const listed = data.eventMatches.find((m) => m.id === r.live.id);
    expect(listed).toMatchObject({ flipped: false, names: ["recTEAMA000000001", "recTEAMB000000001"], score: [2, 0] });
  });

  it("reuses the swapped view while its records are the same", () => {
    const { r, records } = flipped();
    expect(build(records, r.broadcast).match).toBe(build(records, r.broadcast).match);
  });
});
