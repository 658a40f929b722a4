// What anonymous image requests of distinct sizes cost the server: 60 requests (REQUESTS) of
// `/image.png?size=h-<n>` for the demo banner (an SVG, so every size is a full render), n spread
// from 8 to 3000, sent at once as a scraper would. The server runs in a child process of its own
// (SQLite file, image cache in a fresh folder) so its CPU time and memory are its own. Prints JSON:
// statuses, the server's CPU seconds and RSS before, after and at its peak, the renders kept on
// disk; then the same 60 again (from the cache).
import { fork } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const REQUESTS = Number(process.env.REQUESTS ?? 60);
const MB = 1024 * 1024;

interface Usage {
  cpuSeconds: number;
  rssMb: number;
  maxRssMb: number;
}

if (process.env.BENCH_IMAGES_CHILD) await serve();
else await measure();

/** The child: the demo server, answering `usage` with its own CPU time and memory. */
async function serve() {
  const { createServer } = await import("../server/createServer.ts");
  const { defaultConfig, silentLogger } = await import("../server/deps.ts");
  const { seedDemo, seedId } = await import("../server/seed/demo.ts");
  const { openDb } = await import("../server/store/db.ts");
  const { ThingStore } = await import("../server/store/ThingStore.ts");
  const { db, dialect } = await openDb({ sqlitePath: join(mkdtempSync(join(tmpdir(), "bench-")), "bench.sqlite") });
  const store = new ThingStore(db, dialect);
  await seedDemo(store);
  // Default limits and queue; only the cache folder is a fresh one, so the first burst draws everything.
  const config = defaultConfig({ images: { cacheDir: process.env.BENCH_IMAGES_CHILD! } });
  const url = await createServer({ store, config, now: Date.now, log: silentLogger }).listen(0, "127.0.0.1");
  process.on("message", (message) => {
    if (message !== "usage") return;
    const { userCPUTime, systemCPUTime, maxRSS } = process.resourceUsage();
    const usage: Usage = {
      cpuSeconds: +((userCPUTime + systemCPUTime) / 1e6).toFixed(2),
      rssMb: Math.round(process.memoryUsage().rss / MB),
      maxRssMb: Math.round(maxRSS / 1024),
    };
    process.send!({ usage });
  });
  process.send!({ url, banner: `att${seedId("image:banner:spring").slice(3)}` });
}

/** The parent: start the child, send the requests, read the child's usage around them. */
async function measure() {
  const cacheDir = mkdtempSync(join(tmpdir(), "bench-images-"));
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_IMAGES_CHILD: cacheDir },
    execArgv: ["--import", "tsx"],
  });
  const next = <T>(field: string) =>
    new Promise<T>((resolve) => {
      const listener = (message: Record<string, unknown>) => {
        if (!(field in message)) return;
        child.off("message", listener);
        resolve(message as T);
      };
      child.on("message", listener);
    });
  const { url, banner } = await next<{ url: string; banner: string }>("url");
  const usage = async () => {
    const reply = next<{ usage: Usage }>("usage");
    child.send("usage");
    return (await reply).usage;
  };
  const sizes = Array.from({ length: REQUESTS }, (_, i) => Math.round(8 + (i * (3000 - 8)) / Math.max(1, REQUESTS - 1)));
  const burst = async () => {
    const t0 = performance.now();
    const statuses = await Promise.all(
      sizes.map((px) => fetch(`${url}/image.png?id=${banner}&size=h-${px}`).then(async (r) => (await r.arrayBuffer(), r.status))),
    );
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    return { wall_s: +((performance.now() - t0) / 1000).toFixed(2), statuses: counts };
  };

  const before = await usage();
  const first = await burst();
  const afterFirst = await usage();
  const again = await burst();
  const afterAgain = await usage();
  let kept: number | null = null;
  try {
    kept = readdirSync(cacheDir).length;
  } catch {
    kept = null;
  }
  console.log(
    JSON.stringify(
      {
        requests: REQUESTS,
        sizes: `h-${sizes[0]} … h-${sizes.at(-1)}`,
        first_burst: {
          ...first,
          server_cpu_s: +(afterFirst.cpuSeconds - before.cpuSeconds).toFixed(2),
          rss_before_mb: before.rssMb,
          rss_after_mb: afterFirst.rssMb,
          rss_peak_mb: afterFirst.maxRssMb,
        },
        same_again: { ...again, server_cpu_s: +(afterAgain.cpuSeconds - afterFirst.cpuSeconds).toFixed(2), rss_after_mb: afterAgain.rssMb },
        renders_on_disk: kept,
      },
      null,
      2,
    ),
  );
  child.kill();
}
