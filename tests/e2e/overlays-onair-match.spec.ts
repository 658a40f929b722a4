import { expect, overlayTest as test, type Page } from "./test.ts";
import { bridge, openOverlay, settle } from "./overlays-helpers.ts";
import { LONG_NAME, VRW, expectNamesFit, renameTeam } from "./longNames.ts";
import { e2eState } from "./state.ts";

// The match graphics over the game, on air (OVERLAYS.md "Broadcast design rules"): hero art, labels
// at 20 px, the desk's score, a finished match, a hidden desk element that leaves in motion, and a
// 41-character team name. Tests run in order on one demo seed: the rename comes last.
test.use({ viewport: { width: 1920, height: 1080 } });

interface Box {
  text: string;
  x: number;
  w: number;
  fontSize: number;
  scale: number;
}

const boxes = (page: Page): Promise<Box[]> => page.evaluate(() => (window as any).__overlay.textBoxes());
const marks = (page: Page): Promise<{ label: string; x: number; w: number }[]> => page.evaluate(() => (window as any).__overlay.marks());
const frames = (page: Page): Promise<number> => page.evaluate(() => (window as any).__overlay.frames);

async function act(page: Page, key: string, data: unknown): Promise<void> {
  const reply = await page.request.post(`/actions/${key}`, { headers: { Authorization: `Bearer ${e2eState().tokens.producer}` }, data });
  expect(reply.status(), await reply.text()).toBe(200);
}

async function liveMatch(page: Page): Promise<{ id: string; score_1?: number; score_2?: number }> {
  const broadcast = await (await page.request.get("/thing/broadcast-main")).json();
  return (await page.request.get(`/thing/${broadcast.live_match[0]}`)).json();
}

/** Waits until the overlay draws a text for which `want` holds, and answers the texts drawn. */
async function drawsText(page: Page, want: (texts: string[]) => boolean): Promise<string[]> {
  await expect.poll(async () => want((await bridge(page)).texts)).toBe(true);
  return (await bridge(page)).texts;
}

test("ingame and maps show each banned hero as a badge of drawn art, never a two-letter chip", async ({ page }) => {
  await openOverlay(page, "/broadcast/main/ingame");
  await settle(page);
  const heroes = (await marks(page)).filter((m) => m.label.startsWith("hero:"));
  // The demo's live map: one ban a side, each under its own team's bar.
  expect(heroes.length).toBeGreaterThanOrEqual(2);
  expect(heroes.some((m) => m.x + m.w < 960) && heroes.some((m) => m.x > 960)).toBe(true);
  const texts = (await bridge(page)).texts;
  for (const hero of heroes) expect(texts).toContain(hero.label.slice("hero:".length).toUpperCase());
  expect(texts.filter((t) => /^\p{Lu}\p{Ll}?$/u.test(t))).toEqual([]);

  await openOverlay(page, "/broadcast/main/maps");
  await settle(page);
  expect((await marks(page)).filter((m) => m.label.startsWith("hero:")).length).toBeGreaterThanOrEqual(2);
});

test("ingame and desk draw every label at 20 px or more", async ({ page }) => {
  for (const path of ["/broadcast/main/ingame?costreamer", "/broadcast/main/desk"]) {
    await openOverlay(page, path);
    await settle(page);
    const drawn = await boxes(page);
    expect(drawn.length).toBeGreaterThan(0);
    const small = drawn.filter((b) => b.fontSize * b.scale < 20 - 1e-6).map((b) => `${b.text} (${(b.fontSize * b.scale).toFixed(1)} px)`);
    expect(small, `${path} draws labels under 20 px`).toEqual([]);
  }
});

test("the desk's bar shows the live match's score, as every other overlay does", async ({ page }) => {
  const match = await liveMatch(page);
  const score = `${match.score_1 ?? 0} - ${match.score_2 ?? 0}`;
  // The demo's live match is under way: a map was played.
  expect(score).not.toBe("0 - 0");
  await openOverlay(page, "/broadcast/main/desk");
  const texts = (await bridge(page)).texts;
  expect(texts).toContain(score);
  expect(texts).not.toContain("VS");
});

test("the desk's lower element fades out when the producer switches it to Hidden, and comes back", async ({ page }) => {
  await openOverlay(page, "/broadcast/main/desk");
  await settle(page);
  const before = await frames(page);
  await act(page, "update-broadcast", { deskDisplayMode: "Hidden" });
  await drawsText(page, (texts) => !texts.includes("AURORA FOXES"));
  await settle(page);
  // A cut draws one frame; a fade draws it leaving.
  expect((await frames(page)) - before).toBeGreaterThan(2);
  await act(page, "update-broadcast", { deskDisplayMode: null });
  await drawsText(page, (texts) => texts.includes("AURORA FOXES"));
});

test("a finished match reads FINAL and names its winner on ingame and on the desk", async ({ page }) => {
  const ingame = await page.context().newPage();
  await openOverlay(ingame, "/broadcast/main/ingame");
  await openOverlay(page, "/broadcast/main/desk");
  // The match editor's action: Aurora Foxes (left) win 3-1 a first to 3.
  await act(page, "update-match-data", { matchID: (await liveMatch(page)).id, updatedData: { score_1: 3, score_2: 1, first_to: 3 } });

  const onIngame = await drawsText(ingame, (texts) => texts.includes("FINAL"));
  expect(onIngame).toEqual(expect.arrayContaining(["FINAL", "BEST OF 5", "AUR WIN"]));
  expect(onIngame.some((t) => /^MAP \d$/.test(t))).toBe(false);
  await settle(ingame);
  const tag = (await boxes(ingame)).find((b) => b.text === "AUR WIN")!;
  const aurora = (await boxes(ingame)).find((b) => b.text === "AURORA FOXES")!;
  // Under the winner's bar (the left one), not the loser's.
  expect(tag.x + tag.w).toBeLessThan(960);
  expect(aurora.x).toBeLessThan(960);
  await ingame.close();

  const onDesk = await drawsText(page, (texts) => texts.includes("FINAL · AUR WIN"));
  expect(onDesk).toEqual(expect.arrayContaining(["FINAL · AUR WIN", "3 - 1", "AURORA FOXES", "VERDANT WOLVES"]));
});

// Every route's first address fits the name too (overlays-catalogue.spec.ts); versus's extra line is one more place it shows.
test("versus with its extra line fits a 41-character team name", async ({ page }) => {
  await renameTeam(page, VRW, LONG_NAME);
  await openOverlay(page, "/broadcast/main/versus?extra");
  expect(await expectNamesFit(page, LONG_NAME, "versus?extra")).toBeGreaterThan(0);
});
