import { expect, test, type Page } from "./test.ts";
import { shortId } from "../../domain/ids.ts";
import { DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { SCREENSHOT_TIMEOUT } from "./overlays-helpers.ts";

// Three public pages compared with their committed baselines (tests/e2e/__screenshots__/site-looks.spec.ts/).
// The demo's data clock starts at the same moment on every run (tests/e2e/state.ts), so the dates match.

test.use({ viewport: { width: 1440, height: 900 } });

/** The whole page once its fonts and images are in. */
async function expectPage(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)), { message: "images loaded" })
    .toBe(true);
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, timeout: SCREENSHOT_TIMEOUT });
}

test("the home page looks as its baseline", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("match-card").first()).toBeVisible();
  await expectPage(page, "home");
});

test("an event's page looks as its baseline", async ({ page }) => {
  await page.goto(`/event/${shortId(DEMO_EVENT_ID)}`);
  await expect(page.getByTestId("event-name")).toHaveText("Community Cup Spring 2026");
  // Every spec file starts on the demo seed (tests/e2e/test.ts): its eight teams, whatever other files added.
  await expect(page.getByTestId("event-team-count")).toHaveText("8");
  await expectPage(page, "event");
});

test("a team's page looks as its baseline", async ({ page }) => {
  await page.goto(`/team/${shortId(seedId("team:AUR"))}`);
  await expect(page.getByTestId("team-roster")).toContainText("Kitsune");
  await expectPage(page, "team");
});
