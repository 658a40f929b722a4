// npm run token -- <player id | player name>: print a new sign-in token for a player,
// for the crew before Discord sign-in is configured.
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { longId } from "../../domain/ids.ts";
import { createSessionToken } from "../auth/tokens.ts";
import { configFromEnv } from "../config.ts";
import { openDb } from "../store/db.ts";
import { ThingStore } from "../store/ThingStore.ts";

const who = process.argv[2];
if (!who) {
  console.error("Usage: npm run token -- <player id or exact name>");
  process.exit(2);
}
const env = configFromEnv(process.env, resolve(fileURLToPath(import.meta.url), "../../.."));
const { db, dialect } = await openDb({ databaseUrl: env.databaseUrl, sqlitePath: join(env.dataDir, "esports.sqlite") });
const store = new ThingStore(db, dialect);
const player = (await store.getTyped(longId(who), "Players")) ?? (await store.list("Players")).find((p) => p.name === who);
if (!player) {
  console.error(`No player with id or name "${who}"`);
  await store.close();
  process.exit(1);
}
console.log(`Sign-in token for ${player.name} (${player.id}):\n${await createSessionToken(store, player.id)}`);
await store.close();
