import { randomBytes } from "node:crypto";

/**
 * When TEST_DATABASE_URL points at a PostgreSQL server, each call makes a new empty
 * database there and answers its URL, so suites run on PostgreSQL as they do on SQLite.
 * Without it, answers undefined (SQLite).
 */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin?.startsWith("postgres")) return undefined;
  const { default: pg } = await import("pg");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}
