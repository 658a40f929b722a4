import { createSessionToken } from "../../server/auth/tokens.ts";
import { createServer, type AppServer } from "../../server/createServer.ts";
import { defaultConfig, silentLogger } from "../../server/deps.ts";
import { DEMO_PRODUCER_ID, seedDemo } from "../../server/seed/demo.ts";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";
import { freshDatabaseUrl } from "../server/freshDatabase.ts";
import { deleteRedisKeys, freshRedisPrefix } from "./redisKeys.ts";

export interface Node {
  server: AppServer;
  store: ThingStore;
  url: string;
}

/**
 * Two server instances on one fresh PostgreSQL database (the demo seeded by the first), sharing
 * rooms through Redis under a prefix of the file's own, and the demo producer's token;
 * `close` stops both and deletes their Redis keys (the database goes with the file).
 */
export async function startTwoServers(redisUrl: string): Promise<{ nodes: Node[]; token: string; close(): Promise<void> }> {
  const databaseUrl = await freshDatabaseUrl();
  const redisPrefix = freshRedisPrefix();
  const nodes: Node[] = [];
  for (let i = 0; i < 2; i++) {
    const { db, dialect } = await openDb({ databaseUrl, sqlitePath: ":memory:" });
    const store = new ThingStore(db, dialect);
    if (i === 0) await seedDemo(store);
    const server = createServer({ store, config: defaultConfig(), now: Date.now, log: silentLogger });
    await server.useRedis(redisUrl, redisPrefix);
    nodes.push({ server, store, url: await server.listen(0, "127.0.0.1") });
  }
  return {
    nodes,
    token: await createSessionToken(nodes[0].store, DEMO_PRODUCER_ID),
    async close() {
      for (const node of nodes) {
        await node.server.close();
        await node.store.close();
      }
      await deleteRedisKeys(redisUrl, redisPrefix);
    },
  };
}
