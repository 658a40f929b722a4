import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { PendingCommit } from "../../store/ThingStore.ts";
import type { Database } from "../../store/schema.ts";
import { eventsOfCommit, ONCE_PER_SUBJECT, type FoundEvent } from "./events.ts";
import { typesOf } from "./hooks.ts";

/** A delivery's `webhook-id`: the same on every attempt. */
export function deliveryId(): string {
  return `msg_${randomBytes(15).toString("base64url")}`;
}

/**
 * The hook every writing transaction runs before it commits (ThingStore.duringCommit): the
 * events its changes mean go to the log, and one delivery per event and matching hook to the
 * outbox, in the same transaction. So an action that rolls back sends nothing, and one that
 * committed has its deliveries stored before its reply, whatever happens to the process next.
 * `wrote` hears the revision of each commit that logged something (after it commits, the
 * sender and the stream look).
 */
export function outboxWriter(publicOrigin: string, now: () => number, wrote: (revision: number) => void) {
  return async (commit: PendingCommit): Promise<void> => {
    const found = await eventsOfCommit(commit.tx, commit.changes, publicOrigin);
    if (!found.length) return;
    const events = await dropRepeats(commit.tables, found);
    if (!events.length) return;
    const at = now();
    const logged: { seq: number; found: FoundEvent }[] = [];
    // One row at a time: each insert answers its own seq, in the order the events happened.
    for (const event of events) {
      const row = await commit.tables
        .insertInto("webhook_events")
        .values({ type: event.type, event_id: event.event, subject: event.subject, at, data: JSON.stringify(event.data) })
        .returning("seq")
        .executeTakeFirstOrThrow();
      logged.push({ seq: Number(row.seq), found: event });
    }
    const deliveries = await deliveriesFor(commit.tables, logged, at);
    if (deliveries.length) await commit.tables.insertInto("webhook_deliveries").values(deliveries).execute();
    wrote(commit.revision);
  };
}

/** Told once per subject: drop a `match.started` or `stage.completed` the log (or this commit) already has. */
async function dropRepeats(tables: Transaction<Database>, found: FoundEvent[]): Promise<FoundEvent[]> {
  const once = found.filter((e) => ONCE_PER_SUBJECT.includes(e.type));
  const told = new Set<string>();
  if (once.length) {
    const rows = await tables
      .selectFrom("webhook_events")
      .select(["type", "subject"])
      .where(
        "subject",
        "in",
        once.map((e) => e.subject),
      )
      .where("type", "in", [...new Set(once.map((e) => e.type))])
      .execute();
    for (const row of rows) told.add(`${row.type} ${row.subject}`);
  }
  return found.filter((event) => {
    if (!ONCE_PER_SUBJECT.includes(event.type)) return true;
    const key = `${event.type} ${event.subject}`;
    if (told.has(key)) return false;
    told.add(key);
    return true;
  });
}

/** One pending delivery per logged event and active hook that wants its type (the event's own hooks and the site's). */
async function deliveriesFor(tables: Transaction<Database>, logged: { seq: number; found: FoundEvent }[], at: number) {
  const eventIds = [...new Set(logged.map((l) => l.found.event).filter((id): id is string => id !== null))];
  const hooks = await tables
    .selectFrom("webhooks")
    .select(["id", "event_id", "events"])
    .where("active", "=", 1)
    .where((eb) => (eventIds.length ? eb.or([eb("event_id", "is", null), eb("event_id", "in", eventIds)]) : eb("event_id", "is", null)))
    .execute();
  if (!hooks.length) return [];
  const wants = hooks.map((hook) => ({ ...hook, types: new Set(typesOf(hook.events)) }));
  return logged.flatMap(({ seq, found }) =>
    wants
      .filter((hook) => hook.types.has(found.type) && (hook.event_id === null || hook.event_id === found.event))
      .map((hook) => ({
        id: deliveryId(),
        hook_id: hook.id,
        seq,
        state: "pending",
        attempts: 0,
        next_at: at,
        claimed_until: 0,
        last_status: null,
        last_error: null,
        created_at: at,
        delivered_at: null,
      })),
  );
}
