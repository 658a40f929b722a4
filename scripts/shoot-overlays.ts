// Render overlay routes against a fresh demo database and save each as a 1920x1080 PNG, with
// what it drew: the quick look a designer takes while working on a scene.
//
//   npx vite build --mode overlay --outDir dist-mine          (the overlay page, built once per change)
//   npx tsx scripts/shoot-overlays.ts --dist dist-mine --out /tmp/shots maps "maps?auto=score" /client/producer/cams/desk
//
// A bare route is opened on the demo's main broadcast (/broadcast/main/<route>); a path starting
// with / is opened as given. Each PNG is named after its route; its drawn texts, warnings and
// errors are printed.
import { chromium } from "@playwright/test";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createServer } from "../server/createServer.ts";
import { defaultConfig, silentLogger } from "../server/deps.ts";
import { seedDemo } from "../server/seed/demo.ts";
import { openDb } from "../server/store/db.ts";
import { ThingStore } from "../server/store/ThingStore.ts";

/** What the overlay page's test bridge (engine/bridge.ts) answers. */
type Bridged = Window & { __overlay?: { drawn: boolean; error: string | null; frames: number; texts(): string[] } };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: "string", default: "dist" }, out: { type: "string", default: "shots" }, wait: { type: "string", default: "0" } },
});
const out = resolve(values.out);
mkdirSync(out, { recursive: true });

// The server wants the site's page too; an overlay-only build borrows the main build's.
const dist = resolve(values.dist);
if (!existsSync(join(dist, "index.html"))) copyFileSync(resolve("dist/index.html"), join(dist, "index.html"));

const { db, dialect } = await openDb({ sqlitePath: join(mkdtempSync(join(tmpdir(), "shoot-")), "shoot.sqlite") });
const store = new ThingStore(db, dialect);
await seedDemo(store);
const port = 30000 + (process.pid % 20000);
const server = createServer({
  store,
  config: defaultConfig({ publicOrigin: `http://localhost:${port}`, distDir: dist }),
  now: Date.now,
  log: silentLogger,
});
await server.listen(port);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"],
});
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
for (const route of positionals) {
  const path = route.startsWith("/") ? route : `/broadcast/main/${route}`;
  const logs: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === "error" || m.type() === "warning") logs.push(`${m.type()}: ${m.text()}`);
  };
  page.on("console", onConsole);
  page.on("pageerror", (e) => logs.push(`pageerror: ${e.message}`));
  await page.goto(`http://localhost:${port}${path}`);
  const t0 = Date.now();
  await page
    .waitForFunction(() => (window as Bridged).__overlay?.drawn || (window as Bridged).__overlay?.error, null, { timeout: 20_000 })
    .catch(() => logs.push("not drawn within 20 s"));
  // Let entrances finish: wait until no frame is drawn for 400 ms.
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const frames = await page.evaluate(() => (window as Bridged).__overlay?.frames ?? 0);
    if (frames === last) break;
    last = frames;
    await page.waitForTimeout(400);
  }
  await page.waitForTimeout(Number(values.wait));
  const texts = await page.evaluate(() => (window as Bridged).__overlay?.texts?.() ?? []);
  const file = join(out, `${route.replace(/^\/+/, "").replace(/[^a-z0-9=-]+/gi, "_")}.png`);
  await page.screenshot({ path: file });
  console.log(`${path} (${Date.now() - t0} ms) -> ${file}\n  texts: ${JSON.stringify(texts)}${logs.map((l) => `\n  ${l}`).join("")}`);
  page.off("console", onConsole);
}
await browser.close();
await server.close();
process.exit(0);
