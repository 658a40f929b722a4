import { expect, overlayTest as test, type Page } from "./test.ts";
import { actAndTime, bridge, expectFrame, openOverlay, settle } from "./overlays-helpers.ts";
import { FIXTURES, fixtureTests } from "./overlay-fixtures.ts";
import { e2eState } from "./state.ts";

test.use({ viewport: { width: 1920, height: 1080 } });

/** The drawn bounds of every visible text whose string is one of `texts`, in frame pixels. */
async function textBounds(page: Page, texts: string[]) {
  const boxes: { text: string; y: number; h: number; alpha: number }[] = await page.evaluate(() => (window as any).__overlay.textBoxes());
  return boxes.filter((b) => texts.includes(b.text)).map((b) => ({ text: b.text, top: b.y, bottom: b.y + b.h, alpha: b.alpha }));
}

fixtureTests(FIXTURES.core);

test("ingame?top: the header bar never covers the team bars", async ({ page }) => {
  for (const [name, path] of [
    ["ingame-top", "/broadcast/main/ingame?top"],
    ["ingame-top-full", "/broadcast/main/ingame?top&full&codes"],
  ] as const) {
    const b = await openOverlay(page, path);
    expect(b.texts).toContain("COMMUNITY CUP SPRING 2026  ·  STARTING SOON");
    await settle(page);
    const bounds = await textBounds(page, ["COMMUNITY CUP SPRING 2026  ·  STARTING SOON", "AURORA FOXES", "AUR", "MAP 4", "MAP 1"]);
    const header = bounds.find((x) => x.text.startsWith("COMMUNITY"))!;
    const bars = bounds.filter((x) => x !== header);
    expect(bars.length).toBeGreaterThan(0);
    // The header bar is 100 px tall: every team-bar text starts below it.
    for (const t of bars) expect(t.top).toBeGreaterThanOrEqual(100);
    expect(header.bottom).toBeLessThan(100);
    await expectFrame(page, name);
  }
});

test("the break ticker draws no box when the broadcast has no headlines", async ({ page }) => {
  await openOverlay(page, "/broadcast/side/break");
  expect((await bridge(page)).texts).not.toContain("NEWS");
  await openOverlay(page, "/broadcast/main/break");
  expect((await bridge(page)).texts).toEqual(expect.arrayContaining(["NEWS", "Top two of each group advance to the playoffs"]));
});

test("a cam that cannot load shows the player's card, never the browser's error page", async ({ page }) => {
  await openOverlay(page, "/client/producer/cams/desk");
  // The peer video service cannot be reached here: its frames load an error page, and stay hidden.
  const frames = page.locator('iframe[data-testid^="dom-frame-"]');
  await expect(frames).toHaveCount(10);
  // Waits for nothing to happen: 1.5 s in which a frame's error page would have been shown.
  await page.waitForTimeout(1500);
  const shown = await frames.evaluateAll((els) => els.filter((e) => getComputedStyle(e).visibility !== "hidden").length);
  expect(shown).toBe(0);
  expect((await bridge(page)).texts).toEqual(expect.arrayContaining(["KITSUNE", "TANK", "SUPPORT"]));
});

test("a click toggles an overlay off and on again, also while its exit still runs", async ({ page }) => {
  await openOverlay(page, "/broadcast/main/ingame");
  const visible = () => page.evaluate(() => (window as any).__overlay.texts().includes("AURORA FOXES"));
  await page.mouse.click(10, 10); // off
  await settle(page);
  expect(await visible()).toBe(false);
  await page.mouse.click(10, 10); // on
  await settle(page);
  expect(await visible()).toBe(true);
  await expectFrame(page, "ingame-toggled-on");
  // Off and straight back on, mid-exit.
  await page.mouse.click(10, 10);
  // 100 ms: the second click lands while the exit still runs.
  await page.waitForTimeout(100);
  await page.mouse.click(10, 10);
  await settle(page);
  expect(await visible()).toBe(true);
  // OBS: inactive, then active again.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("obsSourceActiveChanged", { detail: { active: false } })));
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("obsSourceActiveChanged", { detail: { active: true } })));
  await settle(page);
  expect(await visible()).toBe(true);
  const [name] = await textBounds(page, ["AURORA FOXES"]);
  const alpha = name.alpha;
  expect(alpha).toBe(1);
});

test("the tester plays the stinger on activation and counts frames only while it plays", async ({ page }) => {
  await openOverlay(page, "/broadcast/main/tester");
  await settle(page);
  const idle = (await bridge(page)).frames;
  // Waits for nothing to happen: 1.2 s without a frame while idle.
  await page.waitForTimeout(1200);
  expect((await bridge(page)).frames).toBe(idle);
  await page.mouse.click(10, 10); // off
  await page.mouse.click(10, 10); // on: the stinger plays
  // Software WebGL draws a few frames a second here: wait for the stinger to cover, then to leave.
  const texts = async () => (await bridge(page)).texts;
  await expect.poll(async () => (await texts()).includes("STARTING SOON")).toBe(true);
  await expect.poll(async () => (await texts()).includes("STARTING SOON")).toBe(false);
  // The counter's last step is the stinger's end (its duration, as the card's timing line says).
  await expect.poll(async () => (await texts()).some((t) => t.endsWith(" 1820 MS"))).toBe(true);
  await settle(page);
  const counter = (await texts()).find((t) => t.startsWith("FRAME "));
  expect(counter).toBeTruthy();
  expect(counter).not.toBe("FRAME 000   ·   0000 MS");
  // The frame counter depends on how many frames software WebGL drew: it is masked.
  await expectFrame(page, "tester-after-stinger", /^FRAME /);
  const after = (await bridge(page)).frames;
  // Waits for nothing to happen: 1.2 s without a frame once the stinger has left.
  await page.waitForTimeout(1200);
  expect((await bridge(page)).frames).toBe(after);
});

test("winners and champions show nothing until the live match has a winner, then the winner", async ({ page }) => {
  const { tokens } = e2eState();
  const broadcast = await (await page.request.get("/thing/broadcast-main")).json();
  const matchID = broadcast.live_match[0];
  const match = await (await page.request.get(`/thing/${matchID}`)).json();
  const firstTo = match.first_to ?? 3;
  const reset = { score_1: match.score_1 ?? 0, score_2: match.score_2 ?? 0 };
  const post = (data: object) =>
    page.request.post("/actions/update-match-data", {
      headers: { Authorization: `Bearer ${tokens.crew}` },
      data: { matchID, updatedData: data },
    });
  try {
    await post({ score_1: firstTo - 1, score_2: 0 });
    for (const route of ["winners?noAnimate", "champions?noAnimate&stingerText=Spring%20Champions"]) {
      const before = await openOverlay(page, `/broadcast/main/${route}`);
      expect(before.texts).toEqual([]);
    }
    const win = await actAndTime(
      page,
      "update-match-data",
      { matchID, updatedData: { score_1: firstTo } },
      tokens.crew,
      "SPRING CHAMPIONS",
    );
    expect(win.texts).toEqual(expect.arrayContaining(["SPRING CHAMPIONS", "AURORA FOXES"]));
    await expectFrame(page, "champions");
    const winners = await openOverlay(page, "/broadcast/main/winners?noAnimate&extra");
    expect(winners.texts).toEqual(expect.arrayContaining(["WINNERS", "AURORA FOXES"]));
    await expectFrame(page, "winners-extra");
  } finally {
    await post(reset);
  }
});

test("the syncer draws one frame a second for its clock, and nothing else while idle", async ({ page }) => {
  await openOverlay(page, "/broadcast/main/syncer");
  await settle(page);
  const read = () =>
    page.evaluate(() => ({
      frames: (window as any).__overlay.frames,
      callbacks: (window as any).__overlay.frameCallbacks,
      at: performance.now(),
    }));
  const before = await read();
  // Counts what 3 s of the syncer draws: a rate, so it needs a span of time.
  await page.waitForTimeout(3000);
  const after = await read();
  // Against the page's own clock: a busy machine runs its timers late, which means fewer frames, never more.
  const drawn = after.frames - before.frames;
  expect(drawn).toBeGreaterThanOrEqual(1);
  expect(drawn).toBeLessThanOrEqual(Math.ceil((after.at - before.at) / 1000) + 1);
  expect(after.callbacks - before.callbacks).toBe(drawn);
});
