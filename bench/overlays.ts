// Overlay figures in headless Chromium, printed as JSON (never a pass/fail). Per overlay route:
// - firstFrameMs: from navigation until the bridge says the data is drawn;
// - idleCallbacksPerS (goal 0): requestAnimationFrame callbacks per second once the page has
//   settled (no callback for a second, at most 15 s), read from the bridge's `frameCallbacks`:
//   every callback the page runs, whoever asked for it and whether it draws or not. idleFrames:
//   frames drawn in that window; idleMsPerS: main-thread ms per second (CDP TaskDuration). A
//   route that moves by design (clock: tenths of seconds) draws, and runs one callback a frame;
// - for routes that show the live match's score, what one score change costs the page. A real
//   change goes through the server (update-match-data with a producer token, sent from this
//   process, so no page code sends it), after one warm-up change:
//   scoreChangeFrameScriptMs: the JavaScript of the frame that applies it, i.e. of the page's
//   busiest main-thread task in the CHANGE_WINDOW_MS after the change, from a Chromium trace
//   (script events of each task summed; tracing adds a little). Median and max of TRACED_CHANGES;
//   scoreChangeScriptMs: all the JavaScript the change causes, in every task (socket message,
//   feed, scene update, the drawing frame): CDP ScriptDuration over CHANGE_WINDOW_MS from the
//   change, less the same over an idle window just before it (timers, scheduled redraws and any
//   idle frame loop cancel out, noisily where one runs). Median and max of SCORE_CHANGES;
//   scoreChangeTaskMs: the same for all main-thread work (TaskDuration: style, GC, WebGL too);
// - entranceMsPerS, entranceFrames: main-thread ms per second and frames over two seconds of
//   an entrance (a click hides, a second click shows); afterEntranceCallbacks: callbacks in
//   the second after it settled (goal 0);
// - jsWireKB: the JavaScript of a first load as it crossed the wire (response bodies as sent,
//   brotli or gzip when the server sends them so; goal under 250 KB), jsEncodings: how it was sent.
// Needs `npm run build` first. Run: npx tsx bench/overlays.ts [overlay…]
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type CDPSession, type Page } from "playwright-core";
import type { OverlayBridge } from "../engine/bridge.ts";
import { CATALOGUE } from "../overlays/catalogue.ts";
import { summarise } from "./common.ts";

/** The page's window as seen by `page.evaluate` (the cast is erased, so it survives serialisation). */
type OverlayWindow = Window & { __overlay?: OverlayBridge };

/** The routes whose first example shows the live match's score: the score-change figures are taken on them. */
const SHOWS_SCORE = new Set(["ingame", "versus", "break", "schedule", "bracket", "desk"]);

/** Every catalogue route (overlays/catalogue.ts) at its first example address, named by that example. */
const ROUTES: { name: string; path: string; score?: boolean }[] = CATALOGUE.map((route) => ({
  name: route.examples[0],
  path: `/${route.client ? "client/producer" : "broadcast/main"}/${route.examples[0]}`,
  score: SHOWS_SCORE.has(route.name),
}));
const IDLE_MS = 2000;
const CHANGE_WINDOW_MS = 1500;
const SCORE_CHANGES = 7;
const TRACED_CHANGES = 5;
// A subset may be named on the command line: npx tsx bench/overlays.ts ingame break
const names = process.argv.slice(2);
const unknown = names.filter((n) => !ROUTES.some((r) => r.name === n));
if (unknown.length) throw new Error(`[bench] unknown overlay ${unknown.join(", ")}; one of ${ROUTES.map((r) => r.name).join(", ")}`);
const chosen = names.length ? ROUTES.filter((r) => names.includes(r.name)) : ROUTES;

const port = 23000 + (process.pid % 5000);
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "bench-overlays-"));
const tokenFile = join(dataDir, "token");
const server = spawn(process.execPath, ["--import", "tsx", "tests/e2e/overlays-server.ts"], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, TOKEN_FILE: tokenFile },
  stdio: ["ignore", "pipe", "inherit"],
});
process.on("exit", () => server.kill("SIGKILL"));
await new Promise<void>((resolve) => server.stdout!.on("data", (b: Buffer) => b.toString().includes("overlays server on") && resolve()));
const token = readFileSync(tokenFile, "utf8");
const liveMatch: string = (await (await fetch(`${origin}/thing/broadcast-main`)).json()).live_match[0];

/** Sets the live match's score through the server, as a producer's dashboard does. */
async function setScore(score_1: number, score_2: number): Promise<void> {
  const res = await fetch(`${origin}/actions/update-match-data`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ matchID: liveMatch, updatedData: { score_1, score_2 } }),
  });
  if (!res.ok) throw new Error(`[bench] update-match-data: ${res.status} ${await res.text()}`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"],
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The page's main-thread totals so far, in ms: all tasks, and script alone. */
async function mainThreadMs(cdp: CDPSession) {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { task: ms("TaskDuration"), script: ms("ScriptDuration") };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}
/** Trace events that run script; nested ones are counted once, in the outermost. */
const SCRIPT = new Set(["FunctionCall", "EvaluateScript", "TimerFire", "FireAnimationFrame", "EventDispatch", "RunMicrotasks"]);

/**
 * Traces `action` and the CHANGE_WINDOW_MS after it, and answers the script ms of the
 * page's busiest main-thread task in that time: the frame that applies the change.
 */
async function busiestTaskScriptMs(page: Page, action: () => Promise<void>): Promise<number> {
  await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline"] });
  await action();
  await sleep(CHANGE_WINDOW_MS);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's main thread: the renderer main thread that ran the most script.
  const mains = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const scriptOn = (m: TraceEvent) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && SCRIPT.has(e.name)).length;
  const main = mains.sort((a, b) => scriptOn(b) - scriptOn(a))[0];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined);
  const outermost = (list: TraceEvent[]) =>
    list.filter((e) => !list.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur!));
  const tasks = outermost(onMain.filter((e) => e.name === "ThreadControllerImpl::RunTask" || e.name === "RunTask"));
  const scripts = outermost(onMain.filter((e) => SCRIPT.has(e.name)));
  let busiest = 0;
  for (const t of tasks) {
    const inside = scripts.filter((e) => e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur!);
    busiest = Math.max(busiest, inside.reduce((sum, e) => sum + e.dur!, 0) / 1000);
  }
  return busiest;
}

const counters = (page: Page) =>
  page.evaluate(() => {
    const o = (window as OverlayWindow).__overlay!;
    return { frames: o.frames, callbacks: o.frameCallbacks, version: o.version };
  });

/** Waits until the page runs no callback for half a second (at most 15 s): entrances, images and stray loops done. */
async function settle(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 30; i++) {
    const { callbacks } = await counters(page);
    if (callbacks === last) return;
    last = callbacks;
    await sleep(500);
  }
}

async function measure({ name, path, score }: (typeof ROUTES)[number]) {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const js = new Map<string, { bytes: number; encoding: string }>();
  page.on("requestfinished", async (request) => {
    const res = await request.response();
    if (!res || !/javascript/.test(res.headers()["content-type"] ?? "")) return;
    js.set(request.url(), { bytes: (await request.sizes()).responseBodySize, encoding: res.headers()["content-encoding"] ?? "identity" });
  });
  const t0 = Date.now();
  await page.goto(`${origin}${path}${path.includes("?") ? "&" : "?"}stingerText=Bench`);
  await page.waitForFunction(() => (window as OverlayWindow).__overlay?.drawn, null, { timeout: 30_000 });
  const firstFrameMs = Date.now() - t0;
  const scene = await page.evaluate(() => (window as OverlayWindow).__overlay!.scene);
  await settle(page);

  // Idle: nothing changes; nothing should run, let alone draw.
  const i0 = await counters(page);
  const m0 = await mainThreadMs(cdp);
  await sleep(IDLE_MS);
  const m1 = await mainThreadMs(cdp);
  const i1 = await counters(page);

  // Score changes: each one's window less the idle window just before it (timers and
  // scheduled redraws such as a break's clock fall in either, and cancel out in the median).
  let scoreChange = null;
  if (score) {
    await setScore(1, 1); // warm-up: the first change also turns "VS" into a score
    await sleep(CHANGE_WINDOW_MS);
    const script: number[] = [];
    const task: number[] = [];
    for (let i = 0; i < SCORE_CHANGES; i++) {
      const quiet = await mainThreadMs(cdp);
      await sleep(CHANGE_WINDOW_MS);
      const a = await mainThreadMs(cdp);
      const before = await counters(page);
      await setScore(2 - (i % 2), 1);
      await sleep(CHANGE_WINDOW_MS);
      const b = await mainThreadMs(cdp);
      const after = await counters(page);
      if (after.version === before.version) throw new Error(`[bench] ${name}: a score change drew no new data version`);
      script.push(b.script - a.script - (a.script - quiet.script));
      task.push(b.task - a.task - (a.task - quiet.task));
    }
    const frame: number[] = [];
    for (let i = 0; i < TRACED_CHANGES; i++) frame.push(await busiestTaskScriptMs(page, () => setScore(2 - (i % 2), 1)));
    await setScore(0, 0);
    await sleep(CHANGE_WINDOW_MS);
    scoreChange = {
      script: summarise(script, { median_ms: 0.5 }),
      frame: summarise(frame, { median_ms: 0.5 }),
      task: summarise(task, { median_ms: 0.5 }),
    };
  }

  // Entrance: hide, then show (a click toggles in a browser), for two seconds.
  await page.mouse.click(5, 5);
  await sleep(300);
  const e0 = await mainThreadMs(cdp);
  const ef0 = await counters(page);
  await page.mouse.click(5, 5);
  await sleep(2000);
  const e1 = await mainThreadMs(cdp);
  const ef1 = await counters(page);
  await settle(page);
  const a0 = await counters(page);
  await sleep(1000);
  const a1 = await counters(page);
  await page.close();

  const jsWireKB = [...js.values()].reduce((a, b) => a + b.bytes, 0) / 1024;
  return {
    overlay: name,
    scene,
    firstFrameMs,
    idleCallbacksPerS: +((i1.callbacks - i0.callbacks) / (IDLE_MS / 1000)).toFixed(1),
    idleFrames: i1.frames - i0.frames,
    idleMsPerS: +((m1.task - m0.task) / (IDLE_MS / 1000)).toFixed(1),
    scoreChangeScriptMs: scoreChange?.script ?? null,
    scoreChangeFrameScriptMs: scoreChange?.frame ?? null,
    scoreChangeTaskMs: scoreChange?.task ?? null,
    entranceMsPerS: +((e1.task - e0.task) / 2).toFixed(1),
    entranceFrames: ef1.frames - ef0.frames,
    afterEntranceCallbacks: a1.callbacks - a0.callbacks,
    jsWireKB: +jsWireKB.toFixed(1),
    jsFiles: js.size,
    jsEncodings: [...new Set([...js.values()].map((f) => f.encoding))],
  };
}

const results = [];
for (const route of chosen) {
  const r = await measure(route);
  console.error(JSON.stringify(r)); // progress, one line per overlay
  results.push(r);
}
await browser.close();
server.kill("SIGKILL");
console.log(
  JSON.stringify(
    {
      renderer: "SwiftShader (software WebGL)",
      idleWindowMs: IDLE_MS,
      changeWindowMs: CHANGE_WINDOW_MS,
      scoreChanges: SCORE_CHANGES,
      // The goals at a glance: no frames while idle (the clock moves by design), first frame under 1.5 s, JS under 250 KB.
      summary: {
        routes: results.length,
        drawingWhileIdle: results.filter((r) => r.idleFrames > 0).map((r) => r.overlay),
        firstFrameMs: summarise(
          results.map((r) => r.firstFrameMs),
          { median_ms: 0.5, p90_ms: 0.9 },
        ),
        firstFrameOver1500Ms: results.filter((r) => r.firstFrameMs > 1500).map((r) => r.overlay),
        jsWireKBMax: Math.max(...results.map((r) => r.jsWireKB)),
      },
      results,
    },
    null,
    2,
  ),
);
