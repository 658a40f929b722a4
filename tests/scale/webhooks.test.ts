import { afterAll, beforeAll, expect, it } from "vitest";
import { createSessionToken } from "../../server/auth/tokens.ts";
import { createServer, type AppServer } from "../../server/createServer.ts";
import { defaultConfig, silentLogger } from "../../server/deps.ts";
import { DEMO_EVENT_ID, DEMO_PRODUCER_ID, seedDemo, seedId } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";
import { until } from "../eventually.ts";
import { freshDatabaseUrl } from "../server/freshDatabase.ts";
import { startReceiver, type Receiver } from "../server/stand-ins/webhookReceiver.ts";

// Three server processes' senders on one PostgreSQL outbox: each claims with FOR UPDATE SKIP
// LOCKED, so every delivery is sent once, whichever process takes it.
if (!process.env.TEST_DATABASE_URL) throw new Error("[Scale] set TEST_DATABASE_URL");

const nodes: { server: AppServer; store: ThingStore; url: string }[] = [];
let receiver: Receiver;

beforeAll(async () => {
  const databaseUrl = await freshDatabaseUrl();
  receiver = await startReceiver();
  for (let i = 0; i < 3; i++) {
    const { db, dialect } = await openDb({ databaseUrl, sqlitePath: ":memory:", poolSize: 4 });
    const store = new ThingStore(db, dialect);
    if (i === 0) await seedDemo(store);
    const config = defaultConfig({ webhooks: { allowPrivate: true, pollMs: 20 } });
    const server = createServer({ store, config, now: Date.now, log: silentLogger });
    nodes.push({ server, store, url: await server.listen(0, "127.0.0.1") });
  }
});
afterAll(async () => {
  for (const node of nodes) {
    await node.server.close();
    await node.store.close();
  }
  await receiver.close();
});

it("three processes sending one outbox send each delivery once", async () => {
  const token = await createSessionToken(nodes[0]!.store, DEMO_PRODUCER_ID);
  const post = (node: number, path: string, body: unknown) =>
    fetch(`${nodes[node]!.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  expect(
    (await post(0, "/actions/save-webhook", { event: DEMO_EVENT_ID, url: `${receiver.url}/hook`, events: ["match.score_updated"] })).status,
  ).toBe(200);
  const changes = 40;
  // Written through all three, as a load balancer spreads them.
  for (let i = 1; i <= changes; i++) {
    const reply = await post(i % 3, "/actions/update-match-data", {
      matchID: seedId("match:0:4"),
      updatedData: { score_1: i % 2, score_2: 0 },
    });
    expect(reply.status).toBe(200);
  }
  await until(() => receiver.ofType("match.score_updated").length >= changes, "every delivery");
  await new Promise((resolve) => setTimeout(resolve, 500));
  const ids = receiver.ofType("match.score_updated").map((r) => r.headers["webhook-id"]);
  expect(ids).toHaveLength(changes);
  expect(new Set(ids).size).toBe(changes);
});
