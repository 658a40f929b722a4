import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "dist/**", ".stryker-tmp/**", "tests/e2e/**", "tests/scale/**"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // This tier runs on embedded SQLite, files in parallel; the scale tier
    // (vitest.scale.config.ts) runs the server suites again on PostgreSQL, one file at a time.
    env: { TEST_DATABASE_URL: "" },
  },
});
