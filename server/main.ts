import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { needsSetup } from "./auth/setupRoutes.ts";
import { createSessionToken } from "./auth/tokens.ts";
import { configFromEnv } from "./config.ts";
import { createServer } from "./createServer.ts";
import { consoleLogger } from "./deps.ts";
import { DEMO_PRODUCER_ID } from "./seed/demo.ts";
import { openStore } from "./store/openStore.ts";

const rootDir = resolve(fileURLToPath(import.meta.url), "../..");
const env = configFromEnv(process.env, rootDir);
const { store, seeded } = await openStore({
  databaseUrl: env.databaseUrl,
  sqlitePath: join(env.dataDir, "esports.sqlite"),
  seedDemo: env.seedDemo,
});
// No organiser yet: a one-time code opens the setup page, for whoever reads this console (in a
// cluster, the one code its launcher gave every process).
const setupCode = (await needsSetup(store)) ? env.setupCode || randomBytes(18).toString("base64url") : null;
const server = createServer({ store, config: { ...env.server, setupCode }, now: Date.now, log: consoleLogger });
if (env.redisUrl) await server.useRedis(env.redisUrl, env.redisPrefix);
await server.listen(env.port, env.host);

// In a cluster (npm run cluster) the first process greets, once: the others serve in silence.
const greets = !env.cluster || (env.cluster.process === 1 && env.cluster.restarts === 0);
if (greets)
  console.log(`Serving the site, dashboard and overlays on ${env.server.publicOrigin} (${store.dialect}${env.redisUrl ? ", redis" : ""})`);
if (greets && seeded) console.log("Seeded the demo tournament.");
if (greets && setupCode)
  console.log(`No organiser account yet. Open this link to create the first one:\n  ${env.server.publicOrigin}/setup?code=${setupCode}`);
if (greets && (await store.getTyped(DEMO_PRODUCER_ID, "Players")) && !env.server.production) {
  const token = await createSessionToken(store, DEMO_PRODUCER_ID);
  console.log(`Demo producer sign-in token (paste it in the Token dialog, or use it as a Bearer token):\n  ${token}`);
}

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  void server
    .close()
    .then(() => store.close())
    .then(() => process.exit(0));
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, stop);
// Started by a cluster's launcher over IPC: when the launcher is gone, so is this process.
if (process.channel) process.once("disconnect", stop);
