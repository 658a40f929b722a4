import { expect, overlayTest as test, type Page } from "./test.ts";
import { seedId } from "../../server/seed/demo.ts";
import { marks, openOverlay, settle, textBoxes } from "./overlays-helpers.ts";
import type { TextBox } from "../../engine/bridge.ts";
import { LONG_NAME, VRW, expectNamesFit, renameTeam, saveRecord } from "./longNames.ts";
import { e2eState } from "./state.ts";

// The people overlays on air (OVERLAYS.md "Broadcast design rules"): a picture or a silhouette,
// never a blank disc; one MVP card; each name once, fitted, inside the safe area. The renames
// come last: tests of a file run in order on one demo seed.
test.use({ viewport: { width: 1920, height: 1080 } });

const texts = async (page: Page): Promise<string[]> => (await textBoxes(page)).map((b) => b.text);

/** Open an overlay and wait until it stands still. */
async function show(page: Page, path: string): Promise<void> {
  const opened = await openOverlay(page, path);
  expect(opened.error).toBeNull();
  await settle(page);
}

/** Graphics-safe: inside 96 px left and right and 54 px top and bottom of the 1920x1080 frame. */
function outsideSafe(list: TextBox[]): TextBox[] {
  return list.filter((b) => b.x < 96 - 0.5 || b.y < 54 - 0.5 || b.x + b.w > 1824 + 0.5 || b.y + b.h > 1026 + 0.5);
}

test("the mvp route and the GFX MVP card are one design: the same texts for the same player", async ({ page }) => {
  await show(page, "/broadcast/main/mvp");
  const mvp = await texts(page);
  await show(page, "/broadcast/main/gfx/8");
  const gfx = await texts(page);
  // Only the title differs: the route's "Player of the match", the entry's own "Match MVP".
  expect(mvp).toContain("PLAYER OF THE MATCH");
  expect(gfx).toContain("MATCH MVP");
  expect(gfx.filter((t) => t !== "MATCH MVP")).toEqual(mvp.filter((t) => t !== "PLAYER OF THE MATCH"));
  expect(mvp).toEqual(expect.arrayContaining(["BLAZE", "AURORA FOXES", "DPS  ·  GENJI"]));
});

test("cams print each player's name once, and cams/desk and cams/full keep every text inside the safe area", async ({ page }) => {
  await show(page, "/client/producer/cams/desk");
  const desk = await textBoxes(page);
  expect(desk.filter((b) => b.text === "KITSUNE")).toHaveLength(1);
  expect(desk.filter((b) => b.text === "FERN")).toHaveLength(1);
  expect(outsideSafe(desk)).toEqual([]);
  await show(page, "/client/producer/cams/full");
  const full = await textBoxes(page);
  expect(full.filter((b) => b.text === "KITSUNE")).toHaveLength(1);
  expect(outsideSafe(full)).toEqual([]);
  // A plate with its own text leaves the player's name to the card.
  await show(page, "/client/producer/cams/full?name=Main%20cam");
  const named = await textBoxes(page);
  expect(named.map((b) => b.text)).toEqual(expect.arrayContaining(["MAIN CAM", "KITSUNE"]));
  expect(outsideSafe(named)).toEqual([]);
});

test("map-stats draws each map's mode apart from its name", async ({ page }) => {
  await show(page, "/broadcast/main/map-stats");
  const all = await textBoxes(page);
  const modes = all.filter((b) => ["CONTROL", "HYBRID", "PUSH", "ESCORT", "FLASHPOINT", "CLASH"].includes(b.text));
  expect(modes.length).toBeGreaterThan(3);
  for (const mode of modes) {
    const hit = all.filter(
      (b) => b !== mode && b.x < mode.x + mode.w && mode.x < b.x + b.w && b.y < mode.y + mode.h - 0.5 && mode.y < b.y + b.h - 0.5,
    );
    expect(
      hit.map((b) => b.text),
      `${mode.text} overlaps`,
    ).toEqual([]);
  }
});

test("the syncer names the time zone its clock shows, not server time", async ({ page }) => {
  await show(page, "/broadcast/main/syncer");
  const shown = await texts(page);
  expect(shown).not.toContain("SERVER TIME");
  // The main broadcast's zone is America/New_York.
  expect(
    shown.some((t) => /^NEW YORK TIME · E[SD]T$/.test(t)),
    JSON.stringify(shown),
  ).toBe(true);
});

test("a guest without a picture gets a silhouette; one with a headshot shows it, never a blank disc", async ({ page }) => {
  await show(page, "/broadcast/main/podcast");
  expect((await marks(page)).filter((m) => m.label === "silhouette")).toEqual([]);
  // A manual guest typed in with a name alone: no headshot, no avatar.
  const { tokens } = e2eState();
  const res = await page.request.post("/actions/update-broadcast", {
    headers: { Authorization: `Bearer ${tokens.producer}` },
    data: { manualGuests: "Harbor Lee" },
  });
  expect(res.status(), await res.text()).toBe(200);
  for (const path of ["/broadcast/main/podcast", "/broadcast/main/podcast-sides"]) {
    await show(page, path);
    const figures = (await marks(page)).filter((m) => m.label === "silhouette");
    expect(figures, path).toHaveLength(1);
    // The silhouette sits in Harbor Lee's tile, over his plate.
    const plate = (await textBoxes(page)).find((b) => b.text === "HARBOR LEE")!;
    expect(figures[0].y + figures[0].h, path).toBeLessThan(plate.y);
    expect(plate.x, path).toBeLessThan(figures[0].x);
    expect(outsideSafe(await textBoxes(page)), path).toEqual([]);
  }
});

/** A 41-character player's name, as long as the team's. */
const LONG_PLAYER = "Blaze Featherstonehaugh-Montgomery Junior";

/** Where a long name shows: each address, the name, whether it must be drawn (map-stats names teams by code). */
const LONG_NAMES: [string, string, boolean][] = [
  ["/broadcast/main/mvp", LONG_PLAYER, true],
  ["/broadcast/main/mvp?alternate&sponsor", LONG_PLAYER, true],
  ["/broadcast/main/gfx/8", LONG_PLAYER, true],
  ["/client/producer/cams/desk", LONG_PLAYER, true],
  ["/client/producer/cams/pov?number=2", LONG_PLAYER, true],
  ["/broadcast/main/podcast", LONG_PLAYER, true],
  ["/broadcast/main/podcast-sides", LONG_PLAYER, true],
  ["/broadcast/main/auction", LONG_NAME, true],
  ["/broadcast/main/hero-roster?team=2", LONG_NAME, true],
  ["/broadcast/main/map-stats", LONG_NAME, false],
];

for (const [path, name, drawn] of LONG_NAMES)
  test(`${path}: a 41-character name fits at 70 % or more, whole or cut with an ellipsis`, async ({ page }) => {
    await renameTeam(page, VRW, LONG_NAME);
    // The MVP (a cam on the desk, pov 2) and a podcast guest.
    await saveRecord(page, "Players", seedId("player:Blaze"), { name: LONG_PLAYER });
    await saveRecord(page, "Players", seedId("player:Juniper Vale"), { name: LONG_PLAYER });
    await show(page, path);
    const shown = await expectNamesFit(page, name, path);
    if (drawn) expect(shown, `${path} shows ${name}`).toBeGreaterThan(0);
    expect(outsideSafe(await textBoxes(page)), path).toEqual([]);
  });
