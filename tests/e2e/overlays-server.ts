// A server the overlay tests start and kill themselves: a fixed DATA_DIR (seeded with
// the demo on first start) so that it comes back with the same data after a restart.
import { join, resolve } from "node:path";
import { createServer } from "../../server/createServer.ts";
import { defaultConfig, silentLogger } from "../../server/deps.ts";
import { writeFileSync } from "node:fs";
import { createSessionToken } from "../../server/auth/tokens.ts";
import { DEMO_PRODUCER_ID, seedDemo } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";

const port = Number(process.env.PORT);
const dataDir = process.env.DATA_DIR;
if (!port || !dataDir) throw new Error("[overlays-server] PORT and DATA_DIR are required");
const { db, dialect } = await openDb({ sqlitePath: join(dataDir, "overlays.sqlite") });
const store = new ThingStore(db, dialect);
const fresh = await seedDemo(store);
// On the first start, a producer token for the test (tokens live in the database, so it survives restarts).
if (fresh && process.env.TOKEN_FILE) writeFileSync(process.env.TOKEN_FILE, await createSessionToken(store, DEMO_PRODUCER_ID));
const server = createServer({
  store,
  config: defaultConfig({ publicOrigin: `http://localhost:${port}`, distDir: resolve(process.env.DIST_DIR ?? "dist") }),
  now: Date.now,
  log: silentLogger,
});
await server.listen(port);
console.log(`overlays server on ${port}`);
