// A server process for the crash test: serves the demo from DATA_DIR and prints its URL
// and a producer token on one JSON line.
import { join } from "node:path";
import { createSessionToken } from "../../server/auth/tokens.ts";
import { createServer } from "../../server/createServer.ts";
import { defaultConfig, silentLogger } from "../../server/deps.ts";
import { DEMO_PRODUCER_ID, seedDemo } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";

const { db, dialect } = await openDb({ sqlitePath: join(process.env.DATA_DIR!, "esports.sqlite") });
const store = new ThingStore(db, dialect);
await seedDemo(store);
const server = createServer({ store, config: defaultConfig(), now: Date.now, log: silentLogger });
const url = await server.listen(0, "127.0.0.1");
console.log(JSON.stringify({ url, token: await createSessionToken(store, DEMO_PRODUCER_ID) }));
