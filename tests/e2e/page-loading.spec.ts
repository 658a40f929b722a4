// Pages are loaded as their own chunks: a chunk that cannot be fetched for a moment (a server
// restart, a deploy) is tried again, and one that never comes fails in the page's place only.
import { expect, test } from "./test.ts";
import { SCREENSHOT_TIMEOUT } from "./overlays-helpers.ts";

test("a page whose chunk fails to load at first appears once it loads", async ({ page }) => {
  let refused = 0;
  await page.route(/\/assets\/Events-[^/]*\.js$/, (route) => (refused++ < 2 ? route.abort() : route.continue()));
  await page.goto("/events");
  await expect(page.getByTestId("loading")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Events", exact: true })).toBeVisible();
  expect(refused).toBe(3);
});

test("a page whose chunk never loads says so in its place, and the header stays", async ({ page }) => {
  await page.clock.install();
  let tries = 0;
  await page.route(/\/assets\/Events-[^/]*\.js$/, (route) => (tries++, route.abort()));
  await page.goto("/events");
  await expect(page.getByTestId("loading")).toBeVisible();
  // Each try is a real request between the page's timers: run the clock on a step at a time.
  for (let step = 0; step < 10; step++) {
    await page.clock.runFor(6000);
    // 100 ms of real time for the retried request to fail before the page's clock moves on.
    await page.waitForTimeout(100);
  }
  await expect(page.getByTestId("page-error")).toContainText("This page could not be loaded");
  expect(tries).toBe(9);
  await expect(page.getByTestId("navbar")).toBeVisible();
  // The browser's own message names the server's port and the chunk's build hash: it is masked.
  await expect(page).toHaveScreenshot("page-could-not-load.png", {
    mask: [page.getByTestId("page-error").locator("p.muted").last()],
    timeout: SCREENSHOT_TIMEOUT,
  });
  await page.getByTestId("nav-teams").click();
  await expect(page.getByTestId("page-error")).toHaveCount(0);
});
