import { expect, test, type Page } from "@playwright/test";
import { bridge, expectFrame, openOverlay, settle } from "./overlays-helpers.ts";

test.use({ viewport: { width: 1920, height: 1080 } });

/** "Break and filler" routes against the demo data: what a viewer must see on each (strings, or patterns). */
const ROUTES: [name: string, path: string, expected: (string | RegExp)[]][] = [
  [
    "break-schedule",
    "/broadcast/main/break-schedule",
    ["STARTING SOON", "COMMUNITY CUP SPRING 2026", "SCHEDULE", "AURORA FOXES", "MIDNIGHT OWLS"],
  ],
  ["break-schedule-sponsors", "/broadcast/main/break-schedule?sponsors", ["STARTING SOON", "SUPPORTED BY", "SCHEDULE"]],
  ["l-bar", "/broadcast/main/l-bar", ["STARTING SOON", "AUR", "VRW", /^(UP NEXT|NOW PLAYING)$/]],
  ["l-bar-sponsors", "/broadcast/main/l-bar?sponsors&sponsorAnim", ["STARTING SOON", "AUR", "VRW"]],
  ["l-bar-secondary", "/broadcast/main/l-bar?secondary", ["STARTING SOON"]],
  ["multi-standings", "/broadcast/main/multi-standings", ["GROUP A", "GROUP B", "W-L", "MAPS", "+/-", "VERDANT WOLVES", "FROSTBITE"]],
  [
    "multi-standings-codes",
    "/broadcast/main/multi-standings?groups=Group%20B&codes&show=Matches,MapDiff",
    ["GROUP B", "W-L", "+/-", "FRB"],
  ],
  ["sponsors", "/broadcast/main/sponsors", []],
  ["logos", "/broadcast/main/logos", []],
  ["background", "/broadcast/main/background", []],
  ["background-2", "/broadcast/main/background?index=2", []],
  ["custom", "/broadcast/main/custom", ["STARTING SOON"]],
  ["custom-title", "/broadcast/main/custom?title=Community%20Highlights", ["COMMUNITY HIGHLIGHTS"]],
  ["broadcasts", "/broadcast/main/broadcasts", ["ALSO LIVE", "SIDE STREAM", "GLX", "STR"]],
  ["thumbnail", "/broadcast/main/thumbnail", ["AURORA FOXES", "VERDANT WOLVES", /BEST OF 5$/]],
  [
    "thumbnail-schedule",
    "/broadcast/main/thumbnail?schedule",
    ["COMMUNITY CUP SPRING 2026", "TODAY'S MATCHES", "MIDNIGHT OWLS", "CRIMSON TIDE"],
  ],
  ["gfx-1", "/broadcast/main/gfx/1", ["TODAY'S MATCHES", "AURORA FOXES", "MIDNIGHT OWLS"]],
  ["gfx-2", "/broadcast/main/gfx/2", ["UPPER SEMIFINALS", "GRAND FINAL", "GROUP A 1ST"]],
  ["gfx-2-extended", "/broadcast/main/gfx/2?extended", ["UPPER SEMIFINALS", "GRAND FINAL"]],
  ["gfx-3", "/broadcast/main/gfx/3", ["GROUP A", "W-L", "VERDANT WOLVES", "MIDNIGHT OWLS"]],
  ["gfx-4", "/broadcast/main/gfx/4", []],
  ["gfx-6", "/broadcast/main/gfx/6", ["ANNOUNCEMENT", "Playoffs start next week: top two of each group advance."]],
  ["gfx-7", "/broadcast/main/gfx/7", ["GROUP A", "GROUP B", "VERDANT WOLVES", "FROSTBITE"]],
  ["gfx-8", "/broadcast/main/gfx/8", ["MATCH MVP", "BLAZE", "AURORA FOXES", /^\S.* {2}· {2}DPS$/]],
  ["gfx-9", "/broadcast/main/gfx/9", ["PLAYER SPOTLIGHT", "KITSUNE", "AURORA FOXES", "MATCHES", "RECORD", "MAPS WON", "MAPS LOST"]],
  ["gfx-10", "/broadcast/main/gfx/10", ["AURORA FOXES", "VERDANT WOLVES", "KITSUNE", "ALPHA", "TANK", "SUPPORT"]],
];

/** Console errors and page errors of a page, collected from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

const has = (texts: string[], want: string | RegExp) => (typeof want === "string" ? texts.includes(want) : texts.some((t) => want.test(t)));

for (const [name, path, expected] of ROUTES) {
  test(`${name} draws the demo data and is saved as a 1920x1080 fixture`, async ({ page }) => {
    const errors = watchErrors(page);
    const b = await openOverlay(page, path);
    expect(b.error).toBeNull();
    expect(b.drawn).toBe(true);
    for (const want of expected) expect(has(b.texts, want), `${path} shows ${want} (drew ${JSON.stringify(b.texts)})`).toBe(true);
    await expectFrame(page, name);
    expect(errors).toEqual([]);
  });
}

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
