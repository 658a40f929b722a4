import type { Page } from "@playwright/test";

export const SHOTS = "tests/e2e/__screenshots__/overlays";

export interface BridgeView {
  scene: string;
  version: number;
  frames: number;
  drawn: boolean;
  entrances: number;
  error: string | null;
  texts: string[];
}

/** Load an overlay and wait until its bridge says the current data is drawn. */
export async function openOverlay(page: Page, path: string): Promise<BridgeView> {
  await page.goto(path);
  await page.waitForFunction(() => (window as any).__overlay?.drawn || (window as any).__overlay?.error, null, { timeout: 20_000 });
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
 * (ms from sending the request); the version drawn before and after comes back too.
 */
export function actAndTime(page: Page, key: string, payload: unknown, token: string, expected: string | RegExp) {
  return page.evaluate(
    async ({ key, payload, token, source, isRegex }) => {
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
        if (performance.now() - t0 > 10_000) return { ms: -1, before, after: o.version, reply, texts: o.texts() };
        await new Promise((r) => setTimeout(r, 2));
      }
      return { ms: Math.round(performance.now() - t0), before, after: o.version, reply, texts: o.texts() };
    },
    { key, payload, token, source: typeof expected === "string" ? expected : expected.source, isRegex: typeof expected !== "string" },
  );
}

/** Wait until the overlay stops rendering (its animations finished), for a still screenshot. */
export async function settle(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 60; i++) {
    const frames = await page.evaluate(() => (window as any).__overlay.frames);
    if (frames === last) return;
    last = frames;
    await page.waitForTimeout(400);
  }
}
