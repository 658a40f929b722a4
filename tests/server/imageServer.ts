// A server process for the image memory test and bench: the demo from a SQLite file under
// DATA_DIR, its image cache a fresh folder there, limits high enough for one client to ask
// hundreds of renders. IMAGE_SETTINGS (JSON) overrides the image settings. Prints its URL and
// the demo banner's attachment id on one JSON line; answers "usage" (IPC) with its own memory.
import { join } from "node:path";
import { createServer } from "../../server/createServer.ts";
import { defaultConfig, silentLogger } from "../../server/deps.ts";
import { seedDemo, seedId } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";

export interface ServerUsage {
  rssMb: number;
  peakRssMb: number;
  heapMb: number;
  externalMb: number;
  cpuSeconds: number;
}

const MB = 1024 * 1024;
const dataDir = process.env.DATA_DIR!;
const { db, dialect } = await openDb({ sqlitePath: join(dataDir, "esports.sqlite") });
const store = new ThingStore(db, dialect);
await seedDemo(store);
const config = defaultConfig({
  images: { cacheDir: join(dataDir, "image-cache"), ...(JSON.parse(process.env.IMAGE_SETTINGS ?? "{}") as object) },
  rateLimits: { imagesPerMinute: 100_000, imageRendersPerMinute: 100_000 },
});
const url = await createServer({ store, config, now: Date.now, log: silentLogger }).listen(0, "127.0.0.1");
process.on("message", (message) => {
  if (message !== "usage") return;
  const memory = process.memoryUsage();
  const { userCPUTime, systemCPUTime, maxRSS } = process.resourceUsage();
  const usage: ServerUsage = {
    rssMb: Math.round(memory.rss / MB),
    peakRssMb: Math.round(maxRSS / 1024),
    heapMb: Math.round(memory.heapUsed / MB),
    externalMb: Math.round(memory.external / MB),
    cpuSeconds: +((userCPUTime + systemCPUTime) / 1e6).toFixed(1),
  };
  process.send!({ usage });
});
process.send!({ url, image: `att${seedId("image:banner:spring").slice(3)}` });
