import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "dist/**", ".stryker-tmp/**", "tests/e2e/**", "tests/scale/**"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Most files are pure and quick; the server suites wait on sockets: more files than cores at once.
    maxWorkers: 3,
    // A poll waits as long as only a hang takes: a busy machine is slow, not wrong.
    expect: { poll: { timeout: 30_000 } },
    // This tier runs on embedded SQLite, files in parallel; the scale tier
    // (vitest.scale.config.ts) runs the server suites again on PostgreSQL.
    env: { TEST_DATABASE_URL: "" },
  },
});
