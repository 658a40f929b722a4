import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import config from "../../playwright.config.ts";
import { EVENTUALLY_MS } from "../eventually.ts";
import { e2eState } from "./state.ts";
import type { Mark, TextBox } from "../../engine/bridge.ts";

export interface BridgeView {
  scene: string;
  version: number;
  frames: number;
  drawn: boolean;
  entrances: number;
  error: string | null;
  texts: string[];
}

/**
 * Load an overlay and wait until its bridge says the current data is drawn and the page is in its
 * production rooms (a trigger sent from then on reaches it).
 */
export async function openOverlay(page: Page, path: string): Promise<BridgeView> {
  await page.goto(path);
  await page.waitForFunction(
    () => {
      const o = (window as any).__overlay;
      return (o?.drawn && o.joined) || o?.error;
    },
    null,
    { timeout: EVENTUALLY_MS },
  );
  return bridge(page);
}

export function bridge(page: Page): Promise<BridgeView> {
  return page.evaluate(() => {
    const o = (window as any).__overlay;
    return {
      scene: o.scene,
      version: o.version,
      frames: o.frames,
      drawn: o.drawn,
      entrances: o.entrances,
      error: o.error,
      texts: o.texts(),
    };
  });
}

/**
 * Send a producer action from the page and time how long until the overlay draws `expected`
 * (ms from sending the request); the version drawn before and after comes back too. It fails
 * when the overlay has not drawn `expected` within EVENTUALLY_MS.
 */
export async function actAndTime(page: Page, key: string, payload: unknown, token: string, expected: string | RegExp) {
  const result = await page.evaluate(
    async ({ key, payload, token, source, isRegex, limit }) => {
      const seen = (t: string) => (isRegex ? new RegExp(source).test(t) : t.includes(source));
      const o = (window as any).__overlay;
      const before = o.version;
      const t0 = performance.now();
      const res = await fetch(`/actions/${key}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(payload),
      });
      const reply = await res.json();
      while (!o.texts().some(seen)) {
        if (performance.now() - t0 > limit) return { ms: -1, before, after: o.version, reply, texts: o.texts() };
        await new Promise((r) => setTimeout(r, 2));
      }
      return { ms: Math.round(performance.now() - t0), before, after: o.version, reply, texts: o.texts() };
    },
    {
      key,
      payload,
      token,
      source: typeof expected === "string" ? expected : expected.source,
      isRegex: typeof expected !== "string",
      limit: EVENTUALLY_MS,
    },
  );
  if (result.ms < 0)
    throw new Error(
      `${key} ${JSON.stringify(result.reply)}: ${String(expected)} not drawn in ${EVENTUALLY_MS} ms; drew ${JSON.stringify(result.texts)}`,
    );
  return result;
}

/** How long a still frame stays still before it counts as settled (a texture that loads late asks for one more frame). */
const STILL_MS = 250;

/**
 * Wait until the overlay stops rendering (its animations finished), for a still screenshot: its
 * clock's loop stopped and no frame drawn for STILL_MS. A scene with a ticking text (a clock, a
 * countdown) never stops drawing: its layout settling is waited for instead.
 */
export async function settle(page: Page, ticking?: RegExp): Promise<void> {
  if (await ticks(page, ticking)) return settleLayout(page);
  await page.waitForFunction(
    (stillMs) => {
      const o = (window as any).__overlay;
      const w = window as any;
      const now = performance.now();
      if (o.moving || o.frames !== w.__e2eFrames) {
        w.__e2eFrames = o.frames;
        w.__e2eStillSince = now;
        return false;
      }
      return now - w.__e2eStillSince >= stillMs;
    },
    STILL_MS,
    { polling: 50, timeout: EVENTUALLY_MS },
  );
}

/** Two equal screenshots of a 1920x1080 WebGL page can take seconds under software rendering on a busy machine. */
export const SCREENSHOT_TIMEOUT = 30_000;

/** A clock's time ("11:07 AM", "11:05:43", a countdown's "44:59"): it changes on its own. */
const CLOCK = /^\d{1,2}:\d\d(:\d\d)?(\.\d+)?( ?[AP]M)?$/;

/**
 * Compare the settled frame with its committed baseline, `tests/e2e/__screenshots__/<spec file>/<name>.png`
 * (playwright.config.ts sets the pixel budget). Texts that change on their own are masked: a clock's time
 * by a box sized from where it is pinned, and whatever matches `ticking` (a frame counter, a line with a
 * time in it) across the whole frame's width. Everything else is compared.
 * A baseline changes only by `npx playwright test --update-snapshots` and a reviewed commit.
 */
export async function expectFrame(page: Page, name: string, ticking?: RegExp): Promise<void> {
  const sources = { clock: CLOCK.source, ticking: ticking?.source ?? null };
  await settle(page, ticking);
  await page.evaluate(({ clock, ticking }) => {
    const clockRe = new RegExp(clock);
    const tickingRe = ticking ? new RegExp(ticking) : null;
    type Box = { text: string; y: number; h: number; originX: number; anchorX: number };
    for (const b of (window as any).__overlay.textBoxes() as Box[]) {
      let left: number;
      let right: number;
      if (tickingRe?.test(b.text)) {
        // A line of any length: its whole row.
        left = 0;
        right = 1920;
      } else if (clockRe.test(b.text)) {
        // Sized from where the time is pinned and its line height, never from its drawn width: a time a
        // digit wider or narrower gets the same box. Five and a half line heights hold "12:59:59 PM".
        const room = 5.5 * b.h;
        left = Math.floor(b.originX - b.anchorX * room - b.h / 2);
        right = Math.ceil(b.originX + (1 - b.anchorX) * room + b.h / 2);
      } else continue;
      const mask = document.createElement("div");
      mask.dataset.e2eMask = "";
      Object.assign(mask.style, {
        position: "fixed",
        left: `${left}px`,
        top: `${b.y - 8}px`,
        width: `${right - left}px`,
        height: `${b.h + 16}px`,
        pointerEvents: "none",
      });
      document.body.append(mask);
    }
  }, sources);
  const mask = [page.locator("[data-e2e-mask]")];
  if (!(await matchesBaselineClosely(page, name, mask))) {
    await expect(page).toHaveScreenshot(`${name}.png`, { mask, timeout: SCREENSHOT_TIMEOUT });
  }
  await page.evaluate(() => document.querySelectorAll("[data-e2e-mask]").forEach((m) => m.remove()));
}

/**
 * How far a colour channel of a frame may stray from its baseline and still count as the same frame
 * without Playwright's comparison: software WebGL resolves the same frame a level or two apart from run
 * to run. Two levels of 255 lie far inside the configured threshold (a tenth of the colour range).
 */
const SAME_FRAME_LEVELS = 2;

/**
 * Whether the page's frame matches its committed baseline within SAME_FRAME_LEVELS on every channel of
 * every pixel: one screenshot, both images decoded natively. Playwright's comparison decodes and compares
 * in JavaScript (a quarter of a CPU second a 1920x1080 frame); it runs only when this says no (a real
 * difference, no baseline yet, or an update of the baselines), and makes the verdict and the diff images.
 */
async function matchesBaselineClosely(page: Page, name: string, mask: Locator[]): Promise<boolean> {
  const info = test.info();
  if (info.config.updateSnapshots !== "none") return false;
  const baseline = await readFile(info.snapshotPath(`${name}.png`, { kind: "screenshot" })).catch(() => null);
  if (!baseline) return false;
  // The screenshot toHaveScreenshot takes: playwright.config.ts's options, and the default mask colour.
  const { animations, caret, scale } = config.expect?.toHaveScreenshot ?? {};
  const shot = await page.screenshot({ mask, animations, caret, scale });
  const [actual, expected] = await Promise.all([shot, baseline].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })));
  const { width, height, channels } = expected.info;
  if (actual.info.width !== width || actual.info.height !== height || actual.info.channels !== channels) return false;
  for (let i = 0; i < expected.data.length; i++) if (Math.abs(actual.data[i] - expected.data[i]) > SAME_FRAME_LEVELS) return false;
  return true;
}

/** Whether the overlay draws a clock's time, or a text matching `ticking`: texts that change on their own. */
function ticks(page: Page, ticking?: RegExp): Promise<boolean> {
  return page.evaluate(
    ({ clock, ticking }) => {
      const res = [clock, ...(ticking ? [ticking] : [])].map((s) => new RegExp(s));
      return ((window as any).__overlay.texts() as string[]).some((t) => res.some((re) => re.test(t)));
    },
    { clock: CLOCK.source, ticking: ticking?.source ?? null },
  );
}

/** Wait until every drawn text stays where it is for STILL_MS (a ticking scene never stops drawing, but its layout settles). */
async function settleLayout(page: Page): Promise<void> {
  await page.waitForFunction(
    (stillMs) => {
      const w = window as any;
      const layout = JSON.stringify(
        (w.__overlay.textBoxes() as { x: number; y: number; w: number; h: number; alpha: number }[]).map((b) => [
          Math.round(b.x + b.w / 2),
          Math.round(b.y),
          Math.round(b.h),
          b.alpha,
        ]),
      );
      const now = performance.now();
      if (layout !== w.__e2eLayout) {
        w.__e2eLayout = layout;
        w.__e2eLayoutSince = now;
        return false;
      }
      return now - w.__e2eLayoutSince >= stillMs;
    },
    STILL_MS,
    { polling: 50, timeout: EVENTUALLY_MS },
  );
}

/**
 * The automated break turns its main panel every 20 s by the clock, so a still frame of it pins
 * one panel first; "Automated" puts the demo's rotation back.
 */
export async function pinBreakPanel(page: Page, option: "Matchup" | "Automated"): Promise<void> {
  const reply = await page.request.post("/actions/update-break-display", {
    headers: { Authorization: `Bearer ${e2eState().tokens.producer}` },
    data: { option },
  });
  expect(reply.ok()).toBe(true);
}

/**
 * A page's errors less those of outside hosts this machine cannot reach (a peer's feed, a chat
 * embed, checked before it shows): on air they load, and an embed that does not is hidden.
 */
export const pageErrors = (errors: string[]): string[] => errors.filter((e) => !e.includes("net::ERR_NAME_NOT_RESOLVED"));

/** Each drawn text with its bounds, size and scale on the 1920x1080 frame (engine/bridge.ts). */
export const textBoxes = (page: Page): Promise<TextBox[]> => page.evaluate(() => (window as any).__overlay.textBoxes());

/** Each drawn shape a scene marked (`mark:<name>`) with its bounds. */
export const marks = (page: Page): Promise<Mark[]> => page.evaluate(() => (window as any).__overlay.marks());
