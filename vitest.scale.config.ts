import { defineConfig } from "vitest/config";

/**
 * The scale tier: server suites on PostgreSQL, and two server processes on Redis. Every file
 * makes its own databases and Redis prefix and drops them when it ends (tests/scale/setup.ts),
 * so files run side by side, and beside another run on the same servers.
 */
export default defineConfig({
  test: {
    include: ["tests/scale/**/*.test.ts", "tests/server/**/*.test.ts", "server/store/**/*.test.ts", "live/**/*.test.ts"],
    globalSetup: ["tests/scale/globalSetup.ts"],
    setupFiles: ["tests/scale/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The suites wait on PostgreSQL and sockets more than they compute: two files per core.
    maxWorkers: 4,
    expect: { poll: { timeout: 30_000 } },
  },
});
