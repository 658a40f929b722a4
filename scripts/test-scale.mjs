// The scale tier of the tests: the server suites on PostgreSQL and two server processes
// sharing rooms on Redis. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set
// (.ci/run sets them when the local services answer); says so when it does not run.
import { spawnSync } from "node:child_process";

const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
if (!TEST_DATABASE_URL || !TEST_REDIS_URL) {
  console.log("Scale suites not run: set TEST_DATABASE_URL (postgres://…) and TEST_REDIS_URL (redis://…) to run them.");
  process.exit(0);
}

// Databases made by earlier runs (tests/server/freshDatabase.ts) are dropped first.
const { default: pg } = await import("pg");
const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
await admin.connect();
const { rows } = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'test\\_%' AND datname ~ '^test_[0-9a-f]{12}$'");
for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
await admin.end();

const result = spawnSync("npx", ["vitest", "run", "--config", "vitest.scale.config.ts"], { stdio: "inherit" });
process.exit(result.status ?? 1);
