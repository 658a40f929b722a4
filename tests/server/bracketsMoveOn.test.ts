// Issue 33: hand-made brackets move on by themselves. A bracket built in the console lists its
// matches and they list it back; every applied result (score report, match editor, the
// dashboard's score and map-win controls, the Stream Deck's socket event, the original website's
// POST) moves the bracket on in its own transaction; layouts whose game numbers no match carries
// still bind; a corrected result that would clear a later result waits for confirmation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EVENT_ID, DEMO_PRODUCER_ID, seedId } from "../../server/seed/demo.ts";
import { TEAMS } from "../../server/seed/demoData.ts";
import { LIVE_MATCH, MAIN_BROADCAST, TEAM_1, TEAM_2, createActors } from "./actions/actors.ts";
import { closeOriginalSockets, moduleSocket } from "./compat/originalSockets.ts";
import { ask, startTestServer, type TestServer } from "./harness.ts";
import { SEMIS_AND_FINAL } from "./bracketLayouts.ts";

const [, , C, D, E, F] = TEAMS.slice(0, 6).map((team) => seedId(`team:${team.code}`));
const ADMIN = seedId("player:Admin Morgan");
const LAYOUT = SEMIS_AND_FINAL;

let t: TestServer;
let admin: string;
let producer: string;
let tokens: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  t = await startTestServer();
  tokens = await createActors(t);
  admin = await t.tokenFor(ADMIN);
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
});
afterAll(async () => {
  closeOriginalSockets(t);
  await t.close();
});

/** Records as every page reads them: POST /things. */
const things = async (ids: string[]) => (await t.post("/things", { ids: ids.join(",") })).body as any[];
const thing = async (id: string) => (await things([id]))[0];
const console_ = (table: string, fields: Record<string, unknown>, id?: string) =>
  t.post("/actions/save-record", { table, ...(id ? { id } : {}), fields }, admin);
const newMatch = async (fields: Record<string, unknown>) => {
  const reply = await console_("Matches", { event: [DEMO_EVENT_ID], first_to: 3, ...fields });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.id as string;
};
const newBracket = async (ordered: string[], layout: unknown = LAYOUT) => {
  const reply = await console_("Brackets", {
    name: "Cup",
    events: [DEMO_EVENT_ID],
    ordered_matches: ordered,
    bracket_layout: JSON.stringify(layout),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.id as string;
};
const editScore = (matchID: string, score_1: number, score_2: number, extra: Record<string, unknown> = {}) =>
  t.post("/actions/update-match-data", { matchID, updatedData: { score_1, score_2 }, ...extra }, admin);
/** Put the demo's live match (AUR vs VRW, 2-1 in a first to 3) back as the seed has it, in no bracket (as game 1 of the next). */
const resetLive = () =>
  t.store.transaction((tx) =>
    tx.update(LIVE_MATCH, "Matches", { score_1: 2, score_2: 1, teams: [TEAM_1, TEAM_2], match_number: 1, reports: null, brackets: null }),
  );

describe("a bracket built in the console", () => {
  it("lists its matches and each match lists it back; dropping a match unlinks it", async () => {
    await resetLive();
    const m2 = await newMatch({ match_number: 2, teams: [C, D] });
    const m3 = await newMatch({ match_number: 3 });
    const bracket = await newBracket([LIVE_MATCH, m2, m3]);
    for (const id of [LIVE_MATCH, m2, m3]) expect((await thing(id)).brackets).toContain(bracket);

    expect((await console_("Brackets", { ordered_matches: [LIVE_MATCH, m3] }, bracket)).status).toBe(200);
    expect((await thing(m2)).brackets ?? []).not.toContain(bracket);
    expect((await console_("Brackets", { ordered_matches: [LIVE_MATCH, m2, m3] }, bracket)).status).toBe(200);
    expect((await thing(m2)).brackets).toContain(bracket);
  });

  it("a client made for a broadcast shows on the broadcast, and leaves it when pointed elsewhere", async () => {
    const broadcastClients = async () => (await t.store.getTyped(MAIN_BROADCAST, "Broadcasts"))!.clients ?? [];
    const made = await console_("Clients", { key: "h2-booth", name: "Booth PC", broadcast: [MAIN_BROADCAST] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(await broadcastClients()).toContain(made.body.data.id);
    expect((await console_("Clients", { broadcast: null }, made.body.data.id)).status).toBe(200);
    expect(await broadcastClients()).not.toContain(made.body.data.id);
  });

  it("moves the winner on when a score report is approved, without Resolve", async () => {
    await resetLive();
    const m2 = await newMatch({ match_number: 2, teams: [C, D] });
    const m3 = await newMatch({ match_number: 3 });
    await newBracket([LIVE_MATCH, m2, m3]);
    await t.store.transaction((tx) =>
      tx.update(DEMO_EVENT_ID, "Events", { blocks: JSON.stringify({ reporting: { score: { use: true, opponentApprove: true } } }) }),
    );
    const submit = { matchID: LIVE_MATCH, action: "submit", reportData: { matchData: { score_1: 3, score_2: 1 } } };
    expect((await t.post("/actions/submit-score-report", submit, tokens.teamMember!)).body.data.status).toBe("submitted");
    expect((await thing(m3)).teams ?? []).toEqual([]);
    const approve = await t.post("/actions/submit-score-report", { matchID: LIVE_MATCH, action: "approve" }, tokens.opponent!);
    expect(approve.body.data?.status, JSON.stringify(approve.body)).toBe("applied");
    // What home, the schedule and the overlays read: the next match's record.
    expect(await thing(m3)).toMatchObject({ teams: [TEAM_1], placeholder_right: true });

    // The match editor's result of the other semifinal fills the other side.
    expect((await editScore(m2, 0, 3)).status).toBe(200);
    expect((await thing(m3)).teams).toEqual([TEAM_1, D]);
  });
});

describe("the dashboard's and the Stream Deck's results", () => {
  it("the dashboard's score buttons (update-match-data) move the bracket on", async () => {
    await resetLive();
    const m2 = await newMatch({ match_number: 2 });
    const m3 = await newMatch({ match_number: 3 });
    await newBracket([LIVE_MATCH, m2, m3]);
    const reply = await t.post("/actions/update-match-data", { matchID: LIVE_MATCH, updatedData: { score_1: 2, score_2: 3 } }, producer);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await thing(m3)).toMatchObject({ teams: [TEAM_2], placeholder_right: true });
  });

  it("the Stream Deck's multi-map-win socket event moves the bracket on", async () => {
    await resetLive();
    const m2 = await newMatch({ match_number: 2 });
    const m3 = await newMatch({ match_number: 3 });
    await newBracket([LIVE_MATCH, m2, m3]);
    const deck = moduleSocket(t, producer);
    const reply = await ask(deck, "multi-map-win", { teamNum: "1" });
    expect(reply, JSON.stringify(reply)).toMatchObject({ data: { id: LIVE_MATCH, score_1: 3, score_2: 1 } });
    expect(await thing(m3)).toMatchObject({ teams: [TEAM_1], placeholder_right: true });
  });

  it("the original website's POST with its Authentication header moves the bracket on", async () => {
    await resetLive();
    const m2 = await newMatch({ match_number: 2, teams: [C, D] });
    const m3 = await newMatch({ match_number: 3 });
    await newBracket([LIVE_MATCH, m2, m3]);
    const response = await fetch(`${t.url}/actions/update-match-data`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authentication: `Bearer ${admin}` },
      body: JSON.stringify({ matchID: m2, updatedData: { score_1: 3, score_2: 0 } }),
    });
    expect(response.status).toBe(200);
    expect(await thing(m3)).toMatchObject({ teams: [C], placeholder_right: false });
  });
});

describe("a layout whose game numbers no match carries", () => {
  it("binds the games to the ordered matches in order, and results move it on", async () => {
    const m101 = await newMatch({ match_number: 101, teams: [C, D] });
    const m102 = await newMatch({ match_number: 102, teams: [E, F] });
    const m103 = await newMatch({ match_number: 103 });
    const bracket = await newBracket([m101, m102, m103]);
    expect((await editScore(m101, 3, 1)).status).toBe(200);
    expect((await editScore(m102, 0, 3)).status).toBe(200);
    expect((await thing(m103)).teams).toEqual([C, F]);
    const resolved = await t.post("/actions/resolve-entire-bracket", { bracketID: bracket }, admin);
    expect(resolved.body.data).toEqual({ hasError: false, message: "Bracket resolved: nothing to change" });
  });

  it("never answers nothing to change while games have no match: it names them", async () => {
    const m1 = await newMatch({ match_number: 1, teams: [C, D] });
    const bracket = await newBracket([m1]);
    const resolved = await t.post("/actions/resolve-entire-bracket", { bracketID: bracket }, admin);
    expect(resolved.body.data).toEqual({
      hasError: true,
      message:
        "Bracket resolved: nothing to change. Matches 2 and 3 of the layout have no match: list their matches in the bracket's ordered matches",
    });
  });
});

describe("a corrected result after the next match was played", () => {
  async function playedBracket() {
    const m1 = await newMatch({ match_number: 1, teams: [C, D] });
    const m2 = await newMatch({ match_number: 2, teams: [E, F] });
    const m3 = await newMatch({ match_number: 3 });
    await newBracket([m1, m2, m3]);
    await editScore(m1, 3, 0);
    await editScore(m2, 3, 0);
    expect((await thing(m3)).teams).toEqual([C, E]);
    await editScore(m3, 3, 2);
    return { m1, m2, m3 };
  }

  it("is refused without confirmation, naming the later match, and writes nothing", async () => {
    const { m1, m3 } = await playedBracket();
    const before = await t.store.revision();
    const reply = await editScore(m1, 1, 3);
    expect(reply).toEqual({
      status: 409,
      body: {
        error: true,
        errorMessage: `This changes Match 3 (${TEAMS[2].name} vs ${TEAMS[4].name}, 3-2): confirm to clear its result`,
        issues: [{ path: "confirm", message: `Match 3 (${TEAMS[2].name} vs ${TEAMS[4].name}, 3-2)` }],
      },
    });
    expect(await t.store.revision()).toBe(before);
    expect(await thing(m1)).toMatchObject({ score_1: 3, score_2: 0 });
    expect(await thing(m3)).toMatchObject({ teams: [C, E], score_1: 3, score_2: 2 });
  });

  it("applies with confirm: the later match gets the new winner, loses its result, and the audit records it", async () => {
    const { m1, m3 } = await playedBracket();
    const reply = await editScore(m1, 1, 3, { confirm: true });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const final = await thing(m3);
    expect(final.teams).toEqual([D, E]);
    expect([final.score_1 ?? null, final.score_2 ?? null]).toEqual([null, null]);
    const audit = await t.get(`/audit?record=${m3}`, admin);
    expect(audit.status).toBe(200);
    const entry = audit.body.entries.find((e: any) => e.action === "update-match-data");
    expect(entry?.fields.map((f: any) => f.field)).toEqual(expect.arrayContaining(["teams", "score_1", "score_2"]));
  });

  it("the console's match form is held to the same rule", async () => {
    const { m1, m3 } = await playedBracket();
    const before = await t.store.revision();
    const refused = await console_("Matches", { score_1: 0, score_2: 3 }, m1);
    expect(refused.status).toBe(409);
    expect(refused.body.issues).toEqual([{ path: "confirm", message: `Match 3 (${TEAMS[2].name} vs ${TEAMS[4].name}, 3-2)` }]);
    expect(await t.store.revision()).toBe(before);
    const applied = await t.post(
      "/actions/save-record",
      { table: "Matches", id: m1, fields: { score_1: 0, score_2: 3 }, confirm: true },
      admin,
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect((await thing(m3)).teams).toEqual([D, E]);
  });

  it("an approved score report that would clear a later result waits for the approver's confirmation", async () => {
    await resetLive();
    await t.store.transaction((tx) =>
      tx.update(DEMO_EVENT_ID, "Events", { blocks: JSON.stringify({ reporting: { score: { use: true, staffApprove: true } } }) }),
    );
    const m2 = await newMatch({ match_number: 2, teams: [C, D] });
    const m3 = await newMatch({ match_number: 3 });
    await newBracket([LIVE_MATCH, m2, m3]);
    // The team reports VRW's 3-2 win; meanwhile staff entered 3-1 for AUR and the final was played.
    const submit = { matchID: LIVE_MATCH, action: "submit", reportData: { matchData: { score_1: 2, score_2: 3 } } };
    expect((await t.post("/actions/submit-score-report", submit, tokens.teamMember!)).body.data.status).toBe("submitted");
    await editScore(m2, 3, 0);
    await editScore(LIVE_MATCH, 3, 1);
    await editScore(m3, 3, 0);
    expect((await thing(m3)).teams).toEqual([TEAM_1, C]);

    const before = await t.store.revision();
    const approve = { matchID: LIVE_MATCH, action: "approve" };
    const refused = await t.post("/actions/submit-score-report", approve, tokens.eventStaff!);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.errorMessage).toBe(`This changes Match 3 (${TEAMS[0].name} vs ${TEAMS[2].name}, 3-0): confirm to clear its result`);
    expect(await t.store.revision()).toBe(before);

    const applied = await t.post("/actions/submit-score-report", { ...approve, confirm: true }, tokens.eventStaff!);
    expect(applied.body.data?.status, JSON.stringify(applied.body)).toBe("applied");
    const final = await thing(m3);
    expect(final.teams).toEqual([TEAM_2, C]);
    expect([final.score_1 ?? null, final.score_2 ?? null]).toEqual([null, null]);
  });
});

describe("the console's match picker", () => {
  it("tells five namesake matches apart and finds one by full id, short id or number", async () => {
    const ids: string[] = [];
    for (const n of [201, 202, 203, 204, 205])
      ids.push(await newMatch({ match_number: n, match_group: "Playoffs", start: Date.UTC(2026, 11, n - 200, 19) }));
    const search = async (q: string) =>
      (await t.get(`/console/records?table=Matches&size=50&q=${encodeURIComponent(q)}`, admin)).body.rows as any[];
    const playoffs = (await search("playoffs")).filter((row) => ids.includes(row.id));
    expect(new Set(playoffs.map((row) => `${row.label} ${row.detail}`)).size).toBe(5);
    const third = playoffs.find((row) => row.id === ids[2]);
    expect(third.detail).toBe(`Match 203 · Playoffs · ${ids[2].slice(3)}`);
    expect(third.start).toBe(Date.UTC(2026, 11, 3, 19));

    expect((await search(ids[2])).map((row) => row.id)).toEqual([ids[2]]);
    expect((await search(ids[2].slice(3))).map((row) => row.id)).toEqual([ids[2]]);
    expect((await search("#203")).map((row) => row.id)).toEqual([ids[2]]);
    expect((await search("match 204")).map((row) => row.id)).toEqual([ids[3]]);
  });
});

describe("the demo seed", () => {
  it("stores every two-sided relation on both sides", async () => {
    const { RECORD_LINKS } = await import("../../domain/recordLinks.ts");
    const fresh = await startTestServer();
    try {
      const missing: string[] = [];
      for (const link of RECORD_LINKS) {
        const others = new Map((await fresh.store.list(link.other)).map((r) => [r.id, r as unknown as Record<string, unknown>]));
        for (const record of await fresh.store.list(link.table)) {
          for (const id of ((record as unknown as Record<string, unknown>)[link.field] as string[] | undefined) ?? []) {
            const other = others.get(id);
            if (other && !((other[link.reverse] as string[] | undefined) ?? []).includes(record.id))
              missing.push(`${link.table}.${link.field} ${record.id} → ${link.other}.${link.reverse} ${id}`);
          }
        }
      }
      expect(missing).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
