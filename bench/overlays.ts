// Overlay figures in headless Chromium, printed as JSON (never a pass/fail):
// per overlay, time to first drawn frame, main-thread ms per second idle and during its
// entrance, frames rendered while idle (goal 0), and the gzip size of the JavaScript the
// page loads (goal under 250 KB). Needs `npm run build` first.
// Run: npx tsx bench/overlays.ts
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import type { OverlayBridge } from "../engine/bridge.ts";

/** The page's window as seen by `page.evaluate` (the cast is erased, so it survives serialisation). */
type OverlayWindow = Window & { __overlay?: OverlayBridge };

const OVERLAYS = [
  "ingame",
  "versus",
  "winners",
  "stinger",
  "break",
  "break-bar",
  "break-text",
  "schedule",
  "standings",
  "bracket",
  "desk",
  "cams/desk",
  "cams/ingame",
  "cams/pov",
  "cams/full",
  "music",
  "confetti",
  "clock",
  "tally-dot",
  "tally-viewer",
];
const IDLE_MS = 2000;
// A subset may be named on the command line: npx tsx bench/overlays.ts ingame break
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : OVERLAYS;
const port = 23000 + (process.pid % 5000);
const origin = `http://localhost:${port}`;

const server = spawn(process.execPath, ["--import", "tsx", "tests/e2e/overlays-server.ts"], {
  env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), "bench-overlays-")) },
  stdio: ["ignore", "pipe", "inherit"],
});
process.on("exit", () => server.kill("SIGKILL"));
await new Promise<void>((resolve) => server.stdout!.on("data", (b: Buffer) => b.toString().includes("overlays server on") && resolve()));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"],
});

async function measure(name: string) {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const taskMs = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    return (metrics.find((m) => m.name === "TaskDuration")?.value ?? 0) * 1000;
  };
  const js = new Map<string, number>();
  page.on("response", async (res) => {
    if (!/javascript/.test(res.headers()["content-type"] ?? "")) return;
    try {
      js.set(res.url(), gzipSync(await res.body()).length);
    } catch {
      /* aborted */
    }
  });
  const t0 = Date.now();
  await page.goto(`${origin}/broadcast/main/${name}?stingerText=Bench`);
  await page.waitForFunction(() => (window as OverlayWindow).__overlay?.drawn, null, { timeout: 30_000 });
  const firstFrameMs = Date.now() - t0;
  await page.waitForTimeout(500);
  // Idle: nothing changes, nothing should render.
  const f0 = await page.evaluate(() => (window as OverlayWindow).__overlay!.frames);
  const i0 = await taskMs();
  await page.waitForTimeout(IDLE_MS);
  const idleMsPerS = ((await taskMs()) - i0) / (IDLE_MS / 1000);
  const idleFrames = (await page.evaluate(() => (window as OverlayWindow).__overlay!.frames)) - f0;
  // Entrance: hide, then show (a click toggles in a browser), for two seconds.
  await page.mouse.click(5, 5);
  await page.waitForTimeout(300);
  const e0 = await taskMs();
  const ef0 = await page.evaluate(() => (window as OverlayWindow).__overlay!.frames);
  await page.mouse.click(5, 5);
  await page.waitForTimeout(2000);
  const entranceMsPerS = ((await taskMs()) - e0) / 2;
  const entranceFrames = (await page.evaluate(() => (window as OverlayWindow).__overlay!.frames)) - ef0;
  await page.close();
  const jsGzipKB = [...js.values()].reduce((a, b) => a + b, 0) / 1024;
  return {
    overlay: name,
    firstFrameMs,
    idleMsPerS: +idleMsPerS.toFixed(1),
    idleFrames,
    entranceMsPerS: +entranceMsPerS.toFixed(1),
    entranceFrames,
    jsGzipKB: +jsGzipKB.toFixed(1),
    jsFiles: js.size,
  };
}

const results = [];
for (const name of chosen) {
  const r = await measure(name);
  console.error(JSON.stringify(r)); // progress, one line per overlay
  results.push(r);
}
await browser.close();
server.kill("SIGKILL");
console.log(JSON.stringify({ renderer: "SwiftShader (software WebGL)", idleWindowMs: IDLE_MS, results }, null, 2));
