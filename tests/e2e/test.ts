// The `test` every spec uses: Playwright's, with each spec file starting on a fresh copy of the
// demo seed on its worker's server (tests/e2e/serve.ts). Tests within a file run in order and
// may build on each other; no file depends on what another file did, so files can run in any
// worker, in any order, or alone.
import { test as base, type BrowserContext, type Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config.ts";
import { controlPortOf } from "./state.ts";

/**
 * The spec file this worker last ran a test of: a test of another file starts it afresh. The first
 * entry of a test's title path is its spec file, also for a test declared in a helper a spec calls
 * (tests/e2e/overlay-fixtures.ts), where `testInfo.file` names the helper.
 */
let currentFile: string | null = null;

export const test = base.extend<{ freshSeedPerFile: void }>({
  freshSeedPerFile: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const specFile = testInfo.titlePath[0];
      if (specFile !== currentFile) {
        const reply = await fetch(`http://127.0.0.1:${controlPortOf(E2E_PORT)}/reset`, { method: "POST" });
        if (!reply.ok) throw new Error(`[e2e] the server did not start afresh: ${reply.status} ${await reply.text()}`);
        currentFile = specFile;
      }
      await use();
    },
    { auto: true, title: "a fresh copy of the demo seed for each spec file" },
  ],
});

/** A page a test only loads addresses in and looks at, and the errors it logged during the test. */
export interface StillPage {
  page: Page;
  errors: string[];
}

/**
 * Rotations and timed changes (sponsors every 8 s, headlines, the end of a music track: anything
 * on a timer of 2 s or more) held where they start, so a frame does not depend on how long a busy
 * machine took to reach the screenshot. Ticks (a clock, a countdown) run as they do on air.
 */
export function holdRotations(): void {
  const every = window.setInterval;
  const after = window.setTimeout;
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    (ms ?? 0) >= 2000 ? 0 : every(handler, ms, ...args)) as typeof window.setInterval;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    (ms ?? 0) >= 2000 ? 0 : after(handler, ms, ...args)) as typeof window.setTimeout;
}

/**
 * For the overlay specs, whose pages sign nobody in: each test's page opens in one 1920x1080
 * browser context per worker, so an overlay page finds its scripts, compiled code and fonts in
 * that context's cache instead of loading them afresh, as a crew's OBS does after its first source.
 *
 * A test that only loads addresses and looks at them (the fixtures, the catalogue) takes
 * `stillPage` instead: one page per worker, reused from test to test, with rotations and timed changes held. A reused
 * page loads an overlay in about half the CPU time of a new one (six overlays one after another:
 * 17 CPU seconds in one page, 32 in a new page each).
 */
export const overlayTest = test.extend<{ stillPage: StillPage }, { overlayContext: BrowserContext; stillTab: StillPage }>({
  overlayContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 1920, height: 1080 } });
      await use(context);
      await context.close();
    },
    { scope: "worker", title: "one browser context for the overlay pages of this worker" },
  ],
  stillTab: [
    async ({ overlayContext }, use) => {
      const page = await overlayContext.newPage();
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      page.on("pageerror", (e) => errors.push(e.message));
      await page.addInitScript(holdRotations);
      await use({ page, errors });
      await page.close();
    },
    { scope: "worker", title: "one page, rotations held, for the tests of this worker that only look" },
  ],
  stillPage: async ({ stillTab }, use) => {
    stillTab.errors.length = 0;
    await use(stillTab);
  },
  context: async ({ overlayContext }, use) => use(overlayContext),
  page: async ({ overlayContext }, use) => {
    const page = await overlayContext.newPage();
    await use(page);
    await page.close();
  },
});

// Everything else as Playwright has it (`test` above takes the place of Playwright's own).
export * from "@playwright/test";
