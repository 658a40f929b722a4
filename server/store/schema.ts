import { sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
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
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      return migrations(dialect);
    },
  };
}
