import sharp from "sharp";
import { expect, overlayTest as test, type Page } from "./test.ts";
import { CATALOGUE } from "../../overlays/catalogue.ts";
import { FIXTURES } from "./overlay-fixtures.ts";
import { openOverlay, settle } from "./overlays-helpers.ts";

test.use({ viewport: { width: 1920, height: 1080 } });
test.describe.configure({ mode: "parallel" });

/** A fixture of an overlay spec loads the same address with the same checks and its screenshot besides; the stinger's check here plays it. */
const FIXTURE_PATHS = new Set(Object.values(FIXTURES).flatMap((fixtures) => fixtures.map(([, path]) => path)));

/**
 * Every catalogue route at its first example address, as a crew would paste it into OBS (each part's
 * spec tries the other options), unless a fixture already loads that address.
 */
const ADDRESSES = CATALOGUE.map((route) => ({
  route: route.name,
  path: `/${route.client ? "client/producer" : "broadcast/main"}/${route.examples[0]}`,
})).filter(({ route, path }) => route === "stinger" || !FIXTURE_PATHS.has(path));

/**
 * How much of the frame the overlay covers: the share of pixels of a screenshot taken without a
 * page background that are not fully transparent (every fourth pixel counted).
 */
async function coverage(page: Page): Promise<number> {
  const png = await page.screenshot({ omitBackground: true });
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let painted = 0;
  for (let i = info.channels - 1; i < data.length; i += 4 * info.channels) if (data[i] > 0) painted++;
  return painted / (data.length / (4 * info.channels));
}

/** Routes that rightly show nothing on the demo data as it starts, until what they wait for happens (each part's spec makes it happen). */
const NOTHING_UNTIL: Record<string, string> = {
  winners: "the match has a winner",
  champions: "the match has a winner",
  confetti: "a burst",
  "ingame-comms": "comms are on",
  "ad-read": "the source goes on air and a read plays",
};

for (const { route, path } of ADDRESSES) {
  test(`${path} draws content on the demo data`, async ({ stillPage: { page, errors } }) => {
    const b = await openOverlay(page, path);
    expect(b.error).toBeNull();
    expect(b.drawn).toBe(true);
    expect(b.scene).toBe(route);
    await settle(page);
    // Content: painted pixels, or (audio, embeds) pages in the DOM layer.
    const frames = await page.locator("iframe, video, audio").count();
    if (route === "stinger") {
      // The stinger plays as OBS puts the source on air, and only then: it covers the frame on its way across.
      expect(await coverage(page), "a stinger off air").toBeLessThanOrEqual(0.002);
      await page.evaluate(() => window.dispatchEvent(new CustomEvent("obsSourceActiveChanged", { detail: { active: true } })));
      await expect.poll(() => coverage(page), { message: `${path} paints nothing on air` }).toBeGreaterThan(0.002);
    } else if (!NOTHING_UNTIL[route]) expect((await coverage(page)) > 0.002 || frames > 0, `${path} paints nothing`).toBe(true);
    expect(errors.join("\n")).not.toContain("unknown overlay");
    expect(errors).toEqual([]);
  });
}

test("/learn/broadcast-routes lists exactly the routes that draw, with their options", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/learn/broadcast-routes");
  const list = page.getByTestId("broadcast-routes");
  await expect(list).toBeVisible();
  await expect(list.locator("[data-testid^=route-]")).toHaveCount(CATALOGUE.length);
  for (const route of CATALOGUE) {
    const entry = page.getByTestId(`route-${route.name}`);
    await expect(entry).toContainText(route.summary);
    for (const key of Object.keys(route.schema.shape)) await expect(entry).toContainText(key);
  }
});
