// A hook written straight into the table, as if saved earlier: for checks that must get past
// save-webhook's own (a name that resolves elsewhere now) or need a hook before any call.
import type { Kysely } from "kysely";
import type { Database } from "../../server/store/schema.ts";

export async function insertHook(
  db: Kysely<Database>,
  hook: { id: string; event: string | null; url: string; events: string[] },
): Promise<void> {
  const now = Date.now();
  await db
    .insertInto("webhooks")
    .values({
      id: hook.id,
      event_id: hook.event,
      url: hook.url,
      format: "json",
      events: JSON.stringify(hook.events),
      secret: `whsec_${Buffer.from(hook.id).toString("base64")}`,
      active: 1,
      disabled_reason: null,
      failing_since: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
