import { defineConfig } from "vitest/config";

/**
 * Files that replace modules or globals (vi.mock, vi.stubGlobal, fake timers): each runs in a
 * fresh module graph of its own. Every other file shares its worker's, which spares loading the
 * server and its dependencies again for each file.
 */
export const ISOLATED = [
  "server/realtime/FanOut.test.ts",
  "engine/Director.test.ts",
  "engine/clock.test.ts",
  "engine/audio.test.ts",
  "live/ThingClient.test.ts",
  "live/reconnectOnWake.test.ts",
  "domain/dateInput.test.ts",
];
export const EXCLUDE = ["node_modules/**", "dist/**", ".stryker-tmp/**", "tests/e2e/**", "tests/scale/**"];
const INCLUDE = ["**/*.test.ts", "**/*.test.tsx"];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Most files are pure and quick; the server suites wait on sockets: more files than cores at once.
    maxWorkers: 3,
    // A poll waits as long as only a hang takes: a busy machine is slow, not wrong.
    expect: { poll: { timeout: 30_000 } },
    // This tier runs on embedded SQLite, files in parallel; the scale tier
    // (vitest.scale.config.ts) runs the server suites again on PostgreSQL.
    env: { TEST_DATABASE_URL: "" },
    projects: [
      { extends: true, test: { name: "shared", include: INCLUDE, exclude: [...EXCLUDE, ...ISOLATED], isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED, exclude: EXCLUDE } },
    ],
  },
});
