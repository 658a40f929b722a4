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

/** A browser context a worker keeps for the tests' own pages, and a page it keeps on the site to clear its storage. */
interface KeptContext {
  context: BrowserContext;
  keeper: Page;
}

export const test = base.extend<{ freshSeedPerFile: void }, { keptContexts: Map<string, KeptContext> }>({
  keptContexts: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const kept = new Map<string, KeptContext>();
      await use(kept);
      for (const { context } of kept.values()) await context.close();
    },
    { scope: "worker", title: "the browser contexts this worker keeps, one per time zone and locale" },
  ],
  /**
   * A test's pages open in a context the worker keeps from test to test (one per time zone and
   * locale a spec asks for), so a page finds the site's scripts and compiled code in its cache, as
   * a returning visitor's browser does, instead of starting a browser profile of its own: a site
   * page then costs about half the CPU time. Between tests it is emptied of what a visitor leaves:
   * its pages, cookies and local storage (session storage belongs to a page).
   */
  context: async ({ browser, keptContexts, baseURL, locale, timezoneId, actionTimeout, navigationTimeout }, use) => {
    const key = `${timezoneId}|${locale}`;
    let kept = keptContexts.get(key);
    if (!kept) {
      const context = await browser.newContext({ baseURL, locale, timezoneId });
      const keeper = await context.newPage();
      await keeper.goto("/health");
      kept = { context, keeper };
      keptContexts.set(key, kept);
    }
    const { context, keeper } = kept;
    context.setDefaultTimeout(actionTimeout || 0);
    context.setDefaultNavigationTimeout(navigationTimeout || 0);
    await use(context);
    for (const page of context.pages()) if (page !== keeper) await page.close();
    await context.clearCookies();
    await context.clearPermissions();
    await keeper.evaluate(() => localStorage.clear());
  },
  page: async ({ context, viewport }, use) => {
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
  },
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
