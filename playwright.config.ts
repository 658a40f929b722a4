import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests drive Debian's Chromium against the real server, on a fresh database
 * each run. Each run picks its own port (workers inherit it), so runs never collide.
 */
process.env.E2E_PORT ??= String(20000 + (process.pid % 20000));
export const E2E_PORT = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  // Compared screenshots: tests/e2e/__screenshots__/<spec file>/<name>.png, committed. A changed baseline
  // is a reviewed commit made with `--update-snapshots`, never an overwrite during a run.
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFilePath}/{arg}{ext}",
  updateSnapshots: "none",
  expect: {
    // No pixel may differ beyond a tenth of the colour range: a one-pixel change fails.
    toHaveScreenshot: { maxDiffPixels: 0, threshold: 0.1, animations: "disabled", caret: "hide", scale: "css" },
  },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 1280, height: 800 },
    // The screenshots and the dates the pages draw do not depend on where the tests run.
    locale: "en-US",
    timezoneId: "UTC",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu-sandbox",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--use-gl=angle",
        "--use-angle=swiftshader",
        "--enable-unsafe-swiftshader",
        "--ignore-gpu-blocklist",
      ],
    },
  },
  webServer: {
    command: `node --import tsx tests/e2e/serve.ts`,
    url: `http://localhost:${E2E_PORT}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(E2E_PORT), ...(process.env.E2E_DIST ? { E2E_DIST: process.env.E2E_DIST } : {}) },
  },
});
