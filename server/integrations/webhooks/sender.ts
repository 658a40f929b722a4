import { createHmac } from "node:crypto";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { discordMessage, WEBHOOK_MESSAGES, webhookBody, type WebhookType } from "../../../domain/webhooks.ts";
import type { Logger } from "../../deps.ts";
import { oneAtATime } from "../../realtime/resync.ts";
import type { ThingStore } from "../../store/ThingStore.ts";
import type { Database } from "../../store/schema.ts";
import { isPublicAddress, publicOnlyLookup } from "./addresses.ts";
import type { WebhookSettings } from "./settings.ts";

/** Deliveries one process claims at a time. */
const BATCH = 16;
/** How long the log and finished deliveries are kept (a stream resumes, the console lists, within it). */
export const LOG_KEPT_MS = 30 * 24 * 3_600_000;
/** How often a process clears out what is older. */
const PRUNE_EVERY_MS = 3_600_000;

type Delivery = Database["webhook_deliveries"];

/** The Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed by the secret's bytes. */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/**
 * Sends the outbox. Each process claims due deliveries (on PostgreSQL with FOR UPDATE SKIP
 * LOCKED, so processes side by side never take the same row), posts them, and records the
 * answer: delivered, or due again after the next wait of the retry schedule, the same
 * `webhook-id` each time. A process that dies holding rows lets them go when its lease ends.
 * It looks after each commit that logged an event (`kick`) and every `pollMs`.
 */
export class WebhookSender {
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private prunedAt = 0;
  /** Sends what is due; a kick while it runs makes it look once more after. */
  private readonly send = oneAtATime(
    () => this.drain(),
    () => this.log,
    "[Webhooks] sending failed",
  );

  constructor(
    private readonly store: ThingStore,
    private readonly settings: WebhookSettings,
    private readonly now: () => number,
    private readonly log: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.settings.pollMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (!this.closed) void this.send();
  }

  /** Stop looking; a delivery under way finishes (or its lease lets another process take it). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    // The run under way, if any (a new one ends at once).
    await this.send();
  }

  private async drain(): Promise<void> {
    if (this.closed) return;
    if (this.now() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = this.now();
      await pruneLog(this.store, this.now() - LOG_KEPT_MS);
    }
    while (!this.closed) {
      const batch = await this.claim();
      await Promise.all(batch.map((delivery) => this.attempt(delivery)));
      if (batch.length < BATCH) return;
    }
  }

  private async claim(): Promise<Delivery[]> {
    const now = this.now();
    const { db, dialect } = this.store;
    let due = db
      .selectFrom("webhook_deliveries")
      .select("id")
      .where("state", "=", "pending")
      .where("next_at", "<=", now)
      .where("claimed_until", "<", now)
      .orderBy("next_at")
      .limit(BATCH);
    if (dialect === "postgres") due = due.forUpdate().skipLocked();
    const rows = await db
      .updateTable("webhook_deliveries")
      .set({ claimed_until: now + this.settings.leaseMs })
      .where("id", "in", due)
      .returningAll()
      .execute();
    return rows.map((row) => ({ ...row, seq: Number(row.seq), attempts: Number(row.attempts) }));
  }

  private async attempt(delivery: Delivery): Promise<void> {
    const { db } = this.store;
    const [hook, event] = await Promise.all([
      db.selectFrom("webhooks").selectAll().where("id", "=", delivery.hook_id).executeTakeFirst(),
      db.selectFrom("webhook_events").selectAll().where("seq", "=", delivery.seq).executeTakeFirst(),
    ]);
    if (!hook || !event) {
      await db.deleteFrom("webhook_deliveries").where("id", "=", delivery.id).execute();
      return;
    }
    if (!Number(hook.active)) {
      await this.finish(delivery, { state: "failed", last_error: "The webhook is switched off" });
      return;
    }
    const logged = { type: event.type as WebhookType, at: Number(event.at), data: JSON.parse(event.data) as Record<string, unknown> };
    const body = hook.format === "discord" ? JSON.stringify(discordMessage(logged)) : webhookBody(logged);
    const timestamp = Math.floor(this.now() / 1000);
    const outcome = await post(
      hook.url,
      body,
      {
        "webhook-id": delivery.id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signature(hook.secret, delivery.id, timestamp, body),
      },
      this.settings,
    );
    const now = this.now();
    const attempts = delivery.attempts + 1;
    if (outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300) {
      await this.finish(delivery, { state: "delivered", attempts, last_status: outcome.status, last_error: null, delivered_at: now });
      await db
        .updateTable("webhooks")
        .set({ failing_since: null })
        .where("id", "=", hook.id)
        .where("failing_since", "is not", null)
        .execute();
      return;
    }
    const wait = this.settings.retryDelaysMs[attempts - 1];
    const lastError = outcome.error ?? `The receiver answered ${outcome.status}`;
    await this.finish(delivery, {
      state: wait === undefined ? "failed" : "pending",
      attempts,
      last_status: outcome.status ?? null,
      last_error: lastError,
      next_at: now + Math.max(wait ?? 0, outcome.retryAfterMs ?? 0),
    });
    const failingSince = hook.failing_since === null ? now : Number(hook.failing_since);
    const hours = Math.round(this.settings.disableAfterMs / 3_600_000);
    const switchOff = now - failingSince >= this.settings.disableAfterMs;
    await db
      .updateTable("webhooks")
      .set({
        failing_since: failingSince,
        ...(switchOff ? { active: 0, disabled_reason: WEBHOOK_MESSAGES.disabled(hours, lastError), updated_at: now } : {}),
      })
      .where("id", "=", hook.id)
      .execute();
    if (switchOff) this.log.warn("[Webhooks] a webhook was switched off after failing", { hook: hook.id });
  }

  private async finish(delivery: Delivery, fields: Partial<Delivery>): Promise<void> {
    await this.store.db
      .updateTable("webhook_deliveries")
      .set({ ...fields, claimed_until: 0 })
      .where("id", "=", delivery.id)
      .execute();
  }
}

/** Forget events logged before `before` and deliveries finished before it; a pending delivery keeps its event. */
export async function pruneLog(store: ThingStore, before: number): Promise<void> {
  await store.db.deleteFrom("webhook_deliveries").where("state", "!=", "pending").where("created_at", "<", before).execute();
  await store.db
    .deleteFrom("webhook_events")
    .where("at", "<", before)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("webhook_deliveries as d").select("d.id").whereRef("d.seq", "=", "webhook_events.seq"))),
    )
    .execute();
}

interface Outcome {
  status?: number;
  error?: string;
  /** A 429 or 503's Retry-After, when it asked for longer than the schedule's wait. */
  retryAfterMs?: number;
}

/** Post a body, connecting only to public addresses unless allowed; never follows a redirect. */
function post(url: string, body: string, headers: Record<string, string>, settings: WebhookSettings): Promise<Outcome> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, "");
  if (!settings.allowPrivate && isIP(host) && !isPublicAddress(host)) return Promise.resolve({ error: WEBHOOK_MESSAGES.notPublic });
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      target,
      {
        method: "POST",
        headers: {
          ...headers,
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          "User-Agent": "esports-broadcast-webhooks/1",
        },
        agent: false,
        ...(settings.allowPrivate ? {} : { lookup: publicOnlyLookup }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      },
      (res: IncomingMessage) => {
        // The answer's body is not read beyond what arrives: a receiver's page is no business of ours.
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfterMs: retryAfter(res) }));
        res.on("error", () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: attemptError(error, settings.timeoutMs) }));
    req.end(body);
  });
}

function retryAfter(res: IncomingMessage): number | undefined {
  if (res.statusCode !== 429 && res.statusCode !== 503) return undefined;
  const seconds = Number(res.headers["retry-after"]);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3_600) * 1000 : undefined;
}

/** An attempt's failure in words the console shows (never the address: a Discord address carries its token). */
function attemptError(error: NodeJS.ErrnoException, timeoutMs: number): string {
  if (error.name === "TimeoutError" || error.name === "AbortError") return `No answer within ${Math.round(timeoutMs / 1000)} s`;
  if (error.code === "EADDRNOTPUBLIC") return WEBHOOK_MESSAGES.notPublic;
  if (error.code === "ECONNREFUSED") return "Connection refused";
  if (error.code === "ENOTFOUND" || error.code === "EAI_AGAIN") return "The host name does not resolve";
  if (error.code === "ECONNRESET") return "The connection was reset";
  return error.code ? `Could not connect (${error.code})` : "Could not connect";
}
