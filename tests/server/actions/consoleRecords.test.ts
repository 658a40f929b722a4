// The organiser console's record actions over a real server: save-record, archive-record and
// undo-change answer a mistake with what was wrong, a refusal with the rule's message, and
// change nothing when they refuse.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeId } from "../../../domain/ids.ts";
import { CONSOLE_MESSAGES } from "../../../domain/permissions.ts";
import type { Patch, StoreTx } from "../../../server/store/ThingStore.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { ACTOR_IDS, createActors, LIVE_MATCH, MAIN_BROADCAST, TEAM_2, type Actor } from "./actors.ts";

let t: TestServer;
let tokens: Record<Actor, string | null>;
const MISSING = makeId();

beforeAll(async () => {
  t = await startTestServer();
  tokens = await createActors(t);
});
afterAll(() => t.close());

const post = (action: string, body: unknown, who: Actor = "organiser") => t.post(`/actions/${action}`, body, tokens[who] ?? undefined);
const save = (body: Record<string, unknown>, who: Actor = "organiser") => post("save-record", body, who);

/** Save and expect the refusal, checking that nothing changed. */
async function refused(action: string, body: Record<string, unknown>, who: Actor = "organiser") {
  const revision = await t.store.revision();
  const reply = await post(action, body, who);
  expect(await t.store.revision()).toBe(revision);
  return reply;
}

/** The newest audit entry of a record. */
async function lastChange(record: string): Promise<string> {
  const row = await t.store.db
    .selectFrom("audit")
    .select("id")
    .where("record_id", "=", record)
    .orderBy("revision", "desc")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A change made (and audited) outside the console, as some action would. */
async function changeAudited(work: (tx: StoreTx) => Promise<unknown>) {
  await t.store.commit(work, { playerId: ACTOR_IDS.matchEditor, playerName: "Matrix Editor", action: "test-change" });
}

describe("save-record", () => {
  it("answers an id of no record, or of another table, as that table's record not found", async () => {
    expect((await refused("save-record", { table: "Teams", id: ACTOR_IDS.stranger, fields: { name: "X" } })).body).toEqual({
      error: true,
      errorMessage: "Team not found",
    });
    expect((await refused("save-record", { table: "Broadcasts", id: MISSING, fields: { name: "X" } })).body.errorMessage).toBe(
      "Broadcast not found",
    );
    expect((await refused("save-record", { table: "Map Data", id: MISSING, fields: { name: "X" } })).body.errorMessage).toBe(
      "Map not found",
    );
  });

  it("names a required field that is missing, cleared or an empty list", async () => {
    const missing = await refused("save-record", { table: "Teams", fields: { code: "X" } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errorMessage: "fields.name: Required", issues: [{ path: "fields.name", message: "Required" }] });
    expect((await refused("save-record", { table: "Teams", fields: { name: null } })).body.issues).toEqual([
      { path: "fields.name", message: "Required" },
    ]);
    expect((await refused("save-record", { table: "Brackets", fields: { name: "Cup", events: [] } })).body.issues).toEqual([
      { path: "fields.events", message: "Required" },
    ]);
  });

  it("names a relation field that lists no record of its table", async () => {
    const reply = await refused("save-record", { table: "Teams", fields: { name: "Ghosts", event: [MISSING] } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      errorMessage: `fields.event: No Events record ${MISSING}`,
      issues: [{ path: "fields.event", message: `No Events record ${MISSING}` }],
    });
  });

  it("refuses a key, slug or subdomain another record holds, naming the field", async () => {
    const news = await save({ table: "News", fields: { name: "First", slug: "console-first" } });
    expect(news.status, JSON.stringify(news.body)).toBe(200);
    const cases = [
      [{ table: "Broadcasts", fields: { name: "Dup", key: "main" } }, "key"],
      [{ table: "Clients", fields: { key: "producer" } }, "key"],
      [{ table: "News", fields: { name: "Second", slug: "console-first" } }, "slug"],
    ] as const;
    for (const [body, field] of cases) {
      const reply = await refused("save-record", body);
      expect(reply.body, body.table).toMatchObject({ errorMessage: `fields.${field}: That ${field} is taken` });
    }
    const event = await save({ table: "Events", fields: { name: "Console Open" } });
    expect(event.status, JSON.stringify(event.body)).toBe(200);
    const taken = await refused("save-record", { table: "Events", id: event.body.data.id, fields: { subdomain: "spring" } });
    expect(taken.body).toMatchObject({ issues: [{ path: "fields.subdomain", message: "That subdomain is taken" }] });
  });

  it("lets a record keep its own key while other fields change", async () => {
    const reply = await save({ table: "Broadcasts", id: MAIN_BROADCAST, fields: { key: "main", name: "Main Stage" } }, "fullBroadcast");
    expect(reply.body).toMatchObject({ data: { id: MAIN_BROADCAST, created: false } });
    expect((await t.store.getTyped(MAIN_BROADCAST, "Broadcasts"))?.name).toBe("Main Stage");
  });
});

describe("save-record's relations", () => {
  it("keeps a record listed twice in a relation once, on both sides", async () => {
    const player = ACTOR_IDS.stranger;
    const reply = await save({ table: "Teams", fields: { name: "Linked Once", players: [player, player] } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const id = reply.body.data.id;
    expect((await t.store.getTyped(id, "Teams"))?.players).toEqual([player]);
    expect((await t.store.getTyped(player, "Players"))?.member_of).toEqual([id]);
  });
});

describe("archive-record", () => {
  it("archives a record and answers its id", async () => {
    expect((await post("archive-record", { table: "Teams", id: TEAM_2, archived: true })).body).toMatchObject({ data: { id: TEAM_2 } });
    expect((await t.store.getTyped(TEAM_2, "Teams"))?.archived).toBe(true);
    await post("archive-record", { table: "Teams", id: TEAM_2, archived: false });
    expect((await t.store.getTyped(TEAM_2, "Teams"))?.archived).toBeUndefined();
  });

  it("answers an id of no record, or of another table, as not found", async () => {
    for (const id of [MISSING, ACTOR_IDS.stranger]) {
      expect(await refused("archive-record", { table: "Teams", id, archived: true })).toEqual({
        status: 404,
        body: { error: true, errorMessage: "Record not found" },
      });
    }
  });
});

describe("undo-change", () => {
  it("answers an unknown change as not found, and refuses to undo a creation", async () => {
    expect((await refused("undo-change", { auditId: "audNothingHere" })).body).toEqual({ error: true, errorMessage: "Change not found" });
    const created = await save({ table: "Teams", fields: { name: "Undo Me" } });
    expect(await refused("undo-change", { auditId: await lastChange(created.body.data.id) })).toEqual({
      status: 409,
      body: { error: true, errorMessage: "Only an edit can be undone: this change created or removed the record" },
    });
  });

  it("names the fields changed since, and undoes nothing", async () => {
    await save({ table: "Teams", id: TEAM_2, fields: { code: "ONE" } });
    const first = await lastChange(TEAM_2);
    await save({ table: "Teams", id: TEAM_2, fields: { code: "TWO" } });
    expect(await refused("undo-change", { auditId: first })).toEqual({
      status: 409,
      body: { error: true, errorMessage: "This change can't be undone: code changed since" },
    });
  });

  it("lets a match's editors undo a change of its maps", async () => {
    const mapId = (await t.store.getTyped(LIVE_MATCH, "Matches"))!.maps![0]!;
    const before = (await t.store.getTyped(mapId, "Maps"))?.name;
    await changeAudited((tx) => tx.update(mapId, "Maps", { name: "Undo Map" }));
    const reply = await post("undo-change", { auditId: await lastChange(mapId) }, "matchEditor");
    expect(reply.body).toMatchObject({ data: { id: mapId, fields: ["name"] } });
    expect((await t.store.getTyped(mapId, "Maps"))?.name).toBe(before);
  });

  it("lets a match's editors undo a change of its reports", async () => {
    let reportId = "";
    await changeAudited(async (tx) => {
      reportId = (await tx.insert("Reports", { type: "score", match: [LIVE_MATCH], data: "{}" })).id;
    });
    await changeAudited((tx) => tx.update(reportId, "Reports", { data: '{"score_1":2}' }));
    const reply = await post("undo-change", { auditId: await lastChange(reportId) }, "matchEditor");
    expect(reply.body).toMatchObject({ data: { id: reportId, fields: ["data"] } });
    expect((await t.store.getTyped(reportId, "Reports"))?.data).toBe("{}");
  });

  it("leaves a match's changes to its editors, not to the organiser", async () => {
    await changeAudited((tx) => tx.update(LIVE_MATCH, "Matches", { custom_name: "Undo Match" } as Patch<"Matches">));
    expect(await refused("undo-change", { auditId: await lastChange(LIVE_MATCH) })).toEqual({
      status: 403,
      body: { error: true, errorMessage: CONSOLE_MESSAGES.manage },
    });
  });

  it("refuses the organiser a change of a record outside the console", async () => {
    const relationship = (await t.store.getTyped(ACTOR_IDS.matchEditor, "Players"))!.player_relationships![0]!;
    await changeAudited((tx) => tx.update(relationship, "Player Relationships", { singular_name: "Renamed" }));
    expect((await refused("undo-change", { auditId: await lastChange(relationship) })).status).toBe(403);
  });
});
