import { seedDemo } from "../seed/demo.ts";
import { openDb, type DbOptions } from "./db.ts";
import { DERIVED_FIELDS_BACKFILL, deriveAll } from "./derive.ts";
import { ThingStore } from "./ThingStore.ts";

/**
 * The store as a server starts on it: the schema brought up to date, the demo tournament
 * seeded into an empty database (unless told not to), and backfills run once. Several servers may start together
 * on one PostgreSQL database: the migrator and the seed each take a lock.
 */
export async function openStore(options: DbOptions & { seedDemo?: boolean }): Promise<{ store: ThingStore; seeded: boolean }> {
  const { db, dialect } = await openDb(options);
  const store = new ThingStore(db, dialect);
  // SEED_DEMO=0 starts on an empty database: the first organiser sets it up (/setup).
  const seeded = options.seedDemo === false ? false : await seedDemo(store);
  // A database written before the derived fields existed gets them, once.
  await store.once(DERIVED_FIELDS_BACKFILL, deriveAll);
  return { store, seeded };
}
