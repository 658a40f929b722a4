import { sql } from "kysely";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { io as connect, type Socket } from "socket.io-client";
import { createSessionToken } from "../../server/auth/tokens.ts";
import { createServer, type AppServer } from "../../server/createServer.ts";
import { defaultConfig, silentLogger, type ServerConfig } from "../../server/deps.ts";
import type { Fields, TableName } from "../../domain/tables.ts";
import { seedDemo, seedId } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";
import { EVENTUALLY_MS } from "../eventually.ts";
import { freshDatabaseUrl } from "./freshDatabase.ts";

export interface TestServer {
  url: string;
  store: ThingStore;
  server: AppServer;
  /** A sign-in token for a player. */
  tokenFor(playerId: string): Promise<string>;
  /** A socket.io client on this server, connected; closed with the server. */
  /** A connected socket; `headers` go with its handshake (X-Forwarded-For, Origin). */
  socket(options?: { token?: string; headers?: Record<string, string> }): Promise<Socket>;
  post(path: string, body: unknown, token?: string): Promise<{ status: number; body: any }>;
  /** A GET answered with JSON (its body parsed). */
  get(path: string, token?: string): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/** A real server on port 0 over a fresh database (SQLite in memory, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function startTestServer(
  options: { seed?: boolean; config?: Partial<ServerConfig>; sqlitePath?: string } = {},
): Promise<TestServer> {
  // Small pools: many test servers share one PostgreSQL and its 100 connections.
  const seed = options.seed !== false;
  const databaseUrl = options.sqlitePath ? undefined : await freshDatabaseUrl({ seeded: seed });
  const sqliteImage = seed && !databaseUrl && !options.sqlitePath ? await seededSqliteImage() : undefined;
  const { db, dialect } = await openDb({ sqlitePath: options.sqlitePath ?? ":memory:", sqliteImage, databaseUrl, poolSize: 3 });
  const store = new ThingStore(db, dialect);
  // On a copy of a seeded template, this finds the demo already there.
  if (seed) await seedDemo(store);
  const server = createServer({ store, config: defaultConfig(options.config), now: Date.now, log: silentLogger });
  const url = await server.listen(0, "127.0.0.1");
  const sockets: Socket[] = [];
  return {
    url,
    store,
    server,
    tokenFor: (playerId) => createSessionToken(store, playerId),
    async socket({ token, headers } = {}) {
      const socket = connect(url, { transports: ["websocket"], auth: token ? { token } : {}, extraHeaders: headers, forceNew: true });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", () => resolve());
        socket.once("connect_error", reject);
      });
      return socket;
    },
    async post(path, body, token) {
      const response = await fetch(`${url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    async get(path, token) {
      const response = await fetch(`${url}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      return { status: response.status, body: await response.json() };
    },
    async close() {
      for (const socket of sockets) socket.close();
      await server.close();
      await store.close();
    },
  };
}

/** The demo seed as an image of an SQLite database, made once per worker (see seededSqliteImage). */
let seededImage: Promise<Buffer> | undefined;

/**
 * The demo seed, seeded once in this worker as of its first seeded server: each seeded SQLite
 * test server starts on a copy of it in memory, in about a fifth of the time seeding takes.
 */
function seededSqliteImage(): Promise<Buffer> {
  seededImage ??= (async () => {
    const { db, dialect } = await openDb({ sqlitePath: ":memory:" });
    const store = new ThingStore(db, dialect);
    const dir = mkdtempSync(join(tmpdir(), "seeded-"));
    try {
      await seedDemo(store);
      const file = join(dir, "seeded.sqlite");
      await sql`VACUUM INTO ${file}`.execute(db);
      return readFileSync(file);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return seededImage;
}

/** The next `data_update` for a key on a socket (and how long it took). */
export function nextUpdate(socket: Socket, key: string, timeoutMs = EVENTUALLY_MS): Promise<{ data: any; at: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off("data_update", handler);
      reject(new Error(`no data_update for ${key} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (id: string, data: unknown) => {
      if (id !== key) return;
      clearTimeout(timer);
      socket.off("data_update", handler);
      resolve({ data, at: performance.now() });
    };
    socket.on("data_update", handler);
  });
}

/** Emit an event with a callback and answer what the server acknowledges. */
export function ask(socket: Socket, event: string, ...args: unknown[]): Promise<any> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ack for ${event} within ${EVENTUALLY_MS} ms`)), EVENTUALLY_MS);
    socket.emit(event, ...args, (reply: unknown) => {
      clearTimeout(timer);
      resolve(reply);
    });
  });
}

/**
 * The arguments of the next `event` on a socket, or null when none arrives within `ms`: by
 * default as long as only a hang takes; a check that nothing arrives passes the quiet time it waits.
 */
export function nextEvent(socket: Socket, event: string, ms = EVENTUALLY_MS): Promise<unknown[] | null> {
  return new Promise((resolve) => {
    const handler = (...args: unknown[]) => {
      clearTimeout(timer);
      resolve(args);
    };
    const timer = setTimeout(() => {
      socket.off(event, handler);
      resolve(null);
    }, ms);
    socket.once(event, handler);
  });
}

/**
 * Records a test file makes for itself on `server()`: ids under its own prefix
 * (`seedId("<prefix>:<what>:<n>")`), inserted straight into the store and read back untyped.
 * `count()` is the last number handed out, for names that differ from test to test.
 */
export function ownRecords(server: () => TestServer, prefix: string) {
  let counter = 0;
  const key = (what: string) => seedId(`${prefix}:${what}:${++counter}`);
  return {
    key,
    count: () => counter,
    get: (id: string) => server().store.get(id) as Promise<Record<string, any> | null>,
    async insert(table: TableName, fields: Record<string, unknown>, id = key(table)): Promise<string> {
      await server().store.transaction((tx) => tx.insert(table, fields as Fields<typeof table>, id));
      return id;
    },
  };
}
