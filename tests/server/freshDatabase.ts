import { randomBytes } from "node:crypto";

/** Every database the tests make is named so, and carries TEST_DATABASE_MARKER in its comment with the time it was made. */
export const TEST_DATABASE_PREFIX = "esports_test_";
export const TEST_DATABASE_MARKER = "esports-broadcast test database, made";
/** A test database this old is left from a run that crashed: no run lasts a day. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** The databases the running test file made, dropped after it (a worker runs one file at a time). */
const made: string[] = [];

/**
 * When TEST_DATABASE_URL points at a PostgreSQL server, each call makes a new empty
 * database there and answers its URL, so suites run on PostgreSQL as they do on SQLite.
 * Without it, answers undefined (SQLite). The scale tier drops what a file made once the
 * file ends (tests/scale/setup.ts).
 */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin?.startsWith("postgres")) return undefined;
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString("hex")}`;
  await withAdmin(admin, async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
    made.push(name);
    await client.query(`COMMENT ON DATABASE ${name} IS '${TEST_DATABASE_MARKER} ${new Date().toISOString()}'`);
  });
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drop the databases this file made, with whatever connections are still open to them. */
export async function dropMadeDatabases(): Promise<void> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin?.startsWith("postgres") || !made.length) return;
  await withAdmin(admin, async (client) => {
    for (const name of made.splice(0)) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
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
