import { expect, holdRotations, overlayTest as test, type Page } from "./test.ts";
import sharp from "sharp";
import { io, type Socket } from "socket.io-client";
import config from "../../playwright.config.ts";
import { bridge, expectFrame, openOverlay, settle } from "./overlays-helpers.ts";
import { FIXTURES, fixtureTests } from "./overlay-fixtures.ts";
import { e2eState } from "./state.ts";
import { EVENTUALLY_MS } from "../eventually.ts";

// Ad reads and music play sound without a click, as OBS browser sources do.
const launch = config.use?.launchOptions ?? {};
test.use({
  viewport: { width: 1920, height: 1080 },
  launchOptions: { ...launch, args: [...(launch.args ?? []), "--autoplay-policy=no-user-gesture-required"] },
});

fixtureTests(FIXTURES.deskMedia);

test("the media route shows the highlighted image, full frame", async ({ page }) => {
  await openOverlay(page, "/broadcast/main/media");
  await settle(page);
  // The page is transparent where nothing is drawn (white in a screenshot): the image covers the centre.
  const shot = await page.screenshot({ clip: { x: 400, y: 540, width: 1, height: 1 } });
  const { data } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  expect([data[0], data[1], data[2]]).not.toEqual([255, 255, 255]);
});

test("an ad read plays its audio with its sponsor's card when the source goes on air, then takes the card off", async ({ page }) => {
  await page.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { __played: string[] }).__played = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this.currentSrc || this.src);
      return play.call(this);
    };
  });
  const texts = async () => (await bridge(page)).texts;
  const b = await openOverlay(page, "/broadcast/main/ad-read?delay=200&noAnimate");
  expect(b.texts).toEqual([]);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("obsSourceActiveChanged", { detail: { active: true } })));
  await expect.poll(texts).toContain("NIMBUS ENERGY");
  const played = () => page.evaluate(() => (window as unknown as { __played: string[] }).__played.join("\n"));
  await expect.poll(played).toMatch(/\/image\.wav\?id=/);
  await expectFrame(page, "ad-read-playing");
  // The jingle is a few seconds long: the card goes when it ends.
  await expect.poll(texts).toEqual([]);
  // The next activation plays the next read.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("obsSourceActiveChanged", { detail: { active: true } })));
  await expect.poll(texts).toContain("KEYSTONE GEAR");
});

/** A Stream Deck's socket, signed in as the producer; triggers name the client they are for. */
async function deck(): Promise<{ socket: Socket; trigger: (trigger: string, client?: string) => Promise<unknown> }> {
  const { tokens, port } = e2eState();
  const socket = io(`http://localhost:${port}`, { transports: ["websocket"], auth: { token: tokens.crew }, forceNew: true });
  await new Promise<void>((resolve, reject) => socket.once("connect", () => resolve()).once("connect_error", reject));
  const trigger = (name: string, client?: string) =>
    socket.timeout(EVENTUALLY_MS).emitWithAck("prod_trigger", { trigger: name, broadcast: "main", ...(client ? { client } : {}) });
  return { socket, trigger };
}

/** The route for the producer's client in `page`, and for the observer's in a page of its own (both visible, so both render). */
async function twoClients(page: Page, route: string, { holdTimers = false } = {}): Promise<Page> {
  const observer = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1920, height: 1080 } });
  // Held timers (tests/e2e/test.ts): only a trigger changes what the pages show, however long a busy machine takes.
  if (holdTimers) await Promise.all([page.addInitScript(holdRotations), observer.addInitScript(holdRotations)]);
  await openOverlay(page, `/client/producer/${route}`);
  await openOverlay(observer, `/client/observer/${route}`);
  return observer;
}

test("talent triggers for one client reach only that client's desk", async ({ page }) => {
  const { socket, trigger } = await deck();
  const observer = await twoClients(page, "desk?noAnimate");
  const texts = async (p: Page) => (await bridge(p)).texts;
  const quinn = "CASTER QUINN  she/her";
  try {
    expect(await texts(page)).toContain(quinn);
    expect(await texts(observer)).toContain(quinn);
    expect(await trigger("desk_hide", "producer")).toEqual({ data: true });
    await expect.poll(() => texts(page)).toEqual([]);
    expect(await texts(observer)).toContain(quinn);
    await trigger("desk_show", "producer");
    await expect.poll(() => texts(page)).toContain(quinn);
    await trigger("desk_toggle", "producer");
    await expect.poll(() => texts(page)).toEqual([]);
    expect(await texts(observer)).toContain(quinn);
    await trigger("desk_toggle", "producer");
    await expect.poll(() => texts(page)).toContain(quinn);
    await trigger("clear_talent", "producer");
    await expect.poll(() => texts(page)).not.toContain(quinn);
    // Waits for nothing to happen: half a second, by when the producer's own page had already changed.
    await observer.waitForTimeout(500);
    expect(await texts(observer)).toContain(quinn);
  } finally {
    socket.close();
    await observer.close();
  }
});

test("music_skip for one client changes only that client's now-playing track", async ({ page }) => {
  const { socket, trigger } = await deck();
  // No crossfade, and the end of a track (about 20 s in) held: a track changes only when skipped.
  const observer = await twoClients(page, "music?crossfade=0", { holdTimers: true });
  const texts = async (p: Page) => (await bridge(p)).texts;
  const first = "Aurora Drift — Community Cup Sound Lab";
  try {
    await expect.poll(() => texts(page)).toContain(first);
    await expect.poll(() => texts(observer)).toContain(first);
    expect(await trigger("music_skip", "producer")).toEqual({ data: true });
    await expect.poll(() => texts(page)).not.toContain(first);
    expect((await texts(page)).some((t) => t.includes(" — "))).toBe(true);
    // Waits for nothing to happen: half a second, by when the producer's own page had already changed.
    await observer.waitForTimeout(500);
    expect(await texts(observer)).toContain(first);
  } finally {
    socket.close();
    await observer.close();
  }
});

test("confetti triggers for one client reach only that client's confetti", async ({ page }) => {
  const { socket, trigger } = await deck();
  const observer = await twoClients(page, "confetti?noAnimate");
  const frames = async (p: Page) => (await bridge(p)).frames;
  try {
    await settle(page);
    await settle(observer);
    // A burst for the producer falls only on the producer's page.
    let [p0, o0] = [await frames(page), await frames(observer)];
    await trigger("confetti_burst", "producer");
    await expect.poll(() => frames(page)).toBeGreaterThan(p0 + 5);
    expect(await frames(observer)).toBe(o0);

    // confetti_stop clears the producer's confetti; the observer's keeps falling.
    await trigger("confetti_burst", "observer");
    await expect.poll(() => frames(observer)).toBeGreaterThan(o0 + 5);
    await trigger("confetti_stop", "producer");
    await settle(page);
    p0 = await frames(page);
    o0 = await frames(observer);
    // Waits for nothing to happen here: 600 ms of falling confetti on the observer, none on the stopped page.
    await page.waitForTimeout(600);
    expect(await frames(page)).toBe(p0);
    expect(await frames(observer)).toBeGreaterThan(o0);
    await settle(observer);

    // confetti_disable for the producer: its bursts are ignored there, the observer's still fall.
    // The page draws the disable itself (what falls is cleared): once, when its trigger arrives.
    const beforeDisable = await frames(page);
    await trigger("confetti_disable", "producer");
    await expect.poll(() => frames(page)).toBeGreaterThan(beforeDisable);
    await settle(page);
    [p0, o0] = [await frames(page), await frames(observer)];
    await trigger("confetti_burst", "producer");
    await trigger("confetti_burst", "observer");
    await expect.poll(() => frames(observer)).toBeGreaterThan(o0 + 5);
    expect(await frames(page)).toBe(p0);

    // confetti_enable for the producer: bursts fall there again.
    await trigger("confetti_enable", "producer");
    await trigger("confetti_burst", "producer");
    await expect.poll(() => frames(page)).toBeGreaterThan(p0 + 5);
  } finally {
    socket.close();
    await observer.close();
  }
});
