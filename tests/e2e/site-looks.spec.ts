import { expect, test, type Page } from "./test.ts";
import { contrastRatio } from "../../domain/color.ts";
import { shortId } from "../../domain/ids.ts";
import { MIN_TEXT_CONTRAST } from "../../domain/theme.ts";
import { DEMO_EVENT_ID, DEMO_OTHER_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { TEAMS, WINTER_CLUBS } from "../../server/seed/demoData.ts";
import { SCREENSHOT_TIMEOUT } from "./overlays-helpers.ts";
import { e2eState } from "./state.ts";

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

/** Each drawn text's colour and the background behind it (the first painted one up its ancestors), as the browser computes them. */
function textsOnColours(page: Page) {
  return page.evaluate(() => {
    const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const out: { text: string; fg: number[]; bg: number[]; opacity: number }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!own || !el.getClientRects().length || el.closest("svg")) continue;
      let opacity = 1;
      let bg: number[] = [];
      for (let at: HTMLElement | null = el; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        opacity *= Number(style.opacity);
        const colour = rgba(style.backgroundColor);
        if ((colour[3] ?? 1) > 0) {
          bg = colour;
          break;
        }
      }
      out.push({ text: el.textContent!.trim().slice(0, 40), fg: rgba(getComputedStyle(el).color), bg, opacity });
    }
    return out;
  });
}

const hex = (rgb: number[]) =>
  `#${rgb
    .slice(0, 3)
    .map((v) => Math.round(v).toString(16).padStart(2, "0"))
    .join("")}`;

/** Every text drawn on one of these theme colours, with its contrast (a see-through text blended over its background). */
async function contrastOnThemes(page: Page, themeColours: Set<string>) {
  return (await textsOnColours(page))
    .filter((t) => t.bg.length && themeColours.has(hex(t.bg)))
    .map((t) => {
      const alpha = (t.fg[3] ?? 1) * t.opacity;
      const seen = t.fg.slice(0, 3).map((v, i) => alpha * v + (1 - alpha) * t.bg[i]);
      return { text: t.text, on: hex(t.bg), ratio: Number(contrastRatio(hex(seen), hex(t.bg)).toFixed(2)) };
    });
}

test("text on every demo theme's colours reads at 4.5:1: team and event banners, the minisite", async ({ page }) => {
  // Thirteen pages on a loaded machine.
  test.setTimeout(240_000);
  const teams = [...TEAMS.map((t) => `team:${t.code}`), ...WINTER_CLUBS.map((code) => `team:winter:${code}`)].map(seedId);
  const themeIds = ["theme:spring", "theme:winter", ...TEAMS.map((t) => `theme:${t.code}`)].map(seedId);
  const themes: Record<string, unknown>[] = await (await page.request.post("/things", { data: { ids: themeIds.join(",") } })).json();
  const colours = new Set(
    themes.flatMap((t) =>
      ["color_theme", "color_logo_background", "color_body", "color_navbar", "color_accent", "color_website_active"].flatMap((k) =>
        typeof t[k] === "string" ? [(t[k] as string).toLowerCase()] : [],
      ),
    ),
  );
  expect(colours.size).toBeGreaterThan(10);
  const pages = [
    ...teams.map((id) => ({ path: `/team/${shortId(id)}`, ready: "team-roster" })),
    ...[DEMO_EVENT_ID, DEMO_OTHER_EVENT_ID].map((id) => ({ path: `/event/${shortId(id)}`, ready: "event-name" })),
    { path: `http://spring.localhost:${e2eState().port}/`, ready: "event-name" },
  ];
  for (const { path, ready } of pages) {
    await page.goto(path);
    await expect(page.getByTestId(ready)).toBeVisible();
    // At least the banner's name is drawn on its theme colour: the page is read once it painted.
    await expect.poll(async () => (await contrastOnThemes(page, colours)).length, { message: path }).toBeGreaterThan(0);
    const poor = (await contrastOnThemes(page, colours)).filter((t) => t.ratio < MIN_TEXT_CONTRAST);
    expect(poor, path).toEqual([]);
  }
});
