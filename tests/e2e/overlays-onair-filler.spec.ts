// The break and filler routes on air (issue 34): inside the graphics-safe area with readable
// labels, panels that hug their rows, one answer to what is up next, a decided match that says
// so, and long names at 70 % or cut. Tests run in order; the rename comes last.
import type { Page } from "@playwright/test";
import { expect, overlayTest as test } from "./test.ts";
import { marks, openOverlay, textBoxes } from "./overlays-helpers.ts";
import { LONG_NAME, VRW, expectNamesFit, renameTeam } from "./longNames.ts";
import { e2eState } from "./state.ts";
import { EVENTUALLY_MS } from "../eventually.ts";

test.use({ viewport: { width: 1920, height: 1080 } });

const texts = (page: Page): Promise<string[]> => page.evaluate(() => (window as any).__overlay.texts());

/** Pin the break's main panel as the producer does (update-break-display). */
async function showBreakPanel(page: Page, option: string): Promise<void> {
  const reply = await page.request.post("/actions/update-break-display", {
    headers: { Authorization: `Bearer ${e2eState().tokens.producer}` },
    data: { option },
  });
  expect(reply.ok()).toBe(true);
}

async function updateLiveMatch(page: Page, updatedData: Record<string, unknown>): Promise<void> {
  const broadcast = await (await page.request.get("/thing/broadcast-main")).json();
  const reply = await page.request.post("/actions/update-match-data", {
    headers: { Authorization: `Bearer ${e2eState().tokens.producer}` },
    data: { matchID: broadcast.live_match[0], updatedData },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** The texts drawn in the block a label heads (the label's column, down to `below` px under it). */
async function underLabel(page: Page, label: string, below = 150): Promise<string[]> {
  const all = await textBoxes(page);
  const head = all.find((b) => b.text === label);
  expect(head, `${label} is drawn`).toBeTruthy();
  return all
    .filter((b) => b !== head && b.y > head!.y && b.y < head!.y + below && b.x >= head!.x - 10 && b.x < head!.x + 700)
    .map((b) => b.text);
}

for (const [route, panel] of [
  ["break", "Schedule"],
  ["break", "Matchup"],
  ["break", "Standings"],
  ["schedule", null],
  ["standings", null],
  ["break-bar", null],
  ["l-bar", null],
] as const) {
  test(`${route}${panel ? ` (${panel})` : ""} keeps every text inside the graphics-safe area, no label under 20 px`, async ({ page }) => {
    if (panel) await showBreakPanel(page, panel);
    await openOverlay(page, `/broadcast/main/${route}`);
    const drawn = await textBoxes(page);
    expect(drawn.length).toBeGreaterThan(3);
    for (const b of drawn) {
      const where = `"${b.text}" at ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.w)}x${Math.round(b.h)}`;
      expect(b.x, where).toBeGreaterThanOrEqual(96 - 1);
      expect(b.x + b.w, where).toBeLessThanOrEqual(1824 + 1);
      expect(b.y, where).toBeGreaterThanOrEqual(54 - 1);
      expect(b.y + b.h, where).toBeLessThanOrEqual(1026 + 1);
      expect(b.fontSize * b.scale, `${where} is drawn at ${b.fontSize * b.scale} px`).toBeGreaterThanOrEqual(20 - 1e-6);
    }
    if (panel) await showBreakPanel(page, "Automated");
  });
}

for (const [route, path] of [
  ["standings", "/broadcast/main/standings?group=Group%20B"],
  ["schedule", "/broadcast/main/schedule"],
] as const) {
  test(`the ${route} panel hugs its rows: under a fifth of it is empty`, async ({ page }) => {
    await openOverlay(page, path);
    const panels = (await marks(page)).filter((m) => m.label === "panel");
    expect(panels).toHaveLength(1);
    const [p] = panels;
    const lowest = Math.max(...(await textBoxes(page)).map((b) => b.y + b.h));
    expect(lowest).toBeLessThanOrEqual(p.y + p.h);
    expect((p.y + p.h - lowest) / p.h).toBeLessThan(0.2);
    // Centred on the frame, inside the safe area.
    expect(Math.abs(p.y + p.h / 2 - 540)).toBeLessThan(2);
  });
}

test("the live match is LIVE NOW on break, never UP NEXT, and break and l-bar call up the same next match", async ({ page }) => {
  await showBreakPanel(page, "Matchup");
  await openOverlay(page, "/broadcast/main/break");
  // The main panel presents the live match (2-1, under way) as live; the side calls up the next one.
  expect(await texts(page)).toEqual(expect.arrayContaining(["LIVE NOW", "AURORA FOXES", "VERDANT WOLVES", "2 - 1"]));
  const breakNext = await underLabel(page, "UP NEXT");
  expect(breakNext).toEqual(expect.arrayContaining(["MNO", "CRT"]));
  expect(breakNext.join(" ")).not.toMatch(/AUR|VRW|\d - \d/);
  await showBreakPanel(page, "Automated");

  await openOverlay(page, "/broadcast/main/l-bar");
  const barNext = await underLabel(page, "UP NEXT");
  expect(barNext).toEqual(expect.arrayContaining(["MIDNIGHT OWLS", "CRIMSON TIDE"]));
  expect(barNext.join(" ")).not.toMatch(/AURORA|VERDANT/);
});

test("a decided live match reads FINAL and its winner on break, not LIVE", async ({ page }) => {
  await showBreakPanel(page, "Matchup");
  await openOverlay(page, "/broadcast/main/break");
  // 3-1 in a first to 3: Aurora Foxes have won.
  await updateLiveMatch(page, { score_1: 3, score_2: 1 });
  await expect.poll(() => texts(page), { timeout: EVENTUALLY_MS }).toContain("FINAL · AURORA FOXES WIN");
  expect(await texts(page)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^LIVE( NOW)?$/)]));

  await showBreakPanel(page, "Schedule");
  await expect.poll(() => texts(page), { timeout: EVENTUALLY_MS }).toContain("SCHEDULE");
  const shown = await texts(page);
  expect(shown).toContain("FINAL");
  expect(shown).toContain("3 - 1");
  expect(shown.filter((t) => /^LIVE( NOW)?$/.test(t))).toEqual([]);
  await showBreakPanel(page, "Automated");
  await updateLiveMatch(page, { score_1: 2, score_2: 1 });
});

// Every route's first address fits the name too (overlays-catalogue.spec.ts); break's matchup panel is one more place it shows.
test("break's matchup panel fits a 41-character team name", async ({ page }) => {
  await renameTeam(page, VRW, LONG_NAME);
  await showBreakPanel(page, "Matchup");
  await openOverlay(page, "/broadcast/main/break");
  expect(await expectNamesFit(page, LONG_NAME, "break (Matchup)")).toBeGreaterThan(0);
});
