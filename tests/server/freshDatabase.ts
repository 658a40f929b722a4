import { randomBytes } from "node:crypto";
import { seedDemo } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";

/** Every database the tests make is named so, and carries TEST_DATABASE_MARKER in its comment with the time it was made. */
export const TEST_DATABASE_PREFIX = "esports_test_";
export const TEST_DATABASE_MARKER = "esports-broadcast test database, made";
/** A test database this old is left from a run that crashed: no run lasts a day. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Where a scale run keeps the name of its seeded template (tests/scale/globalSetup.ts): a
 * database holding the demo seed, which each seeded test database starts as a copy of.
 */
export const SEEDED_TEMPLATE_VARIABLE = "TEST_DATABASE_SEEDED_TEMPLATE";

/** The databases the running test file made, dropped after it (a worker runs one file at a time). */
const made: string[] = [];

/**
 * When TEST_DATABASE_URL points at a PostgreSQL server, each call makes a new database there
 * and answers its URL, so suites run on PostgreSQL as they do on SQLite: empty, or (`seeded`,
 * when the run made a seeded template) a copy of the demo seed, which takes a quarter of the
 * time and a third of the CPU of seeding it afresh. Without TEST_DATABASE_URL, answers undefined (SQLite).
 * The scale tier drops what a file made once the file ends (tests/scale/setup.ts).
 */
export async function freshDatabaseUrl(options: { seeded?: boolean } = {}): Promise<string | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin?.startsWith("postgres")) return undefined;
  const template = options.seeded ? process.env[SEEDED_TEMPLATE_VARIABLE] : undefined;
  const name = await createTestDatabase(admin, template);
  made.push(name);
  return databaseUrl(admin, name);
}

/**
 * Make the run's seeded template: a test database (named and marked as every other, so a crashed
 * run's is dropped with the rest) holding the demo seed as of now. Answers its name.
 */
export async function makeSeededTemplate(admin: string): Promise<string> {
  const name = await createTestDatabase(admin);
  try {
    // The seed's lock holds one connection while the seed writes on another.
    const { db, dialect } = await openDb({ databaseUrl: databaseUrl(admin, name), sqlitePath: ":memory:", poolSize: 2 });
    const store = new ThingStore(db, dialect);
    try {
      await seedDemo(store);
    } finally {
      await store.close();
    }
    return name;
  } catch (error) {
    await dropTestDatabase(admin, name);
    throw error;
  }
}

/** Drop one test database, with whatever connections are still open to it. */
export async function dropTestDatabase(admin: string, name: string): Promise<void> {
  await withAdmin(admin, (client) => client.query(`DROP DATABASE IF EXISTS ${testDatabaseName(name)} WITH (FORCE)`));
}

/** A new test database, empty or a copy of `template`; answers its name. */
async function createTestDatabase(admin: string, template?: string): Promise<string> {
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString("hex")}`;
  await withAdmin(admin, async (client) => {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${testDatabaseName(template)}` : ""}`);
    await client.query(`COMMENT ON DATABASE ${name} IS '${TEST_DATABASE_MARKER} ${new Date().toISOString()}'`);
  });
  return name;
}

/** `name` when it is one of ours (it goes into SQL as is); otherwise a throw. */
function testDatabaseName(name: string): string {
  if (!new RegExp(`^${TEST_DATABASE_PREFIX}[0-9a-f]{12}$`).test(name)) throw new Error(`[Tests] not a test database: ${name}`);
  return name;
}

function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drop the databases this file made, with whatever connections are still open to them. */
export async function dropMadeDatabases(): Promise<void> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin?.startsWith("postgres") || !made.length) return;
  await withAdmin(admin, async (client) => {
    for (const name of made.splice(0)) {
      await sessionsGone(client, name);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
}

/**
 * Wait (5 s at most) for the file's own sessions to end: a closed pool answers before its
 * connections have said goodbye, and one forced off meanwhile throws in the test process.
 */
async function sessionsGone(client: import("pg").Client, name: string): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1", [name]);
    if (Number(rows[0].n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Drop the test databases a crashed run left: only those named with this project's prefix whose
 * comment carries the marker and a time over a day ago. Another run's databases, going on now,
 * are younger; anything else on the server is not ours. Answers the names dropped.
 */
export async function dropAbandonedDatabases(admin: string, now = Date.now()): Promise<string[]> {
  return withAdmin(admin, async (client) => {
    const { rows } = await client.query<{ datname: string; comment: string | null }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE starts_with(datname, $1)`,
      [TEST_DATABASE_PREFIX],
    );
    const dropped: string[] = [];
    for (const { datname, comment } of rows) {
      const made = comment?.startsWith(`${TEST_DATABASE_MARKER} `) ? Date.parse(comment.slice(TEST_DATABASE_MARKER.length + 1)) : NaN;
      if (!/^[a-z0-9_]+$/.test(datname) || !(now - made > ABANDONED_AFTER_MS)) continue;
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      dropped.push(datname);
    }
    return dropped;
  });
}

async function withAdmin<T>(url: string, use: (client: import("pg").Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
