// The server the end-to-end tests drive: a fresh SQLite file, the demo seed, and sign-in
// tokens for the demo's people written where the tests read them.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createSessionToken } from "../../server/auth/tokens.ts";
import { createServer } from "../../server/createServer.ts";
import { defaultConfig, silentLogger } from "../../server/deps.ts";
import { DEMO_PRODUCER_ID, seedDemo, seedId } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";
import { E2E_CHANNEL_ID, E2E_EPOCH, E2E_STATE_FILE } from "./state.ts";

const port = Number(process.env.E2E_PORT);
const dataDir = mkdtempSync(join(tmpdir(), "e2e-"));
const { db, dialect } = await openDb({ sqlitePath: join(dataDir, "e2e.sqlite") });
const booted = Date.now();
const now = () => E2E_EPOCH + (Date.now() - booted);
const store = new ThingStore(db, dialect, now);
await seedDemo(store, E2E_EPOCH);
// The main broadcast's Twitch channel is connected (as /twitch_auth leaves it), so the stream
// software tests can stream to it: OBS's stream key names the channel (`live_<id>_…`).
await store.transaction((tx) => tx.update(seedId("broadcast:main"), "Broadcasts", { channel_id: E2E_CHANNEL_ID }));
const server = createServer({
  store,
  // E2E_DIST serves another build folder (both `vite build` runs with `--outDir dist-x`), so two builds can be tested side by side.
  config: defaultConfig({ publicOrigin: `http://localhost:${port}`, distDir: resolve(process.env.E2E_DIST ?? "dist") }),
  now,
  log: silentLogger,
});
await server.listen(port);
const tokens = {
  producer: await createSessionToken(store, DEMO_PRODUCER_ID),
  admin: await createSessionToken(store, seedId("player:Admin Morgan")),
  captain: await createSessionToken(store, seedId("player:Kitsune")),
  opponent: await createSessionToken(store, seedId("player:Nightjar")),
  stranger: await createSessionToken(store, seedId("player:Moss")),
  observer: await createSessionToken(store, seedId("player:Observer Sage")),
  // The producer's OBS browser sources: a session of their own, which the site's sign-out test leaves alone.
  crew: await createSessionToken(store, DEMO_PRODUCER_ID),
};
writeFileSync(E2E_STATE_FILE, JSON.stringify({ port, tokens }));
console.log(`e2e server on ${port}`);
