// create-stage over real HTTP (issue 33): the matches and bracket a stage makes, results applied
// through update-match-data moving it on by themselves, and bad stages refused with nothing written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BracketRecord, MatchRecord } from "../../../domain/tables.ts";
import { DEMO_EVENT_ID, seedId } from "../../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "../harness.ts";

const EVENT = seedId("stages:event");
const TEAMS = Array.from({ length: 16 }, (_, i) => seedId(`stages:team:${i + 1}`));
const NAMES = TEAMS.map((_, i) => `Seed ${i + 1} Esports`);
const OUTSIDER = seedId("stages:outsider");

describe("create-stage", () => {
  let t: TestServer;
  let admin: string;
  let nobody: string;
  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.tokenFor(seedId("player:Admin Morgan"));
    await t.store.transaction(async (tx) => {
      await tx.insert("Events", { name: "Stage Cup", teams: TEAMS }, EVENT);
      for (const [i, id] of TEAMS.entries()) await tx.insert("Teams", { name: NAMES[i], event: [EVENT] }, id);
      await tx.insert("Teams", { name: "Outsiders", event: [DEMO_EVENT_ID] }, OUTSIDER);
      await tx.insert("Players", { name: "Stage Nobody" }, seedId("stages:nobody"));
    });
    nobody = await t.tokenFor(seedId("stages:nobody"));
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, token = admin) =>
    t.post("/actions/create-stage", { event: EVENT, name: "Stage", teams: TEAMS, ...payload }, token);
  const name = (id: string | null) => (id ? NAMES[TEAMS.indexOf(id)] : null);
  const bracketOf = async (id: string) => (await t.store.getTyped(id, "Brackets")) as BracketRecord;
  const matchesOf = async (bracket: BracketRecord) =>
    (await t.store.getMany(bracket.ordered_matches ?? [])).filter((m): m is MatchRecord => m?.__tableName === "Matches");
  /** Apply a result as the match editor does: the winner takes first_to maps. */
  const win = async (match: MatchRecord, side: 1 | 2) => {
    const reply = await t.post(
      "/actions/update-match-data",
      { matchID: match.id, updatedData: { score_1: side === 1 ? match.first_to : 0, score_2: side === 2 ? match.first_to : 0 } },
      admin,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };

  it("Swiss, 16 teams, 3-3: results move it on round by round to 33 matches, no rematch, 8 advanced", async () => {
    const reply = await create({ name: "Swiss", format: "swiss", firstTo: 1, options: { decidingFirstTo: 2 } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { bracket, matches } = reply.body.data as { bracket: BracketRecord; matches: MatchRecord[] };
    expect(matches.map((m) => m.teams!.map(name))).toEqual(NAMES.slice(0, 8).map((n, i) => [n, NAMES[i + 8]]));
    expect(matches.map((m) => [m.match_number, m.match_group, m.first_to])).toEqual(matches.map((_, i) => [i + 1, "Round 1 (0-0)", 1]));
    // Both sides of every link: event ↔ matches and bracket, bracket ↔ matches.
    const event = (await t.store.getTyped(EVENT, "Events"))!;
    expect(event.brackets).toContain(bracket.id);
    for (const m of matches) {
      expect(event.matches).toContain(m.id);
      expect(m.brackets).toEqual([bracket.id]);
    }
    expect(bracket.ordered_matches).toEqual(matches.map((m) => m.id));

    let rnd = 11;
    const random = () => (rnd = (rnd * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let guard = 0; guard < 60; guard++) {
      const open = (await matchesOf(await bracketOf(bracket.id))).filter((m) => !m.score_1 && !m.score_2);
      if (!open.length) break;
      for (const m of open) await win(m, random() < 0.5 ? 1 : 2);
    }
    const all = await matchesOf(await bracketOf(bracket.id));
    expect(all).toHaveLength(33);
    expect(new Set(all.map((m) => [...m.teams!].sort().join())).size).toBe(33);
    const wins = new Map<string, number>();
    for (const m of all) {
      const winner = m.teams![m.score_1! > m.score_2! ? 0 : 1];
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
    }
    expect([...wins.values()].filter((w) => w === 3)).toHaveLength(8);
    // The layout shows one column a round; deciders were best of three.
    const layout = JSON.parse((await bracketOf(bracket.id)).bracket_layout!);
    expect(layout.brackets[0].columns.map((c: { header: string; games: number[] }) => [c.header, c.games.length])).toEqual([
      ["Round 1", 8],
      ["Round 2", 8],
      ["Round 3", 8],
      ["Round 4", 6],
      ["Round 5", 3],
    ]);
    expect(all.filter((m) => m.match_group === "Round 5 (2-2)").every((m) => m.first_to === 2)).toBe(true);
  });

  it("double elimination of 8 opens 1v8, 4v5, 2v7, 3v6 and drops losers into the lower bracket by itself", async () => {
    const reply = await create({ name: "Playoffs", format: "double-elimination", teams: TEAMS.slice(0, 8), firstTo: 2 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { bracket, matches } = reply.body.data as { bracket: BracketRecord; matches: MatchRecord[] };
    expect(matches).toHaveLength(14);
    const opening = matches.filter((m) => m.teams?.length === 2);
    expect(opening.map((m) => m.teams!.map(name))).toEqual([
      ["Seed 1 Esports", "Seed 8 Esports"],
      ["Seed 4 Esports", "Seed 5 Esports"],
      ["Seed 2 Esports", "Seed 7 Esports"],
      ["Seed 3 Esports", "Seed 6 Esports"],
    ]);
    // The top seeds win; no Resolve is pressed.
    for (const m of opening) await win(m, 1);
    const after = await matchesOf(await bracketOf(bracket.id));
    const lower = after.filter((m) => m.match_group === "Lower Round 1");
    expect(lower.map((m) => m.teams!.map(name))).toEqual([
      ["Seed 8 Esports", "Seed 5 Esports"],
      ["Seed 7 Esports", "Seed 6 Esports"],
    ]);
    const semis = after.filter((m) => m.match_group === "Upper Semifinals");
    expect(semis.map((m) => m.teams!.map(name))).toEqual([
      ["Seed 1 Esports", "Seed 4 Esports"],
      ["Seed 2 Esports", "Seed 3 Esports"],
    ]);
  });

  it("round robin of 16 in 4 groups puts seeds 1, 8, 9 and 16 in group A", async () => {
    const reply = await create({ name: "Groups", format: "round-robin", options: { groups: 4 } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const matches = reply.body.data.matches as MatchRecord[];
    expect(matches).toHaveLength(24);
    const groupA = new Set(matches.filter((m) => m.match_group === "Group A").flatMap((m) => m.teams!.map(name)));
    expect([...groupA].sort()).toEqual(["Seed 1 Esports", "Seed 16 Esports", "Seed 8 Esports", "Seed 9 Esports"]);
  });

  it("refuses each kind of bad stage with 400, saying what is wrong, and writes nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ format: "ladder" }, "format", "Pick a format: single-elimination, double-elimination, round-robin, gsl, swiss"],
      [
        { format: "swiss", teams: [...TEAMS.slice(0, 3), TEAMS[0]] },
        "teams.3",
        "The same team is listed twice (seeds 1 and 4): list each team once",
      ],
      [
        { format: "gsl", teams: TEAMS.slice(0, 6) },
        "teams",
        "A GSL stage plays in groups of four: it needs 4, 8, 12… teams (this one has 6)",
      ],
      [{ format: "swiss", teams: TEAMS.slice(0, 5) }, "teams", "A Swiss stage needs an even number of teams, at least 4 (this one has 5)"],
      [
        { format: "single-elimination", teams: [...TEAMS.slice(0, 3), OUTSIDER] },
        "teams.3",
        "Outsiders is not a team of this event: add it to the event first",
      ],
      [
        { format: "single-elimination", teams: [...TEAMS.slice(0, 3), seedId("stages:ghost")] },
        "teams.3",
        "Seed 4 is not a team: pick the stage's teams from this event's teams",
      ],
    ];
    for (const [payload, path, message] of cases) {
      const before = await t.store.revision();
      const reply = await create(payload);
      expect(reply.status, message).toBe(400);
      expect(reply.body.issues).toContainEqual({ path, message });
      expect(await t.store.revision()).toBe(before);
    }
    const before = await t.store.revision();
    expect(await create({ event: seedId("stages:nowhere"), format: "swiss" })).toEqual({
      status: 404,
      body: { error: true, errorMessage: "Event not found" },
    });
    const refused = await create({ format: "swiss" }, nobody);
    expect(refused.status).toBe(403);
    expect(await t.store.revision()).toBe(before);
  });
});
