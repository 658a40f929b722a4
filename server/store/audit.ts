import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { auditScopes } from "../../domain/audit.ts";
import { isTableName, type TableName, type Thing } from "../../domain/tables.ts";
import type { Database, Dialect } from "./schema.ts";

/** Who an action ran for, as its audit entries record it. */
export interface AuditActor {
  playerId: string | null;
  playerName: string | null;
  action: string;
}

/** A stored entry, before it is described for a reader. */
export interface AuditRow {
  id: string;
  revision: number;
  at: number;
  playerId: string | null;
  playerName: string | null;
  action: string;
  table: TableName;
  record: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  undoOf: string | null;
}

interface AuditedChange {
  id: string;
  table: TableName;
  before: Thing | null;
  after: Thing | null;
}

/** Entries per statement: their values stay well under SQLite's and PostgreSQL's limits on bound values. */
const ENTRIES_PER_INSERT = 500;

/**
 * Write one entry per changed record, in the committing transaction: the entries and their scopes
 * in one statement on PostgreSQL (a round trip, whatever the number of records), in two on SQLite.
 */
export async function writeAudit(
  trx: Transaction<Database>,
  dialect: Dialect,
  entry: { revision: number; at: number; actor: AuditActor; undoOf: string | null },
  changes: readonly AuditedChange[],
): Promise<void> {
  for (let i = 0; i < changes.length; i += ENTRIES_PER_INSERT) {
    const rows = changes.slice(i, i + ENTRIES_PER_INSERT).map((change) => auditRow(entry, change));
    const entries = rows.map((row) => row.entry);
    const scopes = rows.flatMap((row) => row.scopes);
    if (dialect === "postgres" && scopes.length) {
      await trx
        .with("entries", (db) => db.insertInto("audit").values(entries).returning("id"))
        .insertInto("audit_scopes")
        .values(scopes)
        .execute();
      continue;
    }
    await trx.insertInto("audit").values(entries).execute();
    if (scopes.length) await trx.insertInto("audit_scopes").values(scopes).execute();
  }
}

/** One change's entry and the rows of its scopes. */
function auditRow(entry: { revision: number; at: number; actor: AuditActor; undoOf: string | null }, change: AuditedChange) {
  const id = `aud${randomBytes(9).toString("base64url")}`;
  return {
    entry: {
      id,
      revision: entry.revision,
      at: entry.at,
      player_id: entry.actor.playerId,
      player_name: entry.actor.playerName,
      action: entry.actor.action,
      table_name: change.table,
      record_id: change.id,
      before: change.before ? JSON.stringify(fieldsOf(change.before)) : null,
      after: change.after ? JSON.stringify(fieldsOf(change.after)) : null,
      undo_of: entry.undoOf,
    },
    scopes: auditScopes(change.table, change.id, change.before, change.after).map((scope_id) => ({ audit_id: id, scope_id })),
  };
}

function fieldsOf(thing: Thing): Record<string, unknown> {
  const { id: _id, __id, __tableName, __version, ...fields } = thing as Thing & Record<string, unknown>;
  return fields;
}

type Db = Kysely<Database> | Transaction<Database>;

/** The newest entries about any of these records (their own, or a map of a match, a GFX of a broadcast), newest first. */
export async function readAudit(db: Db, scopes: readonly string[], limit: number): Promise<AuditRow[]> {
  if (!scopes.length) return [];
  const rows = await db
    .selectFrom("audit")
    .selectAll()
    .where("id", "in", (q) =>
      q
        .selectFrom("audit_scopes")
        .select("audit_id")
        .where("scope_id", "in", [...scopes]),
    )
    .orderBy("revision", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.flatMap(toRow);
}

/** One entry by id, or null. */
export async function readAuditEntry(db: Db, id: string): Promise<AuditRow | null> {
  const row = await db.selectFrom("audit").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? (toRow(row)[0] ?? null) : null;
}

/** The entries that undid these, by the entry they undid. */
export async function undoneBy(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom("audit")
    .select(["id", "undo_of"])
    .where("undo_of", "in", [...ids])
    .execute();
  return new Map(rows.map((r) => [r.undo_of!, r.id]));
}

function toRow(row: Database["audit"]): AuditRow[] {
  if (!isTableName(row.table_name)) return [];
  const parse = (text: string | null) => {
    if (text === null) return null;
    try {
      const value = JSON.parse(text) as unknown;
      return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  return [
    {
      id: row.id,
      revision: Number(row.revision),
      at: Number(row.at),
      playerId: row.player_id,
      playerName: row.player_name,
      action: row.action,
      table: row.table_name,
      record: row.record_id,
      before: parse(row.before),
      after: parse(row.after),
      undoOf: row.undo_of,
    },
  ];
}
