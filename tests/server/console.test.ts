// The organiser console over real HTTP: records created and edited through actions keep both
// sides of their relations, lists search, sort and page, every action is audited with its
// author and values, and a change can be undone unless something changed it since.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_MESSAGES } from "../../domain/permissions.ts";
import { DEMO_EVENT_ID, DEMO_PRODUCER_ID, seedId } from "../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let t: TestServer;
let admin: string;
let producer: string;
let stranger: string;
const LIVE_MATCH = seedId("match:0:4");

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.tokenFor(seedId("player:Admin Morgan"));
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
  stranger = await t.tokenFor(seedId("player:Moss"));
});
afterAll(() => t.close());

const save = (token: string, body: Record<string, unknown>) => t.post("/actions/save-record", body, token);

describe("save-record", () => {
  it("creates a series and an event in it, linked both ways", async () => {
    const series = await save(admin, { table: "Event Series", fields: { name: "Console League" } });
    expect(series.status).toBe(200);
    expect(series.body.data.created).toBe(true);
    const event = await save(admin, { table: "Events", fields: { name: "Console Cup", short: "CC", series: [series.body.data.id] } });
    expect(event.status, JSON.stringify(event.body)).toBe(200);
    expect((await t.store.getTyped(series.body.data.id, "Event Series"))?.events).toEqual([event.body.data.id]);
  });

  it("lets the event's staff add a team to their event, with its players linked both ways", async () => {
    const player = await save(producer, { table: "Players", fields: { name: "Console Player" } });
    expect(player.status, JSON.stringify(player.body)).toBe(200);
    const team = await save(producer, {
      table: "Teams",
      fields: {
        name: "Console Cats",
        code: "CAT",
        event: [DEMO_EVENT_ID],
        players: [player.body.data.id],
        captains: [player.body.data.id],
      },
    });
    expect(team.status, JSON.stringify(team.body)).toBe(200);
    const stored = await t.store.getTyped(player.body.data.id, "Players");
    expect(stored?.member_of).toEqual([team.body.data.id]);
    expect(stored?.captain_of).toEqual([team.body.data.id]);
    expect((await t.store.getTyped(DEMO_EVENT_ID, "Events"))?.teams).toContain(team.body.data.id);
    // Taking the team out of the event takes it out of the event's list.
    await save(producer, { table: "Teams", id: team.body.data.id, fields: { event: null } });
    expect((await t.store.getTyped(DEMO_EVENT_ID, "Events"))?.teams).not.toContain(team.body.data.id);
  });

  it("refuses a stranger, a missing name, a bad colour and a taken key, changing nothing", async () => {
    const before = await t.store.revision();
    expect(await save(stranger, { table: "Teams", fields: { name: "Nope", event: [DEMO_EVENT_ID] } })).toEqual({
      status: 403,
      body: { error: true, errorMessage: CONSOLE_MESSAGES.manage },
    });
    const unnamed = await save(admin, { table: "Teams", fields: { code: "X" } });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.issues).toEqual([{ path: "fields.name", message: "Required" }]);
    const colour = await save(admin, { table: "Themes", fields: { name: "Bad", color_theme: "red" } });
    expect(colour.status).toBe(400);
    expect(colour.body.issues[0].path).toContain("color_theme");
    const key = await save(admin, { table: "Broadcasts", fields: { name: "Dup", key: "main" } });
    expect(key.body).toMatchObject({ error: true, issues: [{ path: "fields.key", message: "That key is taken" }] });
    const ref = await save(admin, { table: "Matches", fields: { event: [DEMO_EVENT_ID], teams: [seedId("player:Moss")] } });
    expect(ref.body.issues[0].path).toBe("fields.teams");
    expect(await t.store.revision()).toBe(before);
  });

  it("archives a team out of the public teams list and brings it back", async () => {
    const team = seedId("team:VRW");
    const listed = async () => {
      const response = await fetch(`${t.url}/thing/special:teams`);
      return ((await response.json()) as { teams: { id: string }[] }).teams.some((x) => x.id === team);
    };
    expect(await listed()).toBe(true);
    // The list is recomputed just after the commit: poll for it.
    expect((await t.post("/actions/archive-record", { table: "Teams", id: team, archived: true }, producer)).status).toBe(200);
    await expect.poll(listed).toBe(false);
    await t.post("/actions/archive-record", { table: "Teams", id: team, archived: false }, producer);
    await expect.poll(listed).toBe(true);
  });
});

describe("GET /console/records", () => {
  it("searches, sorts and pages, saying which rows the caller may edit", async () => {
    const page = await t.get("/console/records?table=Teams&size=5", producer);
    expect(page.status).toBe(200);
    expect(page.body.rows).toHaveLength(5);
    expect(page.body.total).toBeGreaterThan(5);
    expect(page.body.pages).toBe(Math.ceil(page.body.total / 5));
    const labels = page.body.rows.map((r: { label: string }) => r.label);
    expect([...labels].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" }))).toEqual(labels);
    // Both seasons have an Aurora Foxes; the event filter keeps the demo event's, which its staff may edit.
    const found = await t.get("/console/records?table=Teams&q=aur", producer);
    expect(found.body.rows.map((r: { label: string }) => r.label)).toEqual(["Aurora Foxes", "Aurora Foxes"]);
    const scoped = await t.get(`/console/records?table=Teams&q=aur&event=${DEMO_EVENT_ID}`, producer);
    expect(scoped.body.rows).toEqual([expect.objectContaining({ id: seedId("team:AUR"), editable: true })]);
    const second = await t.get("/console/records?table=Teams&size=5&page=2&dir=desc", producer);
    expect(second.body.page).toBe(2);
  });

  it("answers a bad query with what was wrong, a stranger with the refusal, and nobody without a sign-in", async () => {
    const bad = await t.get("/console/records?table=Nope", admin);
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("table");
    expect((await t.get("/console/records?table=Teams", stranger)).body).toEqual({ error: true, errorMessage: CONSOLE_MESSAGES.noConsole });
    expect((await t.get("/console/records?table=Teams")).status).toBe(401);
  });
});

describe("the on-air audit", () => {
  it("lists who changed the live match's score, with the values before and after, and undoes it", async () => {
    const match = await t.store.getTyped(LIVE_MATCH, "Matches");
    const score = match!.score_1!;
    const set = await t.post("/actions/update-match-data", { matchID: LIVE_MATCH, updatedData: { score_1: score + 1 } }, producer);
    expect(set.status).toBe(200);
    const feed = await t.get(`/audit?match=${LIVE_MATCH}`, producer);
    expect(feed.status).toBe(200);
    const entry = feed.body.entries[0];
    expect(entry).toMatchObject({
      action: "update-match-data",
      table: "Matches",
      record: LIVE_MATCH,
      player: { id: DEMO_PRODUCER_ID },
      fields: [{ field: "score_1", before: score, after: score + 1 }],
      undoable: true,
    });
    // The broadcast's feed shows its live match's changes too.
    const broadcastFeed = await t.get(`/audit?broadcast=${seedId("broadcast:main")}`, producer);
    expect(broadcastFeed.body.entries.map((e: { id: string }) => e.id)).toContain(entry.id);

    const undo = await t.post("/actions/undo-change", { auditId: entry.id }, producer);
    expect(undo.body).toMatchObject({ data: { id: LIVE_MATCH, fields: ["score_1"] } });
    expect((await t.store.getTyped(LIVE_MATCH, "Matches"))?.score_1).toBe(score);
    const after = (await t.get(`/audit?match=${LIVE_MATCH}`, producer)).body.entries;
    expect(after[0]).toMatchObject({
      action: "undo-change",
      undoOf: entry.id,
      fields: [{ field: "score_1", before: score + 1, after: score }],
    });
    expect(after.find((e: { id: string }) => e.id === entry.id)).toMatchObject({ undoable: false, undoneBy: after[0].id });
    // Undone once: a second undo finds the score changed since, and changes nothing.
    const before = await t.store.revision();
    const again = await t.post("/actions/undo-change", { auditId: entry.id }, producer);
    expect(again).toEqual({ status: 409, body: { error: true, errorMessage: "This change can't be undone: score_1 changed since" } });
    expect(await t.store.revision()).toBe(before);
  });

  it("keeps the audit to those who may change the record, and undo to them too", async () => {
    await t.post("/actions/update-match-data", { matchID: LIVE_MATCH, updatedData: { custom_name: "Audit" } }, producer);
    const entry = (await t.get(`/audit?match=${LIVE_MATCH}`, producer)).body.entries[0];
    expect((await t.get(`/audit?match=${LIVE_MATCH}`, stranger)).status).toBe(403);
    expect((await t.post("/actions/undo-change", { auditId: entry.id }, stranger)).status).toBe(403);
    expect((await t.post("/actions/undo-change", { auditId: "audNothingHere" }, producer)).status).toBe(404);
    await t.post("/actions/undo-change", { auditId: entry.id }, producer);
  });
});
