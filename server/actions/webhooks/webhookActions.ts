import { longId, makeId } from "../../../domain/ids.ts";
import { WEBHOOK_MESSAGES } from "../../../domain/webhooks.ts";
import { checkRoom, checkScope, hookById, newSecret } from "../../integrations/webhooks/hooks.ts";
import { hostProblem } from "../../integrations/webhooks/addresses.ts";
import { ActionError, notFound } from "../ActionError.ts";
import { subjectOf } from "../context.ts";
import { defineAction } from "../defineAction.ts";

const refuse = (path: string, message: string) => new ActionError(400, message, [{ path, message }]);

/**
 * save-webhook: create a hook (no id) or change one. An event's editors manage its hooks,
 * organisers the site-wide ones (`event` left out). The address must be http(s) and, once
 * resolved, public (checked before the transaction: a slow DNS never holds the store).
 */
export const saveWebhook = defineAction({
  key: "save-webhook",
  async prepare({ deps }, { url }) {
    if (deps.config.webhooks?.allowPrivate) return;
    const problem = await hostProblem(new URL(url).hostname);
    if (problem) throw refuse("url", WEBHOOK_MESSAGES[problem]);
  },
  async run({ tx, player, now }, payload) {
    const subject = await subjectOf(tx, player);
    const db = tx.tables;
    const stored = payload.id ? await hookById(db, payload.id) : null;
    if (payload.id && !stored) throw notFound("Webhook");
    const given = payload.event === undefined ? undefined : longId(payload.event);
    if (stored && given !== undefined && given !== stored.event_id) throw refuse("event", "A webhook stays with the event it was made for");
    const eventId = stored ? stored.event_id : (given ?? null);
    await checkScope(tx, subject, eventId);
    const fields = {
      url: payload.url,
      format: payload.format ?? stored?.format ?? "json",
      events: JSON.stringify(payload.events),
      updated_at: now,
    };
    if (stored) {
      const active = payload.active ?? !!Number(stored.active);
      // Switched on again: its failures so far are forgotten.
      const revived = active && !Number(stored.active);
      await db
        .updateTable("webhooks")
        .set({ ...fields, active: active ? 1 : 0, ...(revived ? { disabled_reason: null, failing_since: null } : {}) })
        .where("id", "=", stored.id)
        .execute();
      return { id: stored.id, secret: stored.secret };
    }
    await checkRoom(db, eventId);
    const id = makeId();
    const secret = newSecret();
    await db
      .insertInto("webhooks")
      .values({
        ...fields,
        id,
        event_id: eventId,
        secret,
        active: payload.active === false ? 0 : 1,
        disabled_reason: null,
        failing_since: null,
        created_by: player?.id ?? null,
        created_at: now,
      })
      .execute();
    return { id, secret };
  },
});

/** delete-webhook: the hook and the deliveries it had not sent yet go. */
export const deleteWebhook = defineAction({
  key: "delete-webhook",
  async run({ tx, player }, { id }) {
    const db = tx.tables;
    const stored = await hookById(db, id);
    if (!stored) throw notFound("Webhook");
    await checkScope(tx, await subjectOf(tx, player), stored.event_id);
    await db.deleteFrom("webhook_deliveries").where("hook_id", "=", stored.id).execute();
    await db.deleteFrom("webhooks").where("id", "=", stored.id).execute();
    return { id: stored.id };
  },
});
