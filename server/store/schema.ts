import { sql, type Generated, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { lookupKeysOf } from "../../domain/tables.ts";

/** Tables of the store. Portable types only: integers for booleans, epoch ms for times, JSON text. */
export interface Database {
  things: { id: string; table_name: string; data: string; version: number; updated_at: number };
  lookups: { key: string; id: string };
  meta: { name: string; value: number };
  sessions: { token_hash: string; player_id: string; created_at: number; expires_at: number; revoked: number };
  secrets: { name: string; value: string; updated_at: number };
  images: { id: string; ext: string; mime: string; data: Buffer; created_at: number };
  /** Each client's last reported stream software state (StoredStreamState JSON), by lowercased client key. */
  stream_states: { client_key: string; data: string; updated_at: number };
  /** The on-air audit: one row per record an action changed, with the record before and after (JSON, null when absent). */
  audit: {
    id: string;
    revision: number;
    at: number;
    player_id: string | null;
    player_name: string | null;
    action: string;
    table_name: string;
    record_id: string;
    before: string | null;
    after: string | null;
    undo_of: string | null;
  };
  /** What each audit row is about besides its record (a map's match, a GFX's broadcast), for the per-match and per-broadcast feeds. */
  audit_scopes: { audit_id: string; scope_id: string };
  /** Webhooks (server/integrations/webhooks/): where to post which event types, signed with `secret`. `event_id` null: site-wide. */
  webhooks: {
    id: string;
    event_id: string | null;
    url: string;
    format: string;
    /** JSON array of the types it receives. */
    events: string;
    secret: string;
    active: number;
    disabled_reason: string | null;
    failing_since: number | null;
    created_by: string | null;
    created_at: number;
    updated_at: number;
  };
  /** The event log: each webhook event, written in the transaction that caused it; `seq` orders it (the stream's ids). */
  webhook_events: { seq: Generated<number>; type: string; event_id: string | null; subject: string; at: number; data: string };
  /** The outbox: one row per event and hook, sent after the commit and retried until delivered or given up. */
  webhook_deliveries: {
    id: string;
    hook_id: string;
    seq: number;
    state: string;
    attempts: number;
    next_at: number;
    /** A sender holds the row until then (0: nobody). */
    claimed_until: number;
    last_status: number | null;
    last_error: string | null;
    created_at: number;
    delivered_at: number | null;
  };
}

export type Dialect = "sqlite" | "postgres";

/**
 * The tables as the first migration made them. A migration is a snapshot of its day, so it
 * names its own tables rather than `Database`, which moves on.
 */
interface FirstTables {
  things: { id: string; table_name: string; data: string; version: number; updated_at: number };
  lookups: { key: string; id: string };
  meta: { name: string; value: number };
}

function migrations(dialect: Dialect): Record<string, Migration> {
  const blob = dialect === "postgres" ? "bytea" : "blob";
  return {
    "001_things": {
      async up(db: Kysely<FirstTables>) {
        await db.schema
          .createTable("things")
          .addColumn("id", "varchar(32)", (c) => c.primaryKey())
          .addColumn("table_name", "varchar(64)", (c) => c.notNull())
          .addColumn("data", "text", (c) => c.notNull())
          .addColumn("version", "bigint", (c) => c.notNull())
          .addColumn("updated_at", "bigint", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("things_table").on("things").column("table_name").execute();
        await db.schema
          .createTable("lookups")
          .addColumn("key", "varchar(255)", (c) => c.primaryKey())
          .addColumn("id", "varchar(32)", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("lookups_id").on("lookups").column("id").execute();
        await db.schema
          .createTable("meta")
          .addColumn("name", "varchar(64)", (c) => c.primaryKey())
          .addColumn("value", "bigint", (c) => c.notNull())
          .execute();
        await db.insertInto("meta").values({ name: "revision", value: 0 }).execute();
      },
    },
    "002_auth_and_images": {
      // The schema builder only: no table types needed.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("sessions")
          .addColumn("token_hash", "varchar(128)", (c) => c.primaryKey())
          .addColumn("player_id", "varchar(32)", (c) => c.notNull())
          .addColumn("created_at", "bigint", (c) => c.notNull())
          .addColumn("expires_at", "bigint", (c) => c.notNull())
          .addColumn("revoked", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex("sessions_player").on("sessions").column("player_id").execute();
        await db.schema
          .createTable("secrets")
          .addColumn("name", "varchar(255)", (c) => c.primaryKey())
          .addColumn("value", "text", (c) => c.notNull())
          .addColumn("updated_at", "bigint", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("images")
          .addColumn("id", "varchar(64)", (c) => c.primaryKey())
          .addColumn("ext", "varchar(16)", (c) => c.notNull())
          .addColumn("mime", "varchar(64)", (c) => c.notNull())
          .addColumn("data", sql.raw(blob), (c) => c.notNull())
          .addColumn("created_at", "bigint", (c) => c.notNull())
          .execute();
      },
    },
    "003_player_lookups": {
      // Players are found by their chat-platform account at sign-in (`discord-<id>`):
      // index the players stored before that lookup existed.
      async up(db: Kysely<FirstTables>) {
        const players = await db.selectFrom("things").select(["id", "data"]).where("table_name", "=", "Players").execute();
        const seen = new Set<string>();
        for (const { id, data } of players) {
          for (const key of lookupKeysOf("Players", JSON.parse(data) as Record<string, unknown>)) {
            if (seen.has(key)) continue;
            seen.add(key);
            await db.deleteFrom("lookups").where("key", "=", key).execute();
            await db.insertInto("lookups").values({ key, id }).execute();
          }
        }
      },
    },
    "004_stream_states": {
      // A tally must be right after an overlay reloads or the server restarts, before OBS next reports.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("stream_states")
          .addColumn("client_key", "varchar(255)", (c) => c.primaryKey())
          .addColumn("data", "text", (c) => c.notNull())
          .addColumn("updated_at", "bigint", (c) => c.notNull())
          .execute();
      },
    },
    "005_audit": {
      // Who changed what, when, with the values before and after: written in each action's own transaction.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("audit")
          .addColumn("id", "varchar(32)", (c) => c.primaryKey())
          .addColumn("revision", "bigint", (c) => c.notNull())
          .addColumn("at", "bigint", (c) => c.notNull())
          .addColumn("player_id", "varchar(32)")
          .addColumn("player_name", "varchar(200)")
          .addColumn("action", "varchar(64)", (c) => c.notNull())
          .addColumn("table_name", "varchar(64)", (c) => c.notNull())
          .addColumn("record_id", "varchar(32)", (c) => c.notNull())
          .addColumn("before", "text")
          .addColumn("after", "text")
          .addColumn("undo_of", "varchar(32)")
          .execute();
        await db.schema.createIndex("audit_undo_of").on("audit").column("undo_of").execute();
        await db.schema
          .createTable("audit_scopes")
          .addColumn("audit_id", "varchar(32)", (c) => c.notNull())
          .addColumn("scope_id", "varchar(32)", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("audit_scopes_scope").on("audit_scopes").columns(["scope_id", "audit_id"]).execute();
      },
    },
    "006_webhooks": {
      // Webhooks, the event log they and the event stream read, and the outbox of deliveries.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("webhooks")
          .addColumn("id", "varchar(32)", (c) => c.primaryKey())
          .addColumn("event_id", "varchar(32)")
          .addColumn("url", "text", (c) => c.notNull())
          .addColumn("format", "varchar(16)", (c) => c.notNull())
          .addColumn("events", "text", (c) => c.notNull())
          .addColumn("secret", "varchar(100)", (c) => c.notNull())
          .addColumn("active", "integer", (c) => c.notNull())
          .addColumn("disabled_reason", "text")
          .addColumn("failing_since", "bigint")
          .addColumn("created_by", "varchar(32)")
          .addColumn("created_at", "bigint", (c) => c.notNull())
          .addColumn("updated_at", "bigint", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("webhooks_event").on("webhooks").column("event_id").execute();
        await db.schema
          .createTable("webhook_events")
          .addColumn("seq", dialect === "postgres" ? "bigserial" : "integer", (c) =>
            dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn("type", "varchar(64)", (c) => c.notNull())
          .addColumn("event_id", "varchar(32)")
          .addColumn("subject", "varchar(32)", (c) => c.notNull())
          .addColumn("at", "bigint", (c) => c.notNull())
          .addColumn("data", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("webhook_events_event").on("webhook_events").columns(["event_id", "seq"]).execute();
        await db.schema.createIndex("webhook_events_subject").on("webhook_events").columns(["subject", "type"]).execute();
        await db.schema
          .createTable("webhook_deliveries")
          .addColumn("id", "varchar(40)", (c) => c.primaryKey())
          .addColumn("hook_id", "varchar(32)", (c) => c.notNull())
          .addColumn("seq", "bigint", (c) => c.notNull())
          .addColumn("state", "varchar(16)", (c) => c.notNull())
          .addColumn("attempts", "integer", (c) => c.notNull())
          .addColumn("next_at", "bigint", (c) => c.notNull())
          .addColumn("claimed_until", "bigint", (c) => c.notNull())
          .addColumn("last_status", "integer")
          .addColumn("last_error", "text")
          .addColumn("created_at", "bigint", (c) => c.notNull())
          .addColumn("delivered_at", "bigint")
          .execute();
        await db.schema.createIndex("webhook_deliveries_due").on("webhook_deliveries").columns(["state", "next_at"]).execute();
        await db.schema.createIndex("webhook_deliveries_hook").on("webhook_deliveries").columns(["hook_id", "created_at"]).execute();
      },
    },
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      return migrations(dialect);
    },
  };
}
