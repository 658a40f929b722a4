// The scale tier of the tests: the server suites on PostgreSQL and two server processes sharing
// rooms on Redis. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set (.ci/run sets them when
// the local services answer); says so when it does not run. Each file makes its own databases and
// Redis prefix and removes them when it ends (vitest.scale.config.ts).
import { spawnSync } from "node:child_process";

const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
if (!TEST_DATABASE_URL || !TEST_REDIS_URL) {
  console.log("Scale suites not run: set TEST_DATABASE_URL (postgres://…) and TEST_REDIS_URL (redis://…) to run them.");
  process.exit(0);
}

const result = spawnSync("npx", ["vitest", "run", "--config", "vitest.scale.config.ts"], { stdio: "inherit" });
process.exit(result.status ?? 1);
