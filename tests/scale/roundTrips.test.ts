import pg from "pg";
import { Kysely, PostgresDialect } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runAction } from "../../server/actions/runAction.ts";
import { createSessionToken } from "../../server/auth/tokens.ts";
import { defaultConfig, silentLogger } from "../../server/deps.ts";
import { outboxWriter } from "../../server/integrations/webhooks/outbox.ts";
import { DEMO_PRODUCER_ID } from "../../server/seed/demo.ts";
import { readAudit } from "../../server/store/audit.ts";
import { openDb } from "../../server/store/db.ts";
import type { Database } from "../../server/store/schema.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";
import { freshDatabaseUrl } from "../server/freshDatabase.ts";

// What one action sends to PostgreSQL: each statement is a round trip, so they are counted, as
// the store's Kysely logs them (BEGIN and COMMIT included). The reads a permission check makes
// together go as one, the revision is taken in the statement that writes, the audit entry and its
// scopes are one statement, and a record the transaction read is not read again to be written.
if (!process.env.TEST_DATABASE_URL) throw new Error("[Scale] set TEST_DATABASE_URL");

let store: ThingStore;
let token: string;
let statements: string[] = [];

beforeAll(async () => {
  const url = await freshDatabaseUrl({ seeded: true });
  // The schema brought up to date, and pg's reading of bigint set, as a server opens its store.
  await (await openDb({ databaseUrl: url, sqlitePath: ":memory:" })).db.destroy();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 4 }) }),
    log: (event) => void (event.level === "query" && statements.push(event.query.sql)),
  });
  store = new ThingStore(db, "postgres");
  // The webhooks' outbox runs in every writing transaction, as on a server.
  store.duringCommit(outboxWriter("http://localhost", Date.now, () => {}));
  token = await createSessionToken(store, DEMO_PRODUCER_ID);
});

afterAll(async () => {
  await store?.close();
});

const deps = () => ({ store, config: defaultConfig(), now: Date.now, log: silentLogger });

it("an update-broadcast is 8 round trips to PostgreSQL, and does all it did: the version, the record, its audit entry", async () => {
  // The first action reads the session and the player; later ones find them cached.
  expect((await runAction(deps(), "update-broadcast", { title: "Warming up" }, token)).status).toBe(200);
  statements = [];
  const { status, body } = await runAction(deps(), "update-broadcast", { title: "Counted" }, token);
  expect(status).toBe(200);
  if (body.error) throw new Error(body.errorMessage);
  expect(statements.map((s) => s.trim().split(/\s+/)[0].toLowerCase())).toEqual([
    "begin",
    "select", // the caller's client
    "select", // its active broadcast
    "select", // the crew check's relationships, clients and event, together
    "with", // the revision taken and the broadcast written
    "with", // the audit entry and its scopes
    "select", // the webhook events' related records not read yet
    "commit",
  ]);
  const { id } = body.data as { id: string };
  const broadcast = await store.getTyped(id, "Broadcasts");
  expect(broadcast).toMatchObject({ title: "Counted", __version: body.version });
  const [entry] = await readAudit(store.db, [id], 1);
  expect(entry).toMatchObject({ revision: body.version, action: "update-broadcast", after: expect.objectContaining({ title: "Counted" }) });
});

it("a record another transaction changed after this one read it is written with both changes, at a higher version", async () => {
  const id = (await store.lookup("broadcast-main"))!;
  let otherVersion = 0;
  await store.transaction(async (tx) => {
    const read = await tx.getTyped(id, "Broadcasts");
    expect(read).not.toBeNull();
    // Committed between this transaction's read and its write.
    const other = await store.commit((other) => other.update(id, "Broadcasts", { notice_text: "From the other" }));
    otherVersion = other.revision!;
    await tx.update(id, "Broadcasts", { title: "From this one" });
  });
  const broadcast = await store.getTyped(id, "Broadcasts");
  expect(broadcast).toMatchObject({ title: "From this one", notice_text: "From the other" });
  expect(broadcast!.__version).toBeGreaterThan(otherVersion);
});
