import { expect, overlayTest as test, type Page } from "./test.ts";
import { bridge, expectFrame, openOverlay, settle } from "./overlays-helpers.ts";
import { FIXTURES, fixtureTests } from "./overlay-fixtures.ts";

test.use({ viewport: { width: 1920, height: 1080 } });

/** Console errors and page errors of a page, collected from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

fixtureTests(FIXTURES.filler);

test("multi-standings shows only the columns asked for", async ({ page }) => {
  const b = await openOverlay(page, "/broadcast/main/multi-standings?groups=Group%20B&show=Matches,MapDiff");
  expect(b.texts).not.toContain("MAPS");
  expect(b.texts).not.toContain("GROUP A");
});

test("iframe embeds an http(s) page full frame and refuses any other address", async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  const url = `${baseURL}/learn/broadcast-routes`;
  await openOverlay(page, `/broadcast/main/iframe?url=${encodeURIComponent(url)}`);
  const frame = page.getByTestId("dom-frame-iframe");
  await expect(frame).toHaveAttribute("src", url);
  expect(await frame.evaluate((el) => [el.clientWidth, el.clientHeight])).toEqual([1920, 1080]);
  await expectFrame(page, "iframe");
  expect(errors).toEqual([]);

  const warnings: string[] = [];
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
  const b = await openOverlay(page, "/broadcast/main/iframe?url=javascript%3Aalert(1)");
  expect(b.drawn).toBe(true);
  expect(warnings.join("\n")).toContain("url");
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("a gfx Iframe entry embeds its page, and an index with no entry draws nothing with a warning", async ({ page }) => {
  await openOverlay(page, "/broadcast/main/gfx/5");
  await expect(page.locator("iframe")).toHaveCount(1);
  const warnings: string[] = [];
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
  const b = await openOverlay(page, "/broadcast/main/gfx/99");
  expect(b.drawn).toBe(true);
  expect(b.texts).toEqual([]);
  await expect.poll(() => warnings.join("\n")).toContain("no GFX entry 99");
});

test("the sponsors rotation renders nothing between changes", async ({ page }) => {
  await openOverlay(page, "/broadcast/main/sponsors");
  await settle(page);
  const before = (await bridge(page)).frames;
  // Waits for nothing to happen: 1.5 s without a new frame between two sponsor changes.
  await page.waitForTimeout(1500);
  expect((await bridge(page)).frames).toBe(before);
});
