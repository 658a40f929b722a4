// Webhooks and the event stream over real HTTP: a score change reaches a local receiver signed
// as Standard Webhooks say (checked with the `standardwebhooks` package), a 500 is retried with
// the same webhook-id, a Discord hook posts a Discord message, the stream sends the change and
// resumes from Last-Event-ID, bad hooks store nothing, and a rolled-back write sends nothing.
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EVENT_ID, DEMO_OTHER_EVENT_ID, DEMO_PRODUCER_ID, seedId } from "../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { insertHook } from "./webhookRows.ts";
import { startReceiver, type Receiver } from "./stand-ins/webhookReceiver.ts";
import { LOG_KEPT_MS, pruneLog } from "../../server/integrations/webhooks/sender.ts";
import { EVENTUALLY, until } from "../eventually.ts";

const LIVE_MATCH = seedId("match:0:4");
/** Fast waits: retries after 100 ms, a hook switched off after 1.5 s of failures. */
const FAST = { allowPrivate: true, retryDelaysMs: [100, 100, 100, 100, 100, 100], pollMs: 50, disableAfterMs: 1_500, heartbeatMs: 200 };

let t: TestServer;
let admin: string;
let producer: string;
let stranger: string;
let receiver: Receiver;

beforeAll(async () => {
  [t, receiver] = await Promise.all([startTestServer({ config: { webhooks: FAST } }), startReceiver()]);
  admin = await t.tokenFor(seedId("player:Admin Morgan"));
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
  stranger = await t.tokenFor(seedId("player:Moss"));
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const saveHook = (token: string, body: Record<string, unknown>) => t.post("/actions/save-webhook", body, token);
const setScore = (score_1: number, score_2: number) =>
  t.post("/actions/update-match-data", { matchID: LIVE_MATCH, updatedData: { score_1, score_2 } }, producer);
const hookCount = async () =>
  Number(
    (
      await t.store.db
        .selectFrom("webhooks")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst()
    )?.n,
  );

describe("a JSON hook", () => {
  let secret: string;
  let hookId: string;

  it("receives a score change, signed and verifiable with the standardwebhooks package", async () => {
    const saved = await saveHook(producer, {
      event: DEMO_EVENT_ID,
      url: `${receiver.url}/hook`,
      events: ["match.score_updated", "match.completed"],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    ({ id: hookId, secret } = saved.body.data);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    expect((await setScore(1, 0)).status).toBe(200);
    await until(() => receiver.ofType("match.score_updated").length > 0, "the score change delivered");
    const [delivery] = receiver.ofType("match.score_updated");
    const verified = new Webhook(secret).verify(delivery!.body, delivery!.headers as Record<string, string>) as {
      type: string;
      timestamp: string;
      data: { match: { id: string; score_1: number; score_2: number; teams: { name: string }[]; url: string }; event: { id: string } };
    };
    expect(verified.type).toBe("match.score_updated");
    expect(verified.data.match).toMatchObject({ id: LIVE_MATCH, score_1: 1, score_2: 0 });
    expect(verified.data.match.teams).toHaveLength(2);
    expect(verified.data.match.url).toMatch(/\/match\//);
    expect(verified.data.event.id).toBe(DEMO_EVENT_ID);
    expect(delivery!.headers["webhook-id"]).toMatch(/^msg_/);
    // A signature made with another secret does not verify.
    expect(() =>
      new Webhook(`whsec_${Buffer.from("another secret!!").toString("base64")}`).verify(
        delivery!.body,
        delivery!.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it("gets the same webhook-id again after answering 500, until it answers 2xx", async () => {
    receiver.answer = 500;
    const before = receiver.received.length;
    const ofThisChange = () =>
      receiver.received.slice(before).filter((r) => {
        const body = JSON.parse(r.body) as { type: string; data: { match: { score_1: number } } };
        return body.type === "match.score_updated" && body.data.match.score_1 === 2;
      });
    expect((await setScore(2, 0)).status).toBe(200);
    await until(() => ofThisChange().length >= 3, "three attempts");
    receiver.answer = 204;
    await expect
      .poll(async () => (await t.get(`/api/webhooks?event=${DEMO_EVENT_ID}`, producer)).body.hooks[0].deliveries[0].state, EVENTUALLY)
      .toBe("delivered");
    const attempts = ofThisChange();
    expect(new Set(attempts.map((r) => r.headers["webhook-id"])).size).toBe(1);
    expect(attempts.length).toBeGreaterThanOrEqual(4);
    // Each attempt is signed afresh (its own timestamp), and verifies.
    for (const attempt of attempts)
      expect(() => new Webhook(secret).verify(attempt.body, attempt.headers as Record<string, string>)).not.toThrow();
    const view = (await t.get(`/api/webhooks?event=${DEMO_EVENT_ID}`, producer)).body.hooks[0];
    expect(view.deliveries[0]).toMatchObject({ type: "match.score_updated", state: "delivered", lastStatus: 204 });
    expect(view.deliveries[0].attempts).toBe(attempts.length);
    expect(view.failingSince).toBeNull();
  });

  it("is switched off after failing for the set time, and its owners see why", async () => {
    receiver.answer = 503;
    for (let i = 3; i < 7; i++) {
      expect((await setScore(2, i % 2)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    await expect
      .poll(async () => (await t.get(`/api/webhooks?event=${DEMO_EVENT_ID}`, producer)).body.hooks[0].active, EVENTUALLY)
      .toBe(false);
    const view = (await t.get(`/api/webhooks?event=${DEMO_EVENT_ID}`, producer)).body.hooks[0];
    expect(view.disabledReason).toMatch(/^Switched off after failing for/);
    expect(view.disabledReason).toContain("503");
    receiver.answer = 204;
    // Switched on again by its owner, it is sent to again.
    expect(
      (await saveHook(producer, { id: hookId, url: `${receiver.url}/hook`, events: ["match.score_updated"], active: true })).status,
    ).toBe(200);
    const again = (await t.get(`/api/webhooks?event=${DEMO_EVENT_ID}`, producer)).body.hooks[0];
    expect(again).toMatchObject({ active: true, disabledReason: null, failingSince: null });
    expect((await t.post("/actions/delete-webhook", { id: hookId }, producer)).status).toBe(200);
    expect(await hookCount()).toBe(0);
  });
});

describe("a Discord hook", () => {
  it("posts a Discord webhook message with content and embeds naming the teams, score and event", async () => {
    const discord = await startReceiver();
    try {
      const saved = await saveHook(admin, {
        event: DEMO_EVENT_ID,
        url: `${discord.url}/api/webhooks/123456789012345678/token-part`,
        events: ["match.score_updated"],
        format: "discord",
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await setScore(1, 1)).status).toBe(200);
      await until(() => discord.received.length > 0, "the Discord message posted");
      const [post] = discord.received;
      expect(post!.path).toBe("/api/webhooks/123456789012345678/token-part");
      expect(post!.headers["content-type"]).toBe("application/json");
      const message = JSON.parse(post!.body) as {
        content: string;
        embeds: { title: string; url: string; fields: { name: string; value: string }[] }[];
      };
      const match = (await t.store.getTyped(LIVE_MATCH, "Matches"))!;
      const teams = await t.store.getMany(match.teams!);
      const names = teams.map((team) => (team as { name: string }).name);
      expect(message.content).toContain(`${names[0]} 1 - 1 ${names[1]}`);
      expect(message.embeds[0]!.title).toContain(`${names[0]} vs ${names[1]}`);
      expect(message.embeds[0]!.url).toContain("/match/");
      expect(message.embeds[0]!.fields.find((f) => f.name === "Event")?.value).toBeTruthy();
      await t.post("/actions/delete-webhook", { id: saved.body.data.id }, admin);
    } finally {
      await discord.close();
    }
  });
});

/** Read a server-sent event stream until `enough` says so; answers the events read. */
async function readStream(
  path: string,
  enough: (events: { id: string; event: string; data: any }[]) => boolean,
  headers: Record<string, string> = {},
) {
  const controller = new AbortController();
  const response = await fetch(`${t.url}${path}`, { headers, signal: controller.signal });
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const events: { id: string; event: string; data: any }[] = [];
  let heartbeats = 0;
  let text = "";
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  const done = (async () => {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      text += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = text.indexOf("\n\n")) >= 0) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        if (block.startsWith(": heartbeat")) heartbeats++;
        const field = (name: string) =>
          block
            .split("\n")
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2);
        if (field("data")) events.push({ id: field("id")!, event: field("event")!, data: JSON.parse(field("data")!) });
      }
    }
  })().catch(() => undefined);
  return {
    events,
    heartbeats: () => heartbeats,
    async until(label: string) {
      await until(() => enough(events), label);
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}

describe("the event stream", () => {
  it("sends match.score_updated as it happens, with heartbeats, and resumes after Last-Event-ID with nothing missed", async () => {
    const stream = await readStream(`/api/events/${DEMO_EVENT_ID}/stream`, (events) =>
      events.some((e) => e.data.data.match?.score_1 === 3),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await setScore(3, 1)).status).toBe(200);
    await stream.until("the score change streamed");
    const update = stream.events.find((e) => e.event === "match.score_updated")!;
    expect(update.data).toMatchObject({ type: "match.score_updated", data: { match: { id: LIVE_MATCH, score_1: 3, score_2: 1 } } });
    expect(Number(update.id)).toBeGreaterThan(0);
    await until(() => stream.heartbeats() > 0, "a heartbeat");
    await stream.close();

    // Two changes while away; the resumed stream sends both, in order, and nothing from before.
    expect((await setScore(3, 2)).status).toBe(200);
    expect((await setScore(3, 3)).status).toBe(200);
    const resumed = await readStream(
      `/api/events/${DEMO_EVENT_ID}/stream`,
      (events) => events.filter((e) => e.event === "match.score_updated").length >= 2,
      {
        "Last-Event-ID": stream.events.at(-1)!.id,
      },
    );
    await resumed.until("the missed changes");
    const missed = resumed.events.filter((e) => e.event === "match.score_updated").map((e) => e.data.data.match.score_2);
    expect(missed.slice(0, 2)).toEqual([2, 3]);
    expect(resumed.events.every((e) => Number(e.id) > Number(stream.events.at(-1)!.id))).toBe(true);
    await resumed.close();
  });

  it("tells match.started once for a match taken live and then scored, beside broadcast.live_match_changed", async () => {
    const matches = await t.store.list("Matches");
    const fresh = matches.find(
      (m) => m.event?.[0] === DEMO_EVENT_ID && m.teams?.length === 2 && !m.score_1 && !m.score_2 && m.id !== LIVE_MATCH,
    )!;
    const stream = await readStream(`/api/events/${DEMO_EVENT_ID}/stream`, (events) =>
      events.some((e) => e.event === "match.score_updated" && e.data.data.match.id === fresh.id),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await t.post("/actions/update-broadcast", { match: fresh.id }, producer)).status).toBe(200);
    expect((await t.post("/actions/update-match-data", { matchID: fresh.id, updatedData: { score_1: 1 } }, producer)).status).toBe(200);
    await stream.until("the first map's score streamed");
    await stream.close();
    const about = stream.events.filter((e) => e.data.data.match?.id === fresh.id).map((e) => e.event);
    expect(about).toEqual(["broadcast.live_match_changed", "match.started", "match.score_updated"]);
    expect((await t.post("/actions/update-broadcast", { match: LIVE_MATCH }, producer)).status).toBe(200);
  });

  it("answers 404 for an event that is not there, and 400 for a Last-Event-ID it did not send", async () => {
    expect((await t.get("/api/events/recNoSuchEvent00/stream")).status).toBe(404);
    const bad = await fetch(`${t.url}/api/events/${DEMO_EVENT_ID}/stream`, { headers: { "Last-Event-ID": "abc" } });
    expect(bad.status).toBe(400);
  });
});

describe("bad hooks", () => {
  const good = () => ({ event: DEMO_EVENT_ID, url: `${receiver.url}/x`, events: ["match.completed"] });

  it("are refused with what is wrong, and store nothing", async () => {
    const before = await hookCount();
    const cases: [string, Record<string, unknown>, number, RegExp][] = [
      [producer, { ...good(), url: "ftp://example.org/hook" }, 400, /http: or https:/],
      [producer, { ...good(), url: "not a url" }, 400, /http: or https:/],
      [producer, { ...good(), events: ["match.exploded"] }, 400, /Unknown event type "match.exploded"/],
      [producer, { ...good(), events: [] }, 400, /at least one event type/],
      [stranger, good(), 403, /event's staff/],
      [producer, { ...good(), event: DEMO_OTHER_EVENT_ID }, 403, /event's staff/],
      // A site-wide hook is the organisers' (the producer runs one event, not the site).
      [producer, { url: `${receiver.url}/x`, events: ["match.completed"] }, 403, /organisers/],
    ];
    for (const [token, body, status, message] of cases) {
      const answer = await saveHook(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.errorMessage).toMatch(message);
    }
    expect((await saveHook("", good())).status).toBe(401);
    expect(await hookCount()).toBe(before);
    const other = await t.get(`/api/webhooks?event=${DEMO_OTHER_EVENT_ID}`, producer);
    expect(other.status).toBe(403);
  });

  it("may not point at loopback, private, link-local or metadata addresses, by address or by name", async () => {
    const strict = await startTestServer();
    try {
      const token = await strict.tokenFor(DEMO_PRODUCER_ID);
      for (const url of [
        "http://127.0.0.1:8080/hook",
        "http://localhost/hook",
        "http://10.1.2.3/hook",
        "http://192.168.0.10/hook",
        "http://169.254.169.254/latest/meta-data",
        "http://[::1]/hook",
        "http://[::ffff:127.0.0.1]/hook",
        "http://[fd00:ec2::254]/hook",
        "http://0.0.0.0/hook",
      ]) {
        const answer = await strict.post("/actions/save-webhook", { event: DEMO_EVENT_ID, url, events: ["match.completed"] }, token);
        expect(answer.status, url).toBe(400);
        expect(answer.body.errorMessage).toMatch(/public internet/);
      }
      expect(await strict.store.db.selectFrom("webhooks").selectAll().execute()).toEqual([]);

      // A name that led outside when the hook was saved and leads inside now (DNS rebinding) is refused at connection time.
      await insertHook(strict.store.db, {
        id: "recRebound000001",
        event: DEMO_EVENT_ID,
        url: `http://localhost:${new URL(receiver.url).port}/rebound`,
        events: ["match.score_updated"],
      });
      const scored = await strict.post(
        "/actions/update-match-data",
        { matchID: LIVE_MATCH, updatedData: { score_1: 0, score_2: 1 } },
        token,
      );
      expect(scored.status).toBe(200);
      await expect
        .poll(
          async () => (await strict.get(`/api/webhooks?event=${DEMO_EVENT_ID}`, token)).body.hooks[0].deliveries[0]?.lastError,
          EVENTUALLY,
        )
        .toMatch(/public internet/);
      expect(receiver.received.filter((r) => r.path === "/rebound")).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

describe("the outbox", () => {
  it("gets nothing from a write that rolls back", async () => {
    const hook = await saveHook(producer, { event: DEMO_EVENT_ID, url: `${receiver.url}/rollback`, events: ["match.score_updated"] });
    const logged = async () => (await t.store.db.selectFrom("webhook_events").selectAll().execute()).length;
    const before = await logged();
    await expect(
      t.store.transaction(async (tx) => {
        await tx.update(LIVE_MATCH, "Matches", { score_1: 0, score_2: 0 });
        throw new Error("refused after writing");
      }),
    ).rejects.toThrow("refused after writing");
    expect(await logged()).toBe(before);
    expect(await t.store.db.selectFrom("webhook_deliveries").selectAll().where("hook_id", "=", hook.body.data.id).execute()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.filter((r) => r.path === "/rollback")).toEqual([]);
  });
});

describe("the log", () => {
  it("forgets events and finished deliveries older than it keeps, but not an event a delivery still waits to send", async () => {
    const { db } = t.store;
    const old = Date.now() - LOG_KEPT_MS - 1_000;
    const insert = async (type: string) =>
      Number(
        (
          await db
            .insertInto("webhook_events")
            .values({ type, event_id: DEMO_EVENT_ID, subject: "recOld", at: old, data: "{}" })
            .returning("seq")
            .executeTakeFirstOrThrow()
        ).seq,
      );
    const done = await insert("match.completed");
    const waiting = await insert("match.started");
    const row = (id: string, seq: number, state: string) => ({
      id,
      hook_id: "recGoneHook",
      seq,
      state,
      attempts: 1,
      next_at: old,
      // The waiting delivery's hook is gone (the sender would drop it): held, so this check sees it.
      claimed_until: state === "pending" ? Date.now() + 60_000 : 0,
      last_status: null,
      last_error: null,
      created_at: old,
      delivered_at: null,
    });
    await db
      .insertInto("webhook_deliveries")
      .values([row("msg_done", done, "delivered"), row("msg_waiting", waiting, "pending")])
      .execute();
    // The waiting delivery's hook is gone: the sender would delete it; leave it unclaimable for this check.
    await db
      .updateTable("webhook_deliveries")
      .set({ claimed_until: Date.now() + 60_000 })
      .where("id", "=", "msg_waiting")
      .execute();
    await pruneLog(t.store, Date.now() - LOG_KEPT_MS);
    const seqs = (await db.selectFrom("webhook_events").select("seq").where("subject", "=", "recOld").execute()).map((r) => Number(r.seq));
    expect(seqs).toEqual([waiting]);
    const ids = (await db.selectFrom("webhook_deliveries").select("id").where("hook_id", "=", "recGoneHook").execute()).map((r) => r.id);
    expect(ids).toEqual(["msg_waiting"]);
  });
});
