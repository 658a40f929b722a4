import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { hasWebsiteSetting, canEditEvent, WEBSITE_SETTINGS, type PermissionSubject } from "../../../domain/permissions.ts";
import {
  isWebhookType,
  MAX_WEBHOOKS,
  WEBHOOK_MESSAGES,
  type DeliveryState,
  type DeliveryView,
  type WebhookFormat,
  type WebhookType,
  type WebhookView,
} from "../../../domain/webhooks.ts";
import type { StoreReader } from "../../store/ThingStore.ts";
import type { Database } from "../../store/schema.ts";
import { ActionError, forbidden, notFound } from "../../actions/ActionError.ts";

/** Deliveries the console shows per hook. */
const SHOWN_DELIVERIES = 20;

type Db = Kysely<Database> | Transaction<Database>;
export type HookRow = Database["webhooks"];

/** A new signing secret: `whsec_` and 24 random bytes in base64 (Standard Webhooks). */
export function newSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/**
 * Who may manage hooks of a scope: an event's editors (its staff, Event Editors, organisers)
 * its hooks; organisers (Can edit any event) the site-wide ones. Refuses with what is needed.
 */
export async function checkScope(store: StoreReader, subject: PermissionSubject, eventId: string | null): Promise<void> {
  if (eventId === null) {
    if (!hasWebsiteSetting(subject.player, WEBSITE_SETTINGS.editAnyEvent)) throw forbidden(WEBHOOK_MESSAGES.editSite);
    return;
  }
  const event = await store.getTyped(eventId, "Events");
  if (!event) throw notFound("Event");
  if (!canEditEvent(subject, event)) throw forbidden(WEBHOOK_MESSAGES.editEvent);
}

export async function hookById(db: Db, id: string): Promise<HookRow | null> {
  return (await db.selectFrom("webhooks").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

export async function countHooks(db: Db, eventId: string | null): Promise<number> {
  const row = await db
    .selectFrom("webhooks")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("event_id", eventId === null ? "is" : "=", eventId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Refuse a save that would pass the cap of hooks per scope. */
export async function checkRoom(db: Db, eventId: string | null): Promise<void> {
  if ((await countHooks(db, eventId)) >= MAX_WEBHOOKS) throw new ActionError(409, WEBHOOK_MESSAGES.tooMany);
}

/** A scope's hooks, each with its latest deliveries, as their owners see them. */
export async function hookViews(db: Db, eventId: string | null): Promise<WebhookView[]> {
  const hooks = await db
    .selectFrom("webhooks")
    .selectAll()
    .where("event_id", eventId === null ? "is" : "=", eventId)
    .orderBy("created_at")
    .execute();
  return Promise.all(
    hooks.map(async (hook) => {
      const deliveries = await db
        .selectFrom("webhook_deliveries as d")
        .innerJoin("webhook_events as e", "e.seq", "d.seq")
        .select(["d.id", "e.type", "d.state", "d.attempts", "d.last_status", "d.last_error", "d.next_at", "d.created_at", "d.delivered_at"])
        .where("d.hook_id", "=", hook.id)
        .orderBy("d.created_at", "desc")
        .orderBy("d.seq", "desc")
        .limit(SHOWN_DELIVERIES)
        .execute();
      return {
        id: hook.id,
        event: hook.event_id,
        url: hook.url,
        format: hook.format as WebhookFormat,
        events: typesOf(hook.events),
        active: !!Number(hook.active),
        disabledReason: hook.disabled_reason,
        failingSince: hook.failing_since === null ? null : Number(hook.failing_since),
        secret: hook.secret,
        createdAt: Number(hook.created_at),
        deliveries: deliveries.map((d): DeliveryView => ({
          id: d.id,
          type: d.type as WebhookType,
          state: d.state as DeliveryState,
          attempts: Number(d.attempts),
          lastStatus: d.last_status === null ? null : Number(d.last_status),
          lastError: d.last_error,
          nextAt: d.state === "pending" ? Number(d.next_at) : null,
          createdAt: Number(d.created_at),
          deliveredAt: d.delivered_at === null ? null : Number(d.delivered_at),
        })),
      };
    }),
  );
}

/** A hook's stored types (a JSON array): the known ones; an unreadable text reads as none. */
export function typesOf(text: string): WebhookType[] {
  try {
    const json: unknown = JSON.parse(text);
    return Array.isArray(json) ? json.filter((t): t is WebhookType => typeof t === "string" && isWebhookType(t)) : [];
  } catch {
    return [];
  }
}
