// A server process the reconnect test kills and starts again: the demo in a SQLite file under
// DATA_DIR, on a fixed PORT, so clients find it again where they lost it. Prints its URL and a
// producer token on one JSON line once it listens.
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
const token = await createSessionToken(store, DEMO_PRODUCER_ID);
const server = createServer({ store, config: defaultConfig(), now: Date.now, log: silentLogger });
const url = await server.listen(Number(process.env.PORT), "127.0.0.1");
console.log(JSON.stringify({ url, token }));
