// A server process the webhook crash test kills and starts again: the demo in a SQLite file
// under DATA_DIR, hooks allowed to post to this machine. Prints its URL and a producer token on
// one JSON line once it listens.
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
// A lease of 2 s: rows a killed process had claimed are taken again soon (the default is the same rule, slower).
const config = defaultConfig({ webhooks: { allowPrivate: true, pollMs: 100, leaseMs: 2_000 } });
const server = createServer({ store, config, now: Date.now, log: silentLogger });
const url = await server.listen(0, "127.0.0.1");
console.log(JSON.stringify({ url, token: await createSessionToken(store, DEMO_PRODUCER_ID) }));
