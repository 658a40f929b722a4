// The score report and reschedule flows of SPEC §4 end to end over HTTP, for every
// combination of the event's staffApprove and opponentApprove.
import { afterEach, describe, expect, it } from "vitest";
import { shortId } from "../../../domain/ids.ts";
import { DEMO_EVENT_ID, seedId } from "../../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { createActors, LIVE_MATCH, TEAM_1, TEAM_2, type Actor } from "./actors.ts";

let t: TestServer;
let tokens: Record<Actor, string | null>;
afterEach(() => t?.close());

async function eventWith(approvals: { staffApprove: boolean; opponentApprove: boolean }) {
  t = await startTestServer();
  tokens = await createActors(t);
  const reporting = { score: approvals, rescheduling: approvals };
  await t.store.transaction((tx) => tx.update(DEMO_EVENT_ID, "Events", { blocks: JSON.stringify({ reporting }) }));
}

const as = (actor: Actor, key: string, payload: unknown) => t.post(`/actions/${key}`, payload, tokens[actor]!);
const match = async () => (await t.store.getTyped(LIVE_MATCH, "Matches"))!;
const report = (action: string, extra: Record<string, unknown> = {}) => ({ matchID: LIVE_MATCH, action, ...extra });
const proposal = {
  matchData: { score_1: 3, score_2: 1 },
  mapData: [{ name: "Busan", number: 1, score_1: 2, score_2: 0, winner: [TEAM_1] }],
};
const START = Date.UTC(2026, 11, 1, 19);
/** The live match's score in the demo (2-1 after three maps): unchanged until a report applies. */
const LIVE_SCORE_1 = 2;

const COMBOS = [
  { staffApprove: false, opponentApprove: false },
  { staffApprove: false, opponentApprove: true },
  { staffApprove: true, opponentApprove: false },
  { staffApprove: true, opponentApprove: true },
];

describe.each(COMBOS)("staffApprove $staffApprove, opponentApprove $opponentApprove", (approvals) => {
  const needed = approvals.staffApprove || approvals.opponentApprove;

  it(`a score report ${needed ? "waits for every required approval, then applies" : "applies at once"}`, async () => {
    await eventWith(approvals);
    const submitted = await as("teamMember", "submit-score-report", report("submit", { reportData: proposal }));
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe(needed ? "submitted" : "applied");
    if (needed) {
      expect((await match()).score_1).toBe(LIVE_SCORE_1);
      expect((await as("teamMember", "submit-score-report", report("approve"))).body.errorMessage).toBe(
        "You can't approve or deny this request",
      );
      if (approvals.opponentApprove) {
        const reply = await as("opponent", "submit-score-report", report("approve"));
        expect(reply.body.data.status).toBe(approvals.staffApprove ? "approved" : "applied");
      }
      if (approvals.staffApprove)
        expect((await as("eventStaff", "submit-score-report", report("approve"))).body.data.status).toBe("applied");
    }
    const final = await match();
    expect([final.score_1, final.score_2]).toEqual([3, 1]);
    const maps = await t.store.getMany(final.maps ?? []);
    expect(maps.map((m) => m && (m as { name?: string }).name)).toEqual(["Busan"]);
    const saved = await t.store.getTyped(final.reports!.at(-1)!, "Reports");
    expect(saved).toMatchObject({ type: "score", approved: true, team: [TEAM_1] });
  });

  it(`a reschedule request ${needed ? "waits for every required approval, then moves the match" : "moves the match at once"}`, async () => {
    await eventWith(approvals);
    const before = (await match()).start;
    const submitted = await as("opponent", "submit-reschedule", report("submit", { start: START }));
    expect(submitted.body.data.status).toBe(needed ? "submitted" : "applied");
    if (needed) {
      expect((await match()).start).toBe(before);
      if (approvals.opponentApprove) await as("teamMember", "submit-reschedule", report("approve"));
      if (approvals.staffApprove) await as("eventStaff", "submit-reschedule", report("approve"));
    }
    expect((await match()).start).toBe(START);
  });
});

describe("approvals, denials and counter-edits", () => {
  const both = { staffApprove: true, opponentApprove: true };

  it("staff may pre-approve; the report applies once the opponent approves too", async () => {
    await eventWith(both);
    await as("teamMember", "submit-score-report", report("submit", { reportData: proposal }));
    expect((await as("eventStaff", "submit-score-report", report("approve"))).body.data.status).toBe("approved");
    expect((await match()).score_1).toBe(LIVE_SCORE_1);
    expect((await as("opponent", "submit-score-report", report("approve"))).body.data.status).toBe("applied");
    expect((await match()).score_1).toBe(3);
  });

  it("a denial by the opponent or staff closes the request without changing the match; the team may submit again", async () => {
    await eventWith(both);
    for (const denier of ["opponent", "eventStaff"] as const) {
      await as("teamMember", "submit-score-report", report("submit", { reportData: proposal }));
      expect((await as(denier, "submit-score-report", report("deny"))).body.data.status).toBe("denied");
      expect((await match()).score_1).toBe(LIVE_SCORE_1);
    }
    const reports = await t.store.getMany((await match()).reports!);
    expect(reports.map((r) => r && [(r as any).denied_by_opponent, (r as any).denied_by_staff])).toEqual([
      [true, undefined],
      [undefined, true],
    ]);
  });

  it("people outside the match can neither submit nor approve", async () => {
    await eventWith(both);
    expect((await as("stranger", "submit-score-report", report("submit", { reportData: proposal }))).status).toBe(403);
    await as("teamMember", "submit-score-report", report("submit", { reportData: proposal }));
    const before = await t.store.revision();
    for (const actor of ["stranger", "clientOwner"] as const) {
      expect((await as(actor, "submit-score-report", report("approve"))).status).toBe(403);
    }
    expect(await t.store.revision()).toBe(before);
  });

  it("a counter-edit identical to the proposal is refused; a different one replaces it", async () => {
    await eventWith(both);
    await as("teamMember", "submit-score-report", report("submit", { reportData: proposal }));
    const same = await as("opponent", "submit-score-report", report("counter", { reportData: { ...proposal } }));
    expect(same.status).toBe(400);
    expect(same.body.errorMessage).toBe("A counter-edit identical to the proposal cannot be submitted");
    const counter = { matchData: { score_1: 2, score_2: 3 } };
    expect((await as("opponent", "submit-score-report", report("counter", { reportData: counter }))).body.data.status).toBe("submitted");
    const [first, second] = await t.store.getMany((await match()).reports!);
    expect(first).toMatchObject({ denied_by_opponent: true });
    expect(second).toMatchObject({ team: [TEAM_2], approved_by_team: true });
    await as("teamMember", "submit-score-report", report("approve"));
    await as("eventStaff", "submit-score-report", report("approve"));
    expect([(await match()).score_1, (await match()).score_2]).toEqual([2, 3]);
  });

  it("a second request while one waits is refused", async () => {
    await eventWith(both);
    await as("teamMember", "submit-reschedule", report("submit", { start: START }));
    const again = await as("opponent", "submit-reschedule", report("submit", { start: START + 3600_000 }));
    expect(again).toEqual({ status: 409, body: { error: true, errorMessage: "A request is already waiting for approval" } });
  });
});

describe("an approved score report in a bracket", () => {
  it("re-resolves the bracket at once: the winner and the loser appear in their next matches", async () => {
    await eventWith({ staffApprove: false, opponentApprove: true });
    const [semi, upperFinal, lowerRound] = [1, 3, 4].map((n) => seedId(`match:playoff:${n}`));
    await t.store.transaction((tx) => tx.update(semi, "Matches", { teams: [TEAM_1, TEAM_2] }));
    const submitted = await as("teamMember", "submit-score-report", {
      matchID: semi,
      action: "submit",
      reportData: { matchData: { score_1: 1, score_2: 3 } },
    });
    expect(submitted.body.data.status).toBe("submitted");
    expect((await t.store.getTyped(upperFinal, "Matches"))?.teams).toBeUndefined();
    expect((await as("opponent", "submit-score-report", { matchID: semi, action: "approve" })).body.data.status).toBe("applied");
    expect((await t.store.getTyped(upperFinal, "Matches"))?.teams).toEqual([TEAM_2]);
    expect((await t.store.getTyped(lowerRound, "Matches"))?.teams).toEqual([TEAM_1]);
  });

  it("event staff correcting the score moves the teams where the new result sends them", async () => {
    await eventWith({ staffApprove: false, opponentApprove: false });
    const [semi, upperFinal, lowerRound] = [1, 3, 4].map((n) => seedId(`match:playoff:${n}`));
    await t.store.transaction((tx) => tx.update(semi, "Matches", { teams: [TEAM_1, TEAM_2] }));
    await as("teamMember", "submit-score-report", {
      matchID: semi,
      action: "submit",
      reportData: { matchData: { score_1: 3, score_2: 0 } },
    });
    expect((await t.store.getTyped(upperFinal, "Matches"))?.teams).toEqual([TEAM_1]);
    const fixed = await as("eventStaff", "update-match-data", { matchID: semi, updatedData: { score_1: 0, score_2: 3 } });
    expect(fixed.status).toBe(200);
    expect((await t.store.getTyped(upperFinal, "Matches"))?.teams).toEqual([TEAM_2]);
    expect((await t.store.getTyped(lowerRound, "Matches"))?.teams).toEqual([TEAM_1]);
  });

  it("a match editor sets a bracket match's teams: only real teams, and clearing them clears what followed", async () => {
    await eventWith({ staffApprove: false, opponentApprove: false });
    const [semi, upperFinal] = [1, 3].map((n) => seedId(`match:playoff:${n}`));
    const before = await t.store.revision();
    const bogus = await as("eventStaff", "update-match-data", { matchID: semi, updatedData: { teams: [TEAM_1, semi] } });
    expect(bogus).toEqual({
      status: 400,
      body: { error: true, errorMessage: "That team does not exist", issues: [{ path: "updatedData.teams.1", message: "Not a team" }] },
    });
    expect(await t.store.revision()).toBe(before);
    // A short id is stored as the full id.
    await as("eventStaff", "update-match-data", {
      matchID: semi,
      updatedData: { teams: [shortId(TEAM_1), TEAM_2], score_1: 3, score_2: 2 },
    });
    expect((await t.store.getTyped(semi, "Matches"))?.teams).toEqual([TEAM_1, TEAM_2]);
    expect((await t.store.getTyped(upperFinal, "Matches"))?.teams).toEqual([TEAM_1]);
    await as("eventStaff", "update-match-data", { matchID: semi, updatedData: { teams: null, score_1: null, score_2: null } });
    const cleared = await t.store.getTyped(semi, "Matches");
    expect([cleared?.teams, cleared?.score_1, cleared?.score_2]).toEqual([undefined, undefined, undefined]);
    expect((await t.store.getTyped(upperFinal, "Matches"))?.teams).toBeUndefined();
  });
});
