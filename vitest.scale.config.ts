import { defineConfig } from "vitest/config";

/** The scale tier: server suites on PostgreSQL, and two server processes on Redis. */
export default defineConfig({
  test: {
    include: ["tests/scale/**/*.test.ts", "tests/server/**/*.test.ts", "server/store/**/*.test.ts", "live/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
