import { defineConfig } from "vitest/config";
import { ISOLATED } from "./vitest.config.ts";

/**
 * The scale tier: server suites on PostgreSQL, and two server processes on Redis. Every file
 * makes its own databases and Redis prefix and drops them when it ends (tests/scale/setup.ts),
 * so files run side by side, and beside another run on the same servers.
 */
const INCLUDE = ["tests/scale/**/*.test.ts", "tests/server/**/*.test.ts", "server/store/**/*.test.ts", "live/**/*.test.ts"];
/** Files whose servers run on SQLite whatever the tier (a child process of their own): they run once, in npm test's first tier. */
const SQLITE_ONLY = ["tests/server/imageMemory.test.ts", "tests/server/webhookCrash.test.ts"];

export default defineConfig({
  test: {
    globalSetup: ["tests/scale/globalSetup.ts"],
    setupFiles: ["tests/scale/setup.ts"],
    // As long as only a hang takes, also with another run beside this one on two cores (an image
    // test that renders noise took over 30 s with two runs at once).
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // The suites wait on PostgreSQL and sockets more than they compute: two files per core.
    maxWorkers: 4,
    expect: { poll: { timeout: 30_000 } },
    // As in npm test's first tier: files that replace modules or globals run alone, the rest share a module graph.
    projects: [
      {
        extends: true,
        test: { name: "shared", include: INCLUDE, exclude: ["node_modules/**", ...ISOLATED, ...SQLITE_ONLY], isolate: false },
      },
      {
        extends: true,
        test: { name: "isolated", include: ISOLATED.filter((file) => INCLUDE.some((glob) => file.startsWith(glob.split("*")[0]))) },
      },
    ],
  },
});
