// save-bracket, resolve-entire-bracket and the score report / reschedule flows: what the
// caller is answered and what the records hold afterwards (SPEC §2.11, §4, §7).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EVENT_ID, DEMO_OTHER_EVENT_ID, DEMO_PRODUCER_ID, seedId } from "../../../server/seed/demo.ts";
import { TEAMS } from "../../../server/seed/demoData.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { createActors, LIVE_MATCH, TEAM_1, type Actor } from "./actors.ts";
import { SEMIS_AND_FINAL } from "../bracketLayouts.ts";

const [A, B, C, D] = TEAMS.slice(0, 4).map((team) => seedId(`team:${team.code}`));
const LAYOUT = SEMIS_AND_FINAL;

describe("save-bracket and resolve-entire-bracket", () => {
  let t: TestServer;
  let editor: string;
  let admin: string;
  let serial = 0;
  beforeAll(async () => {
    t = await startTestServer();
    editor = await t.tokenFor(DEMO_PRODUCER_ID);
    admin = await t.tokenFor(seedId("player:Admin Morgan"));
  });
  afterAll(() => t.close());

  const save = (payload: Record<string, unknown>) =>
    t.post("/actions/save-bracket", { event: DEMO_EVENT_ID, name: "Cup", layout: LAYOUT, ...payload }, editor);
  const resolveBracket = (bracketID: string) => t.post("/actions/resolve-entire-bracket", { bracketID }, admin);
  const matchRecord = async (id: string) => (await t.store.getTyped(id, "Matches"))!;
  const bracketRecord = async (id: string) => (await t.store.getTyped(id, "Brackets"))!;
  /** New matches of an event, numbered as given (null: no number). */
  async function newMatches(numbers: (number | null)[], event = DEMO_EVENT_ID, fields: Record<string, unknown>[] = []) {
    return t.store.transaction(async (tx) => {
      const ids: string[] = [];
      for (const [i, n] of numbers.entries()) {
        const id = seedId(`mutants:match:${serial++}`);
        await tx.insert("Matches", { event: event ? [event] : undefined, first_to: 3, match_number: n ?? undefined, ...fields[i] }, id);
        ids.push(id);
      }
      return ids;
    });
  }
  const set = (id: string, fields: Record<string, unknown>) => t.store.transaction((tx) => tx.update(id, "Matches", fields));

  it("refuses an unknown event or bracket with not found", async () => {
    const noEvent = await t.post("/actions/save-bracket", { event: seedId("mutants:nowhere"), name: "X", layout: LAYOUT }, editor);
    expect(noEvent).toEqual({ status: 404, body: { error: true, errorMessage: "Event not found" } });
    const noBracket = await save({ bracket: seedId("mutants:nobracket") });
    expect(noBracket).toEqual({ status: 404, body: { error: true, errorMessage: "Bracket not found" } });
  });

  it("refuses to overwrite another event's bracket, naming the field, and writes nothing", async () => {
    const other = seedId("mutants:other-bracket");
    await t.store.transaction((tx) => tx.insert("Brackets", { name: "Winter", events: [DEMO_OTHER_EVENT_ID] }, other));
    const before = await t.store.revision();
    const reply = await save({ bracket: other });
    expect(reply).toEqual({
      status: 400,
      body: {
        error: true,
        errorMessage: "That bracket is not one of this event's brackets",
        issues: [{ path: "bracket", message: "That bracket is not one of this event's brackets" }],
      },
    });
    expect(await t.store.revision()).toBe(before);
  });

  it("refuses a listed match that is not one of the event's matches, naming its place", async () => {
    const [own] = await newMatches([1]);
    const [foreign] = await newMatches([2], DEMO_OTHER_EVENT_ID);
    const [eventless] = await newMatches([3], "");
    const before = await t.store.revision();
    for (const [matches, path] of [
      [[own, foreign], "matches.1"],
      [[seedId("mutants:nomatch")], "matches.0"],
      [[own, eventless], "matches.1"],
      [[A], "matches.0"],
    ] as const) {
      const reply = await save({ matches });
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(reply.body.errorMessage).toBe("That match is not one of this event's matches");
      expect(reply.body.issues).toEqual([{ path, message: "That match is not one of this event's matches" }]);
    }
    expect(await t.store.revision()).toBe(before);
  });

  it("links a new bracket to its event and to each listed match", async () => {
    const [m1, m2] = await newMatches([1, 2]);
    const reply = await save({ matches: [m1, m2] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const id = reply.body.data.id;
    expect(reply.body.data.created).toBe(true);
    expect(await bracketRecord(id)).toMatchObject({ events: [DEMO_EVENT_ID], ordered_matches: [m1, m2] });
    expect((await matchRecord(m1)).brackets).toEqual([id]);
    expect((await matchRecord(m2)).brackets).toEqual([id]);
  });

  it("hides and shows a bracket only when asked", async () => {
    const id = (await save({ hidden: true })).body.data.id;
    expect((await bracketRecord(id)).hide_bracket).toBe(true);
    await save({ bracket: id, name: "Renamed" });
    expect(await bracketRecord(id)).toMatchObject({ name: "Renamed", hide_bracket: true });
    await save({ bracket: id, hidden: false });
    expect((await bracketRecord(id)).hide_bracket ?? null).toBeNull();
  });

  it("a match dropped from one bracket keeps its other brackets; a save without matches leaves the links alone", async () => {
    const [m1, m2] = await newMatches([1, 2]);
    const first = (await save({ matches: [m1, m2] })).body.data.id;
    const second = (await save({ matches: [m1] })).body.data.id;
    expect((await matchRecord(m1)).brackets).toEqual([first, second]);

    const dropped = await save({ bracket: first, matches: [m2] });
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
    expect((await matchRecord(m1)).brackets).toEqual([second]);
    expect((await matchRecord(m2)).brackets).toEqual([first]);

    expect((await save({ bracket: first, name: "Only renamed" })).status).toBe(200);
    expect((await bracketRecord(first)).ordered_matches).toEqual([m2]);
    expect((await matchRecord(m2)).brackets).toEqual([first]);
  });

  it("refuses an unknown bracket, and a bracket of no event, without changing anything", async () => {
    const missing = await resolveBracket(seedId("mutants:nobracket"));
    expect(missing).toEqual({ status: 404, body: { error: true, errorMessage: "Bracket not found" } });
    const loose = seedId("mutants:loose-bracket");
    await t.store.transaction((tx) => tx.insert("Brackets", { name: "Loose", bracket_layout: JSON.stringify(LAYOUT) }, loose));
    const producer = await t.post("/actions/resolve-entire-bracket", { bracketID: loose }, editor);
    expect(producer.status).toBe(403);
    expect(producer.body.errorMessage).toBe("You don't have permission to resolve brackets");
  });

  it("answers a layout that does not parse with an error message instead of resolving", async () => {
    const broken = seedId("mutants:broken-bracket");
    await t.store.transaction((tx) =>
      tx.insert("Brackets", { name: "Broken", events: [DEMO_EVENT_ID], bracket_layout: "{not json" }, broken),
    );
    const reply = await resolveBracket(broken);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ hasError: true, message: "Couldn't parse that format: this bracket's layout" });
  });

  it("places winners one side at a time, marking which side a lone team stands on", async () => {
    const [m1, m2, m3] = await newMatches([1, 2, 3]);
    const id = (await save({ matches: [m1, m2, m3] })).body.data.id;
    await set(m1, { teams: [A, B] });
    await set(m2, { teams: [C, D], score_1: 0, score_2: 3 });
    expect((await resolveBracket(id)).body.data).toEqual({ hasError: false, message: "Bracket resolved: 1 match updated" });
    expect(await matchRecord(m3)).toMatchObject({ teams: [D], placeholder_right: false });
    expect((await resolveBracket(id)).body.data).toEqual({ hasError: false, message: "Bracket resolved: nothing to change" });

    await set(m1, { score_1: 3, score_2: 1 });
    expect((await resolveBracket(id)).body.data.message).toBe("Bracket resolved: 1 match updated");
    const full = await matchRecord(m3);
    expect(full.teams).toEqual([A, D]);
    expect(full.placeholder_right ?? null).toBeNull();
  });

  it("marks a lone team from the upper feeder as standing on the left", async () => {
    const [m1, m2, m3] = await newMatches([1, 2, 3]);
    const id = (await save({ matches: [m1, m2, m3] })).body.data.id;
    await set(m1, { teams: [A, B], score_1: 3, score_2: 0 });
    expect((await resolveBracket(id)).body.data.message).toBe("Bracket resolved: 1 match updated");
    expect(await matchRecord(m3)).toMatchObject({ teams: [A], placeholder_right: true });
  });

  it("a match whose pairing changes loses its old score, even a one-sided 1-0", async () => {
    const [m1, m2, m3] = await newMatches([1, 2, 3]);
    const id = (await save({ matches: [m1, m2, m3] })).body.data.id;
    await set(m1, { teams: [A, B], score_1: 3, score_2: 0 });
    await set(m2, { teams: [C, D], score_1: 3, score_2: 0 });
    expect((await resolveBracket(id)).body.data.message).toBe("Bracket resolved: 1 match updated");
    await set(m3, { score_1: 1, score_2: 0 });
    await set(m1, { score_1: 0, score_2: 3 });
    expect((await resolveBracket(id)).body.data.message).toBe("Bracket resolved: 1 match updated");
    const final = await matchRecord(m3);
    expect(final.teams).toEqual([B, C]);
    expect([final.score_1 ?? null, final.score_2 ?? null]).toEqual([null, null]);
  });

  it("a half-filled match whose lone team changes loses its score, on either side", async () => {
    const [m1, m2, m3] = await newMatches([1, 2, 3]);
    const id = (await save({ matches: [m1, m2, m3] })).body.data.id;
    await set(m1, { teams: [A, B], score_1: 3, score_2: 0 });
    await resolveBracket(id);
    await set(m3, { score_1: 1, score_2: 0 });
    await set(m1, { score_1: 0, score_2: 3 });
    expect((await resolveBracket(id)).body.data.message).toBe("Bracket resolved: 1 match updated");
    const left = await matchRecord(m3);
    expect(left).toMatchObject({ teams: [B], placeholder_right: true });
    expect([left.score_1 ?? null, left.score_2 ?? null]).toEqual([null, null]);

    await set(m1, { teams: null, score_1: null, score_2: null });
    await set(m2, { teams: [C, D], score_1: 3, score_2: 0 });
    await resolveBracket(id);
    expect(await matchRecord(m3)).toMatchObject({ teams: [C], placeholder_right: false });
    await set(m3, { score_1: 0, score_2: 1 });
    await set(m2, { score_1: 0, score_2: 3 });
    expect((await resolveBracket(id)).body.data.message).toBe("Bracket resolved: 1 match updated");
    const right = await matchRecord(m3);
    expect(right).toMatchObject({ teams: [D], placeholder_right: false });
    expect([right.score_1 ?? null, right.score_2 ?? null]).toEqual([null, null]);
  });

  it("counts every match it updates", async () => {
    const [m1, m2, m3, m4, m5, m6] = await newMatches([1, 2, 3, 4, 5, 6]);
    const layout = {
      brackets: [{ name: "Two", columns: [{ games: [1, 2, 4, 5] }, { games: [3, 6] }] }],
      connections: { 1: { win: "3.1" }, 2: { win: "3.2" }, 4: { win: "6.1" }, 5: { win: "6.2" } },
    };
    const id = (await save({ layout, matches: [m1, m2, m3, m4, m5, m6] })).body.data.id;
    await set(m1, { teams: [A, B], score_1: 3, score_2: 0 });
    await set(m4, { teams: [C, D], score_1: 3, score_2: 0 });
    expect((await resolveBracket(id)).body.data.message).toBe("Bracket resolved: 2 matches updated");
  });

  it("resolves a bracket listing a removed match, a match without a number and a box without a match", async () => {
    const [m1, numberless, gone] = await newMatches([1, null, 2]);
    const id = (await save({ matches: [m1, numberless, gone] })).body.data.id;
    await t.store.transaction((tx) => tx.remove(gone));
    expect((await bracketRecord(id)).ordered_matches).toContain(gone);
    await set(m1, { teams: [A, B], score_1: 3, score_2: 0 });
    const reply = await resolveBracket(id);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    // The numberless match plays the free game 2; game 3 has none, and the answer says so.
    expect(reply.body.data).toEqual({
      hasError: true,
      message: "Bracket resolved: nothing to change. Match 3 of the layout has no match: list its match in the bracket's ordered matches",
    });
  });
});

describe("score reports and reschedule requests", () => {
  let t: TestServer;
  let tokens: Record<Actor, string | null>;
  afterEach(() => t?.close());

  async function eventWith(reporting: Record<string, unknown>) {
    t = await startTestServer();
    tokens = await createActors(t);
    await t.store.transaction((tx) => tx.update(DEMO_EVENT_ID, "Events", { blocks: JSON.stringify({ reporting }) }));
  }
  const both = { staffApprove: true, opponentApprove: true };
  const as = (actor: Actor, key: string, payload: unknown) => t.post(`/actions/${key}`, payload, tokens[actor]!);
  const report = (action: string, extra: Record<string, unknown> = {}) => ({ matchID: LIVE_MATCH, action, ...extra });
  const match = async () => (await t.store.getTyped(LIVE_MATCH, "Matches"))!;
  const proposal = { matchData: { score_1: 3, score_2: 1 } };

  it("refuses a report or request while the event has that kind of reporting off", async () => {
    await eventWith({ score: { use: false }, rescheduling: { use: false } });
    const before = await t.store.revision();
    expect(await as("teamMember", "submit-score-report", report("submit", { reportData: proposal }))).toEqual({
      status: 409,
      body: { error: true, errorMessage: "Score reporting is not open for this event" },
    });
    expect(await as("teamMember", "submit-reschedule", report("submit", { start: Date.UTC(2026, 11, 1) }))).toEqual({
      status: 409,
      body: { error: true, errorMessage: "Rescheduling is not open for this event" },
    });
    expect(await t.store.revision()).toBe(before);
  });

  it("refuses a report on a match that is already complete", async () => {
    await eventWith({ score: both });
    await t.store.transaction((tx) => tx.update(LIVE_MATCH, "Matches", { score_1: 3, score_2: 1 }));
    const reply = await as("teamMember", "submit-score-report", report("submit", { reportData: proposal }));
    expect(reply).toEqual({ status: 409, body: { error: true, errorMessage: "This match is already complete" } });
    expect((await match()).reports ?? []).toEqual([]);
  });

  it("records who submitted a report and for which match", async () => {
    await eventWith({ score: both });
    expect((await as("teamMember", "submit-score-report", report("submit", { reportData: proposal }))).status).toBe(200);
    const saved = await t.store.getTyped((await match()).reports!.at(-1)!, "Reports");
    expect(saved).toMatchObject({ match: [LIVE_MATCH], player: [seedId("player:Kitsune")], team: [TEAM_1] });
  });

  it("a report needs map or match data; a request needs a start time", async () => {
    await eventWith({ score: both, rescheduling: both });
    const before = await t.store.revision();
    const needsData = {
      status: 400,
      body: { error: true, errorMessage: "A score report needs map or match data", issues: [{ path: "reportData", message: "Required" }] },
    };
    expect(await as("teamMember", "submit-score-report", report("submit", { reportData: {} }))).toEqual(needsData);
    expect(await as("teamMember", "submit-score-report", report("submit"))).toEqual(needsData);
    expect(await as("teamMember", "submit-reschedule", report("submit"))).toEqual({
      status: 400,
      body: { error: true, errorMessage: "A reschedule request needs a start time", issues: [{ path: "start", message: "Required" }] },
    });
    expect(await t.store.revision()).toBe(before);
    const mapsOnly = await as("teamMember", "submit-score-report", report("submit", { reportData: { mapData: [{ name: "Busan" }] } }));
    expect(mapsOnly.body.data.status).toBe("submitted");
  });

  it("a match whose report list names a removed report still takes a new report", async () => {
    await eventWith({ score: both });
    await t.store.transaction((tx) => tx.update(LIVE_MATCH, "Matches", { reports: [seedId("mutants:removed-report")] }));
    const reply = await as("teamMember", "submit-score-report", report("submit", { reportData: proposal }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.status).toBe("submitted");
  });

  it("approving, denying or countering with nothing waiting is answered not found", async () => {
    await eventWith({ score: both });
    for (const action of ["approve", "deny"]) {
      expect(await as("opponent", "submit-score-report", report(action))).toEqual({
        status: 404,
        body: { error: true, errorMessage: "No request is waiting for approval" },
      });
    }
    expect(await as("opponent", "submit-score-report", report("counter", { reportData: proposal }))).toEqual({
      status: 404,
      body: { error: true, errorMessage: "No request is waiting for approval" },
    });
  });

  it("an opponent who approved can no longer deny; a denial never applies the report", async () => {
    await eventWith({ score: both });
    await as("teamMember", "submit-score-report", report("submit", { reportData: proposal }));
    expect((await as("opponent", "submit-score-report", report("approve"))).body.data.status).toBe("approved");
    const refused = await as("opponent", "submit-score-report", report("deny"));
    expect(refused).toEqual({ status: 403, body: { error: true, errorMessage: "You can't approve or deny this request" } });
    expect((await as("eventStaff", "submit-score-report", report("deny"))).body.data.status).toBe("denied");
    expect((await match()).score_1).toBe(2);
  });

  it("only the opponent may counter a proposal, and not with the same proposal", async () => {
    await eventWith({ score: both });
    await as("teamMember", "submit-score-report", report("submit", { reportData: proposal }));
    const counter = { matchData: { score_1: 1, score_2: 3 } };
    for (const actor of ["teamMember", "eventStaff"] as const) {
      expect((await as(actor, "submit-score-report", report("counter", { reportData: counter }))).status).toBe(403);
    }
    const same = await as("opponent", "submit-score-report", report("counter", { reportData: { matchData: { score_2: 1, score_1: 3 } } }));
    expect(same.status).toBe(400);
    expect(same.body.issues).toEqual([{ path: "reportData", message: "Identical to the proposal" }]);
    expect((await match()).reports).toHaveLength(1);
  });
});
