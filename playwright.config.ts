import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests drive Debian's Chromium against the real server, on a fresh database
 * each run. Files run in parallel workers, and each worker drives a server of its own (a
 * fresh database, the demo seed), so one file's writes never reach another's pages. Each
 * run picks its own block of ports (workers inherit it), so runs never collide: worker i's
 * server listens on the block's base + 10 i, and a spec that starts servers of its own
 * uses the ports just above its worker's.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/**
 * Ten ports a worker; the run's blocks lie between 20000 and 32000, below Linux's ephemeral ports
 * (32768 and up), so no outgoing connection of another test can hold a port a server listens on.
 */
const BLOCK = 10 * WORKERS;
process.env.E2E_BASE_PORT ??= String(20000 + (process.pid % Math.floor(12_000 / BLOCK)) * BLOCK);
const portOf = (worker: number) => Number(process.env.E2E_BASE_PORT) + 10 * worker;
/** This worker's server (Playwright sets TEST_PARALLEL_INDEX in each worker before it reads this file). */
export const E2E_PORT = portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
process.env.E2E_PORT = String(E2E_PORT);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  // Compared screenshots: tests/e2e/__screenshots__/<spec file>/<name>.png, committed. A changed baseline
  // is a reviewed commit made with `--update-snapshots`, never an overwrite during a run.
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFilePath}/{arg}{ext}",
  updateSnapshots: "none",
  expect: {
    // An assertion waits as long as only a hang takes: a busy machine is slow, not wrong.
    timeout: 30_000,
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
        // WebGL (the overlays) runs in SwiftShader; pages are rasterised and composited in plain
        // software. Emulating a GPU for those as well redraws the whole page in SwiftShader for every
        // frame of a CSS animation (the site's pulsing LIVE badge): the site's specs took 167 CPU
        // seconds that way, 110 this way.
        "--disable-gpu-rasterization",
        "--disable-oop-rasterization",
        "--disable-gpu-compositing",
      ],
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, worker) => ({
    command: `node --import tsx tests/e2e/serve.ts`,
    url: `http://localhost:${portOf(worker)}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(portOf(worker)), ...(process.env.E2E_DIST ? { E2E_DIST: process.env.E2E_DIST } : {}) },
  })),
});
