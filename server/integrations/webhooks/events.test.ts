import { describe, expect, it } from "vitest";
import type { TableName, Thing } from "../../../domain/tables.ts";
import type { Change, StoreReader } from "../../store/ThingStore.ts";
import { eventsOfCommit } from "./events.ts";

const thing = (table: TableName, id: string, fields: Record<string, unknown>) =>
  ({ ...fields, id, __tableName: table, __version: 1 }) as Thing;

const EVENT = thing("Events", "recEvent", { name: "Spring Cup" });
const TEAMS = [
  thing("Teams", "recTeamA", { name: "Aurora Foxes", code: "AUR" }),
  thing("Teams", "recTeamB", { name: "Crimson Tide", code: "CRT" }),
];
const MATCH = { event: ["recEvent"], teams: ["recTeamA", "recTeamB"], first_to: 2, score_1: 0, score_2: 0, start: 1_000 };
const STORED = new Map<string, Thing>([EVENT, ...TEAMS, thing("Players", "recNova", { name: "Nova" })].map((t) => [t.id, t]));

const reader: StoreReader = {
  get: async (id) => STORED.get(id) ?? null,
  getTyped: async (id, table) => (STORED.get(id)?.__tableName === table ? STORED.get(id) : null) as never,
  getMany: async (ids) => ids.map((id) => STORED.get(id) ?? null),
  lookup: async () => null,
  list: async () => [],
};

const change = (table: TableName, id: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): Change => ({
  id,
  table,
  before: before && thing(table, id, before),
  after: after && thing(table, id, after),
});
const typesOf = async (...changes: Change[]) => (await eventsOfCommit(reader, changes, "https://site.gg")).map((e) => e.type);

describe("the events a commit means", () => {
  it("a first map won: started and a score update; the deciding map: a score update and completed", async () => {
    expect(await typesOf(change("Matches", "recM", MATCH, { ...MATCH, score_1: 1 }))).toEqual(["match.started", "match.score_updated"]);
    expect(await typesOf(change("Matches", "recM", { ...MATCH, score_1: 1 }, { ...MATCH, score_1: 2 }))).toEqual([
      "match.score_updated",
      "match.completed",
    ]);
  });

  it("carries the public summary of the match, its teams, winner, event and link", async () => {
    const [, completed] = await eventsOfCommit(
      reader,
      [change("Matches", "recM", { ...MATCH, score_2: 1 }, { ...MATCH, score_2: 2 })],
      "https://site.gg",
    );
    expect(completed!.data).toEqual({
      event: { id: "recEvent", name: "Spring Cup" },
      match: {
        id: "recM",
        name: null,
        teams: [
          { id: "recTeamA", name: "Aurora Foxes", code: "AUR" },
          { id: "recTeamB", name: "Crimson Tide", code: "CRT" },
        ],
        score_1: 0,
        score_2: 2,
        first_to: 2,
        forfeit: false,
        start: 1_000,
        winner: { id: "recTeamB", name: "Crimson Tide", code: "CRT" },
        url: "https://site.gg/match/recM",
      },
    });
  });

  it("a new start time: rescheduled, with the previous start", async () => {
    const [found] = await eventsOfCommit(reader, [change("Matches", "recM", MATCH, { ...MATCH, start: 2_000 })], "");
    expect(found).toMatchObject({ type: "match.rescheduled", data: { previous_start: 1_000, match: { start: 2_000 } } });
  });

  it("a team moved into a bracket match: bracket.advanced; a match made now tells nothing", async () => {
    const waiting = { ...MATCH, teams: ["recTeamA"], brackets: ["recBracket"] };
    expect(await typesOf(change("Matches", "recM", waiting, { ...waiting, teams: ["recTeamA", "recTeamB"] }))).toEqual([
      "bracket.advanced",
    ]);
    expect(await typesOf(change("Matches", "recNew", null, { ...MATCH, score_1: 2 }))).toEqual([]);
  });

  it("the last match of a stage decided: stage.completed", async () => {
    const done = thing("Matches", "recDone", { ...MATCH, score_1: 2 });
    STORED.set(
      "recStage",
      thing("Brackets", "recStage", { name: "Groups", stage: "{}", ordered_matches: ["recDone", "recLast"], events: ["recEvent"] }),
    );
    STORED.set("recDone", done);
    const last = { ...MATCH, brackets: ["recStage"], score_1: 1 };
    const found = await eventsOfCommit(reader, [change("Matches", "recLast", last, { ...last, score_1: 2 })], "");
    expect(found.map((e) => e.type)).toEqual(["match.score_updated", "match.completed", "stage.completed"]);
    expect(found[2]).toMatchObject({
      subject: "recStage",
      data: { stage: { id: "recStage", name: "Groups" }, event: { name: "Spring Cup" } },
    });
  });

  it("reports: a score report waiting, one applied, a reschedule request", async () => {
    STORED.set("recM", thing("Matches", "recM", MATCH));
    const report = { type: "score", match: ["recM"], team: ["recTeamA"], data: JSON.stringify({ matchData: { score_1: 2, score_2: 0 } }) };
    expect(await typesOf(change("Reports", "recR", null, report))).toEqual(["report.submitted"]);
    expect(await typesOf(change("Reports", "recR", report, { ...report, approved: true }))).toEqual(["report.applied"]);
    expect(await typesOf(change("Reports", "recR", null, { ...report, approved: true }))).toEqual(["report.applied"]);
    const [found] = await eventsOfCommit(
      reader,
      [change("Reports", "recR2", null, { ...report, type: "reschedule", data: '{"start":5000}' })],
      "",
    );
    expect(found).toMatchObject({
      type: "reschedule.requested",
      event: "recEvent",
      data: { report: { type: "reschedule", start: 5_000, team: { name: "Aurora Foxes" } } },
    });
  });

  it("a broadcast's live match changed: told, and a match not yet played has started", async () => {
    const broadcast = { name: "Main", key: "main", event: ["recEvent"] };
    expect(await typesOf(change("Broadcasts", "recB", broadcast, { ...broadcast, live_match: ["recM"] }))).toEqual([
      "broadcast.live_match_changed",
      "match.started",
    ]);
    expect(
      await typesOf(
        change("Broadcasts", "recB", { ...broadcast, live_match: ["recM"] }, { ...broadcast, live_match: ["recM"], title: "x" }),
      ),
    ).toEqual([]);
  });

  it("a sign-up: the player's public name only, never their answers", async () => {
    const [found] = await eventsOfCommit(
      reader,
      [change("Signup Data", "recS", null, { event: ["recEvent"], player: ["recNova"], sr: 4200, info_for_captains: "private" })],
      "",
    );
    expect(found).toEqual({
      type: "signup.created",
      event: "recEvent",
      subject: "recS",
      data: { event: { id: "recEvent", name: "Spring Cup" }, signup: { id: "recS", player: { id: "recNova", name: "Nova" } } },
    });
  });

  it("changes to other records, or that leave scores and times alone, tell nothing", async () => {
    expect(await typesOf(change("Teams", "recTeamA", { name: "A" }, { name: "B" }))).toEqual([]);
    expect(await typesOf(change("Matches", "recM", MATCH, { ...MATCH, vod: "https://v" }))).toEqual([]);
  });
});
