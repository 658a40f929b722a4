// The `test` every spec uses: Playwright's, with each spec file starting on a fresh copy of the
// demo seed on its worker's server (tests/e2e/serve.ts). Tests within a file run in order and
// may build on each other; no file depends on what another file did, so files can run in any
// worker, in any order, or alone.
import { test as base, type BrowserContext } from "@playwright/test";
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

/**
 * For the overlay specs, whose pages sign nobody in: each test's page opens in one 1920x1080
 * browser context per worker, so an overlay page finds its scripts, compiled code and fonts in
 * that context's cache instead of loading them afresh, as a crew's OBS does after its first source.
 */
export const overlayTest = test.extend<object, { overlayContext: BrowserContext }>({
  overlayContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 1920, height: 1080 } });
      await use(context);
      await context.close();
    },
    { scope: "worker", title: "one browser context for the overlay pages of this worker" },
  ],
  context: async ({ overlayContext }, use) => use(overlayContext),
  page: async ({ overlayContext }, use) => {
    const page = await overlayContext.newPage();
    await use(page);
    await page.close();
  },
});

// Everything else as Playwright has it (`test` above takes the place of Playwright's own).
export * from "@playwright/test";
