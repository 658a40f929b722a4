import { expect, overlayTest as test, type Page } from "./test.ts";
import { bridge, openOverlay } from "./overlays-helpers.ts";
import { e2eState } from "./state.ts";

test.use({ viewport: { width: 1920, height: 1080 } });

/** The page's animation-frame callbacks and drawn frames so far (the bridge counts both). */
const counts = (page: Page) =>
  page.evaluate(() => {
    const o = (window as any).__overlay;
    return { callbacks: o.frameCallbacks as number, frames: o.frames as number };
  });

/** Wait until the page has run no animation-frame callback for a second (entrances, images, fades done). */
async function settleCallbacks(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 60; i++) {
    const { callbacks } = await counts(page);
    if (callbacks === last) return;
    last = callbacks;
    await page.waitForTimeout(1000);
  }
}

// Routes whose scenes have no timer of their own that redraws (break and clock do, by design).
for (const path of [
  "/broadcast/main/ingame",
  "/broadcast/main/versus",
  "/broadcast/main/standings",
  "/broadcast/main/stinger",
  "/client/producer/cams/desk",
]) {
  test(`a still overlay runs no animation-frame callback once settled: ${path}`, async ({ page }) => {
    await openOverlay(page, path);
    await settleCallbacks(page);
    const before = await counts(page);
    // Waits for nothing to happen: 1.5 s with no animation-frame callback.
    await page.waitForTimeout(1500);
    expect(await counts(page)).toEqual(before);
  });
}

test("an entrance still animates: frames are drawn while it plays, then the page runs no callback and shows its final state", async ({
  page,
}) => {
  await openOverlay(page, "/broadcast/main/versus?noStinger");
  await settleCallbacks(page);
  const still = await page.screenshot();
  await page.mouse.click(10, 10); // hide
  await settleCallbacks(page);
  const hidden = await counts(page);
  await page.mouse.click(10, 10); // show: the entrance plays
  await expect.poll(async () => (await counts(page)).frames).toBeGreaterThan(hidden.frames + 5);
  expect((await bridge(page)).entrances).toBe(1);
  await settleCallbacks(page);
  const after = await counts(page);
  // Waits for nothing to happen: a second with no callback once the entrance has ended.
  await page.waitForTimeout(1000);
  expect(await counts(page)).toEqual(after);
  // The last frame drawn is the entrance's end: the scene as it was before it left.
  expect(await page.screenshot()).toEqual(still);
});

test("a score change draws the new score, then the page runs no callback again", async ({ page }) => {
  const { tokens } = e2eState();
  const matchID = (await (await page.request.get("/thing/broadcast-main")).json()).live_match[0];
  const score = (score_1: number, score_2: number) =>
    page.request.post("/actions/update-match-data", {
      headers: { Authorization: `Bearer ${tokens.producer}` },
      data: { matchID, updatedData: { score_1, score_2 } },
    });
  await openOverlay(page, "/broadcast/main/ingame");
  await settleCallbacks(page);
  const before = await counts(page);
  try {
    // The demo's live match stands at 2-1: 2-2 shows two scores of 2.
    expect((await score(2, 2)).status()).toBe(200);
    await expect.poll(async () => (await bridge(page)).texts.filter((t) => t === "2").length).toBe(2);
    await settleCallbacks(page);
    const after = await counts(page);
    expect(after.frames).toBeGreaterThan(before.frames);
    // Waits for nothing to happen: a second with no callback once the change is drawn.
    await page.waitForTimeout(1000);
    expect(await counts(page)).toEqual(after);
  } finally {
    await score(2, 1);
  }
});

test("the clock draws a frame for each new tenth of a second, and runs no callback that does not draw", async ({ page }) => {
  await openOverlay(page, "/broadcast/main/clock");
  await expect.poll(async () => (await counts(page)).frames).toBeGreaterThan(0);
  const before = await counts(page);
  // Counts what 1.5 s of the clock draws: a rate, so it needs a span of time.
  await page.waitForTimeout(1500);
  const after = await counts(page);
  expect(after.frames).toBeGreaterThan(before.frames);
  expect(after.callbacks - before.callbacks).toBe(after.frames - before.frames);
});
