// OGraf graphics in headless Chromium, printed as JSON (never a pass/fail). The test renderer
// (tests/ograf/) on an origin of its own loads each graphic from the server, as a playout tool
// would. Per graphic, ROUNDS times:
// - jsWireKB, fontsWireKB: what its first load downloads (the module and its chunks as sent,
//   brotli; the fonts), in a fresh browser context each round, so nothing is cached;
// - importMs: the module and the chunks it loads, imported; loadMs: load() until it resolves
//   (fonts, Pixi's application, the first data and its images; live-bound graphics reach the
//   server for theirs);
// - playMs: playAction() until it resolves (the entrance, played whole); updateMs: updateAction()
//   until the next animation frame after it; stopMs: stopAction() (the exit);
// - for the non-real-time graphics, goToTimeMs: one frame rendered by goToTime() (a new scene
//   drawn and its entrance seeked), over the frames of a 2 s schedule at 25 fps.
// Needs `npm run build` first. Run: npx tsx bench/ograf.ts [graphic…]
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Page } from "playwright-core";
import { GRAPHICS } from "../overlays/ograf/graphics.ts";
import { createServer } from "../server/createServer.ts";
import { defaultConfig, silentLogger } from "../server/deps.ts";
import { seedDemo } from "../server/seed/demo.ts";
import { openDb } from "../server/store/db.ts";
import { ThingStore } from "../server/store/ThingStore.ts";
import { startRendererServer } from "../tests/ograf/rendererServer.ts";
import { summarise } from "./common.ts";

const ROUNDS = 5;
const NON_REAL_TIME_FRAMES = 50;

const names = process.argv.slice(2);
const chosen = names.length ? GRAPHICS.filter((g) => names.includes(g.id)) : GRAPHICS;
if (!chosen.length) throw new Error(`[bench] no graphic ${names.join(", ")}; one of ${GRAPHICS.map((g) => g.id).join(", ")}`);

const base = 24000 + (process.pid % 4000);
const rendererOrigin = `http://localhost:${base + 1}`;
const { db, dialect } = await openDb({ sqlitePath: join(mkdtempSync(join(tmpdir(), "bench-ograf-")), "bench.sqlite") });
const store = new ThingStore(db, dialect);
await seedDemo(store);
const server = createServer({
  store,
  config: defaultConfig({ publicOrigin: `http://localhost:${base}`, distDir: resolve("dist"), corsOrigins: [rendererOrigin] }),
  now: Date.now,
  log: silentLogger,
});
const origin = (await server.listen(base, "127.0.0.1")).replace("127.0.0.1", "localhost");
const renderer = await startRendererServer(base + 1);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"],
});

/** The test renderer's page (tests/ograf/renderer.js), as `page.evaluate` sees it (the cast is erased). */
type RendererWindow = Window & {
  ograf: {
    defaults(schema: unknown): Record<string, unknown>;
    add(url: string, options: { renderType?: string; data?: unknown }): Promise<unknown>;
    call(method: string, params: unknown): Promise<unknown>;
    remove(): Promise<unknown>;
  };
};

interface Round {
  jsWireKB: number;
  fontsWireKB: number;
  importMs: number;
  loadMs: number;
  playMs: number;
  updateMs: number;
  stopMs: number;
  goToTimeMs: number[];
}

/** One graphic through load, play, update and stop in a fresh context; timed in the page. */
async function round(
  page: Page,
  id: string,
  data: Record<string, unknown>,
  update: Record<string, unknown>,
  nonRealTime: boolean,
): Promise<Round> {
  const wire = { js: 0, fonts: 0 };
  page.on("requestfinished", (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/ograf/`)) return;
    void request.sizes().then((s) => (url.endsWith(".woff2") ? (wire.fonts += s.responseBodySize) : (wire.js += s.responseBodySize)));
  });
  await page.goto(`${rendererOrigin}/`);
  const manifest = `${origin}/ograf/${id}/${id}.ograf.json`;
  const timed = await page.evaluate(
    async ([url, data, update, nonRealTime, frames]) => {
      const ograf = (window as unknown as RendererWindow).ograf;
      const m = await (await fetch(url)).json();
      const t0 = performance.now();
      await import(new URL(m.main, url).href);
      const t1 = performance.now();
      await ograf.add(url, { data: { ...ograf.defaults(m.schema), ...data } });
      const t2 = performance.now();
      await ograf.call("playAction", {});
      const t3 = performance.now();
      await ograf.call("updateAction", { data: update });
      await new Promise((r) => requestAnimationFrame(r));
      const t4 = performance.now();
      await ograf.call("stopAction", {});
      const t5 = performance.now();
      const goToTimeMs: number[] = [];
      if (nonRealTime) {
        await ograf.add(url, { renderType: "non-realtime", data: ograf.defaults(m.schema) });
        await ograf.call("setActionsSchedule", { schedule: [{ timestamp: 0, action: { type: "playAction", params: {} } }] });
        for (let f = 0; f < frames; f++) {
          const s = performance.now();
          await ograf.call("goToTime", { timestamp: f * 40 });
          goToTimeMs.push(performance.now() - s);
        }
      }
      await ograf.remove();
      return { importMs: t1 - t0, loadMs: t2 - t1, playMs: t3 - t2, updateMs: t4 - t3, stopMs: t5 - t4, goToTimeMs };
    },
    [manifest, data, update, nonRealTime, NON_REAL_TIME_FRAMES] as const,
  );
  await new Promise((r) => setTimeout(r, 200));
  return { ...timed, jsWireKB: wire.js / 1024, fontsWireKB: wire.fonts / 1024 };
}

const UPDATE: Record<string, Record<string, unknown>> = {
  standings: { stage: "Group B" },
  bracket: { small: true },
  desk: { casters: ["Robin Park"] },
};
const results: Record<string, unknown> = {};
for (const g of chosen) {
  const data = g.portable ? {} : { server: origin, broadcast: "main" };
  const update = UPDATE[g.id] ?? (g.portable && "eventName" in g.portable.shape ? { eventName: "Winter Open" } : {});
  const rounds: Round[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    rounds.push(await round(await context.newPage(), g.id, data, update, g.nonRealTime && i === 0));
    await context.close();
  }
  const median = (pick: (r: Round) => number) => summarise(rounds.map(pick), { p50_ms: 0.5 }).p50_ms;
  results[g.id] = {
    data: g.portable ? "portable" : "live",
    jsWireKB: +median((r) => r.jsWireKB).toFixed(1),
    fontsWireKB: +median((r) => r.fontsWireKB).toFixed(1),
    importMs: median((r) => r.importMs),
    loadMs: median((r) => r.loadMs),
    playMs: median((r) => r.playMs),
    updateMs: median((r) => r.updateMs),
    stopMs: median((r) => r.stopMs),
    ...(g.nonRealTime ? { goToTimeMs: summarise(rounds[0].goToTimeMs, { p50_ms: 0.5, p95_ms: 0.95 }) } : {}),
  };
  console.error(`[bench] ${g.id} done`);
}
console.log(JSON.stringify({ rounds: ROUNDS, nonRealTimeFrames: NON_REAL_TIME_FRAMES, graphics: results }, null, 2));
await browser.close();
await new Promise((r) => renderer.close(r));
await server.close();
await db.destroy();
