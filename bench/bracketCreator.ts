// The bracket creator with a 512-team double elimination loaded (1,023 games), in headless
// Chromium, printed as JSON (never a pass/fail):
// - loadMs: from Update data until the preview has drawn;
// - press: a W handle pressed until the page says it is connecting (median and max of CLICKS);
// - connect: a slot released on until the connection is made (median and max);
// each as toFrame (in the page, performance.now() from the event to the frame that shows it) and
// raster (the software raster work the change caused in the next second, from a Chromium trace:
// on a machine of few cores it holds up the page's next frames).
// Needs `npm run build` first. Run: npx tsx bench/bracketCreator.ts
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { eliminationLayout } from "../domain/bracket/presets.ts";
import { stringifyLayout } from "../domain/bracket/layout.ts";
import { summarise } from "./common.ts";

const CLICKS = Number(process.env.CLICKS ?? 5);
const port = 24000 + (process.pid % 5000);
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "bench-bracket-creator-"));
const server = spawn(process.execPath, ["--import", "tsx", "tests/e2e/overlays-server.ts"], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, TOKEN_FILE: join(dataDir, "token") },
  stdio: ["ignore", "pipe", "inherit"],
});
process.on("exit", () => server.kill("SIGKILL"));
await new Promise<void>((resolve) => server.stdout!.on("data", (b: Buffer) => b.toString().includes("overlays server on") && resolve()));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${origin}/tools/bracket-creator`);
await page.getByTestId("layout-json").waitFor({ state: "attached" });

/** Time from `act` (run in the page) until `done` holds, checked each frame, in the page's own clock. */
async function timed(p: Page, act: string, done: string): Promise<number> {
  // A string, so the bundler's helpers never reach the page.
  return p.evaluate(`new Promise((resolve) => {
    const start = performance.now();
    ${act};
    const check = () => ((${done}) ? resolve(performance.now() - start) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  })`);
}

const layout = stringifyLayout(eliminationLayout(512, { double: true }));
// The text goes in as typing would put it (React reads the input event), without typing 100 KB.
await page.getByTestId("layout-json").evaluate((el, text) => {
  const area = el as HTMLTextAreaElement;
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(area, text);
  area.dispatchEvent(new Event("input", { bubbles: true }));
}, layout);
const loadMs = await timed(
  page,
  `[...document.querySelectorAll("button")].find((b) => b.textContent === "Update data").click()`,
  `document.querySelector('[data-testid="bracket-match-1"]') && document.querySelector('[data-testid="bracket-match-2"] [data-testid="slot-2-1"]')`,
);
const pointer = (selector: string, type: string) =>
  `document.querySelector('${selector}').dispatchEvent(new PointerEvent("${type}", { bubbles: true, pointerId: 1, isPrimary: true }))`;

/** `act`'s time to its next frame (`done`), and the raster work (software, on this machine's cores) it caused in the next second. */
async function clicked(act: string, done: string): Promise<{ ms: number; rasterMs: number }> {
  await page.waitForTimeout(300);
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  const ms = await timed(page, act, done);
  await page.waitForTimeout(1000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as { name: string; dur?: number; ph: string }[];
  const rasterMs = events.filter((e) => e.name === "RasterTask").reduce((t, e) => t + (e.dur ?? 0) / 1000, 0);
  return { ms, rasterMs };
}

const press: { ms: number; rasterMs: number }[] = [];
const connect: { ms: number; rasterMs: number }[] = [];
for (let i = 0; i < CLICKS; i++) {
  // Press match 1's W handle, then release on a slot of another game in view.
  press.push(
    await clicked(pointer('[data-testid="handle-1-W"]', "pointerdown"), `document.querySelector('[data-testid="active-connection"]')`),
  );
  const target = i % 2 ? "slot-3-1" : "slot-4-1";
  connect.push(
    await clicked(pointer(`[data-testid="${target}"]`, "pointerup"), `!document.querySelector('[data-testid="active-connection"]')`),
  );
}
const figures = (list: { ms: number; rasterMs: number }[]) => ({
  toFrame: summarise(
    list.map((c) => c.ms),
    { median_ms: 0.5 },
  ),
  raster: summarise(
    list.map((c) => c.rasterMs),
    { median_ms: 0.5 },
  ),
});
console.log(JSON.stringify({ games: 1023, loadMs: Math.round(loadMs), press: figures(press), connect: figures(connect) }, null, 2));
await browser.close();
server.kill("SIGKILL");
process.exit(0);
