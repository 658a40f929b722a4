import type BetterSqlite3 from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type SqliteDatabase } from "kysely";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { migrationProvider, type Database, type Dialect } from "./schema.ts";

export interface DbOptions {
  /** `postgres://…` to use PostgreSQL; otherwise SQLite at `sqlitePath` (`:memory:` for tests). */
  databaseUrl?: string;
  sqlitePath: string;
  /** With `sqlitePath` `:memory:`: the database starts as this image of a database file (the tests' seeded copies). */
  sqliteImage?: Buffer;
  /** PostgreSQL connections this process may hold (default 10). */
  poolSize?: number;
}

export interface OpenDb {
  db: Kysely<Database>;
  dialect: Dialect;
}

/** Open the database and bring its schema up to date. */
export async function openDb(options: DbOptions): Promise<OpenDb> {
  const { db, dialect } = options.databaseUrl?.startsWith("postgres")
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : await openSqlite(options.sqlitePath, options.sqliteImage);
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    await db.destroy();
    throw new Error(`[Store] migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  return { db, dialect };
}

async function openSqlite(path: string, image?: Buffer): Promise<OpenDb> {
  const { default: SQLite } = await import("better-sqlite3");
  if (image && path !== ":memory:") throw new Error("[Store] a database image opens in memory only");
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(image ?? path);
  database.pragma("journal_mode = WAL");
  // Durable at commit: an acknowledged action survives a crash of the process or the machine.
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(database) }) }), dialect: "sqlite" };
}

/** How many prepared statements SQLite keeps; queries with long `IN (…)` lists vary, the rest repeat. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * The database as Kysely's driver sees it, with each SQL text prepared once and reused:
 * preparing is most of the cost of a small query. The driver runs one query at a time on
 * its one connection and never iterates, so a reused statement is never busy.
 */
function preparedOnce(database: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so the first is the one to drop.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<OpenDb> {
  const pg = await import("pg");
  // bigint columns hold epoch milliseconds and versions: well inside Number's safe range.
  pg.default.types.setTypeParser(20, (value: string) => Number(value));
  const pool = new pg.default.Pool({ connectionString: url, max: poolSize });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
}
