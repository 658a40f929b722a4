import sharp from "sharp";
import { expect, overlayTest as test, type Page } from "./test.ts";
import { CATALOGUE } from "../../overlays/catalogue.ts";
import { openOverlay, pageErrors, settle } from "./overlays-helpers.ts";
import { LONG_NAME, VRW, expectNamesFit, renameTeam } from "./longNames.ts";
import { EVENTUALLY_MS } from "../eventually.ts";

// Every route as a crew puts it on air (OVERLAYS.md "Broadcast design rules"), with the live
// match's team renamed to a 41-character name: it draws, the name fits by the one rule, and
// the graphic leaves as it arrives.
test.use({ viewport: { width: 1920, height: 1080 } });
test.describe.configure({ mode: "parallel" });

/** Every catalogue route at its first example address, as a crew would paste it into OBS (each part's spec tries the other options). */
const ADDRESSES = CATALOGUE.map((route) => ({
  route: route.name,
  path: `/${route.client ? "client/producer" : "broadcast/main"}/${route.examples[0]}`,
}));

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

interface Motion {
  entranceMs: number;
  exitMs: number;
  shown: boolean;
  playing: boolean;
}

const motion = (page: Page): Promise<Motion & { frames: number }> =>
  page.evaluate(() => {
    const o = (window as any).__overlay;
    return { ...o.motion, frames: o.frames };
  });

/** The secondary-label floor of OVERLAYS.md "Legible at 1080p on a phone" (engine/ui.ts `LABEL_FLOOR_PX`). */
const LABEL_FLOOR_PX = 20;

const textBoxes = (page: Page): Promise<{ text: string; fontSize: number; scale: number }[]> =>
  page.evaluate(() => (window as any).__overlay.textBoxes());

/** Wait until the scene is shown (or not) and its entrance or exit has played out. */
const moved = (page: Page, shown: boolean) =>
  page.waitForFunction(
    (shown) => {
      const m = (window as any).__overlay.motion;
      return m.shown === shown && !m.playing;
    },
    shown,
    { timeout: EVENTUALLY_MS },
  );

/** Click the page (a browser's stand-in for OBS taking the source off or on air) and wait until the move is over: the frames it drew. */
async function toggle(page: Page, shown: boolean): Promise<{ frames: number; motion: Motion }> {
  const before = (await motion(page)).frames;
  await page.mouse.click(960, 540);
  await moved(page, shown);
  const after = await motion(page);
  return { frames: after.frames - before, motion: after };
}

/** Routes that name the live match's teams: the 41-character name must be drawn on each. */
const NAMES_A_TEAM = new Set(["ingame", "versus", "maps", "schedule", "standings", "multi-standings", "break-schedule", "desk"]);

for (const { route, path } of ADDRESSES) {
  test(`${path} draws on the demo data, fits a 41-character team name, and leaves and arrives in motion`, async ({
    stillPage: { page, errors },
  }) => {
    await renameTeam(page, VRW, LONG_NAME);
    const b = await openOverlay(page, path);
    expect(b.error).toBeNull();
    expect(b.drawn).toBe(true);
    expect(b.scene).toBe(route);
    const shown = await expectNamesFit(page, LONG_NAME, path);
    if (NAMES_A_TEAM.has(route)) expect(shown, `${path} does not show the team's name`).toBeGreaterThan(0);
    // Secondary labels are 20 px or more on the 1080p frame, as drawn.
    const small = (await textBoxes(page))
      .filter((t) => t.fontSize * t.scale < LABEL_FLOOR_PX - 0.01)
      .map((t) => `${t.text} ${(t.fontSize * t.scale).toFixed(1)} px`);
    expect(small, `${path}: labels under ${LABEL_FLOOR_PX} px`).toEqual([]);
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
    expect(pageErrors(errors)).toEqual([]);
    // The stinger is a transition, not a graphic: it plays across and leaves by itself, and the
    // tester plays it to count its frames.
    if (route === "stinger" || route === "tester") return;
    const off = await toggle(page, false);
    expect(off.motion.exitMs, `${path}: exit length`).toBeGreaterThanOrEqual(200);
    expect(off.motion.exitMs, `${path}: exit length`).toBeLessThanOrEqual(400);
    const on = await toggle(page, true);
    expect(on.motion.entranceMs, `${path}: entrance length`).toBeGreaterThanOrEqual(300);
    expect(on.motion.entranceMs, `${path}: entrance length`).toBeLessThanOrEqual(700);
    expect(on.motion.exitMs, `${path}: the exit is shorter than the entrance`).toBeLessThan(on.motion.entranceMs);
  });
}

test("noAnimate cuts: a graphic taken off air leaves in one frame", async ({ page }) => {
  await openOverlay(page, "/broadcast/main/ingame?noAnimate");
  await settle(page);
  const off = await toggle(page, false);
  expect(off.motion.exitMs).toBe(0);
  expect(off.frames).toBeLessThanOrEqual(1);
});

test("OBS taking a source off air plays its exit before it goes", async ({ page }) => {
  await openOverlay(page, "/broadcast/main/versus");
  await settle(page);
  const before = (await motion(page)).frames;
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("obsSourceActiveChanged", { detail: { active: false } })));
  await moved(page, false);
  const after = await motion(page);
  expect(after.exitMs).toBeGreaterThanOrEqual(200);
  // A cut draws one frame; an exit draws it fading out (a frame or more before the last, however busy the machine).
  expect(after.frames - before).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as any).__overlay.texts())).toEqual([]);
});

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
