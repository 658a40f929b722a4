// The server one Playwright worker drives: the demo seed on a SQLite file, and sign-in tokens
// for the demo's people written where the tests read them. The seeded database is made once,
// as a template; each spec file starts on a fresh copy of it (POST /reset on the control port,
// sent by tests/e2e/test.ts), so no file sees what another file wrote, whichever worker ran it.
import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createSessionToken } from "../../server/auth/tokens.ts";
import { createServer, type AppServer } from "../../server/createServer.ts";
import { defaultConfig, silentLogger } from "../../server/deps.ts";
import { DEMO_PRODUCER_ID, seedDemo, seedId } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";
import { E2E_CHANNEL_ID, E2E_EPOCH, E2E_STATE_FILE, controlPortOf, ografRendererPortOf } from "./state.ts";

const port = Number(process.env.E2E_PORT);
const dataDir = mkdtempSync(join(tmpdir(), "e2e-"));
const template = join(dataDir, "seeded.sqlite");

// The template: the demo seeded at E2E_EPOCH, and the tokens (they live in the database, so
// every copy signs the same people in with the same tokens).
{
  const { db, dialect } = await openDb({ sqlitePath: template });
  const store = new ThingStore(db, dialect, () => E2E_EPOCH);
  await seedDemo(store, E2E_EPOCH);
  // The main broadcast's Twitch channel is connected (as /twitch_auth leaves it), so the stream
  // software tests can stream to it: OBS's stream key names the channel (`live_<id>_…`).
  await store.transaction((tx) => tx.update(seedId("broadcast:main"), "Broadcasts", { channel_id: E2E_CHANNEL_ID }));
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
  // Closing checkpoints the write-ahead log into the file, so a copy of the file alone holds it all.
  await db.destroy();
  writeFileSync(E2E_STATE_FILE, JSON.stringify({ port, tokens }));
}

let copies = 0;
let running: { server: AppServer; close: () => Promise<void> } | null = null;

/** Serve a fresh copy of the template; the data clock starts at E2E_EPOCH again and runs on from there. */
async function start(): Promise<void> {
  const file = join(dataDir, `e2e-${++copies}.sqlite`);
  copyFileSync(template, file);
  const { db, dialect } = await openDb({ sqlitePath: file });
  const started = Date.now();
  const now = () => E2E_EPOCH + (Date.now() - started);
  const server = createServer({
    store: new ThingStore(db, dialect, now),
    // E2E_DIST serves another build folder (both `vite build` runs with `--outDir dist-x`), so two builds can be tested side by side.
    // Hooks may post to receivers the tests start on this machine.
    config: defaultConfig({
      publicOrigin: `http://localhost:${port}`,
      distDir: resolve(process.env.E2E_DIST ?? "dist"),
      webhooks: { allowPrivate: true },
      // The OGraf specs' renderer page reads live data from another origin, as a playout tool's does.
      corsOrigins: [`http://localhost:${ografRendererPortOf(port)}`],
    }),
    now,
    log: silentLogger,
  });
  await server.listen(port);
  running = {
    server,
    close: async () => {
      const closed = server.close();
      // Connections a page of the last file kept alive would hold the port until they time out.
      server.http.closeAllConnections();
      await closed;
      await db.destroy();
    },
  };
}

await start();

// Only the tests reach this: it listens on the loopback interface, on the port beside the server's.
let resetting = Promise.resolve();
createHttpServer((req, res) => {
  if (req.method !== "POST" || req.url !== "/reset") return void res.writeHead(404).end();
  resetting = resetting.then(async () => {
    await running?.close();
    await start();
  });
  resetting.then(
    () => res.writeHead(204).end(),
    (error: unknown) => res.writeHead(500).end(String(error)),
  );
}).listen(controlPortOf(port), "127.0.0.1");

console.log(`e2e server on ${port}`);
