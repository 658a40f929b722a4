// Webhooks: what a burst of 1,000 score changes costs the action path, and how fast the outbox
// is sent. Prints JSON; never fails on a time.
//
// 1. The action path: update-match-data run through runAction on two stores side by side, one
//    bare and one with the outbox writer and an active hook (the event log row and the delivery
//    row are its added work), in interleaved rounds so the machine's noise falls on both alike.
// 2. Sending: the same burst over HTTP to a server with a hook posting to a local receiver; the
//    deliveries a second from the first to the last arrival, and how long after the last reply
//    the last delivery came.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runAction } from "../server/actions/runAction.ts";
import { createSessionToken } from "../server/auth/tokens.ts";
import { createServer } from "../server/createServer.ts";
import { defaultConfig, silentLogger, type ServerDeps } from "../server/deps.ts";
import { outboxWriter } from "../server/integrations/webhooks/outbox.ts";
import { DEMO_EVENT_ID, DEMO_PRODUCER_ID, seedDemo, seedId } from "../server/seed/demo.ts";
import { openDb } from "../server/store/db.ts";
import { ThingStore } from "../server/store/ThingStore.ts";
import { startReceiver } from "../tests/server/stand-ins/webhookReceiver.ts";
import { insertHook } from "../tests/server/webhookRows.ts";
import { summarise } from "./common.ts";

const CHANGES = Number(process.env.CHANGES ?? 1_000);
const ROUND = 100;
const MATCH = seedId("match:0:4");

async function seededStore(): Promise<ThingStore> {
  const { db, dialect } = await openDb({ sqlitePath: join(mkdtempSync(join(tmpdir(), "bench-hooks-")), "bench.sqlite") });
  const store = new ThingStore(db, dialect);
  await seedDemo(store);
  return store;
}

// 1. The action path, bare and with the outbox.
const bare = await seededStore();
const withOutbox = await seededStore();
withOutbox.duringCommit(outboxWriter("http://localhost:8080", Date.now, () => {}));
await insertHook(withOutbox.db, {
  id: "benchhook",
  event: DEMO_EVENT_ID,
  url: "http://127.0.0.1:9/unused",
  events: ["match.score_updated"],
});
const depsOf = (store: ThingStore): ServerDeps => ({ store, config: defaultConfig(), now: Date.now, log: silentLogger });
const targets = [
  { name: "bare", deps: depsOf(bare), token: await createSessionToken(bare, DEMO_PRODUCER_ID), times: [] as number[] },
  { name: "outbox", deps: depsOf(withOutbox), token: await createSessionToken(withOutbox, DEMO_PRODUCER_ID), times: [] as number[] },
];
for (let done = 0; done < CHANGES; done += ROUND) {
  for (const target of done % (2 * ROUND) ? [...targets].reverse() : targets) {
    for (let i = done; i < done + ROUND; i++) {
      const start = performance.now();
      const result = await runAction(
        target.deps,
        "update-match-data",
        { matchID: MATCH, updatedData: { score_1: i % 3, score_2: 0 } },
        target.token,
      );
      target.times.push(performance.now() - start);
      if (result.status !== 200) throw new Error(`[Bench] update-match-data answered ${result.status}`);
    }
  }
}
const logged = await withOutbox.db
  .selectFrom("webhook_deliveries")
  .select((eb) => eb.fn.countAll().as("n"))
  .executeTakeFirst();
const points = { p50_ms: 0.5, p95_ms: 0.95, p99_ms: 0.99 };
const actionPath = {
  changes: CHANGES,
  bare: summarise(targets[0]!.times, points),
  with_outbox: summarise(targets[1]!.times, points),
  deliveries_written: Number(logged?.n),
};
await bare.close();
await withOutbox.close();

// 2. Sending over HTTP to a local receiver.
const receiver = await startReceiver();
const store = await seededStore();
// The burst is one caller: lift the per-minute action limit it would meet.
const config = defaultConfig({ webhooks: { allowPrivate: true }, rateLimits: { actionsPerMinute: 1_000_000 } });
const server = createServer({ store, config, now: Date.now, log: silentLogger });
const url = await server.listen(0, "127.0.0.1");
const token = await createSessionToken(store, DEMO_PRODUCER_ID);
const post = (path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
await post("/actions/save-webhook", { event: DEMO_EVENT_ID, url: `${receiver.url}/bench`, events: ["match.score_updated"] });
const replies: number[] = [];
for (let i = 0; i < CHANGES; i++) {
  const start = performance.now();
  const reply = await post("/actions/update-match-data", { matchID: MATCH, updatedData: { score_1: (i + 1) % 3, score_2: 0 } });
  await reply.arrayBuffer();
  if (reply.status !== 200) throw new Error(`[Bench] update-match-data answered ${reply.status}`);
  replies.push(performance.now() - start);
}
const lastReply = Date.now();
const deadline = Date.now() + 120_000;
while (receiver.received.length < CHANGES && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
const arrivals = receiver.received.map((r) => r.at);
const spanS = (Math.max(...arrivals) - Math.min(...arrivals)) / 1000;
const sending = {
  changes: CHANGES,
  reply_over_http: summarise(replies, points),
  delivered: receiver.received.length,
  deliveries_per_s: +(receiver.received.length / Math.max(spanS, 0.001)).toFixed(0),
  last_delivery_after_last_reply_ms: Math.max(...arrivals) - lastReply,
};

// 3. Sending alone: a backlog of deliveries already in the outbox, drained by one process.
const sent = receiver.received.length;
receiver.received.length = 0;
await server.close();
await store.db.updateTable("webhook_deliveries").set({ state: "pending", attempts: 0, next_at: 0, claimed_until: 0 }).execute();
const drainStart = Date.now();
const drainer = createServer({ store, config, now: Date.now, log: silentLogger });
while (receiver.received.length < sent && Date.now() < deadline + 120_000) await new Promise((resolve) => setTimeout(resolve, 20));
const backlog = {
  deliveries: receiver.received.length,
  deliveries_per_s: +(receiver.received.length / ((Date.now() - drainStart) / 1000)).toFixed(0),
};
await drainer.close();
await store.close();
await receiver.close();

console.log(JSON.stringify({ action_path: actionPath, sending, backlog }, null, 2));
