// Before the scale tier: drop what a crashed run of this project left (older than a day, with
// this project's prefix and marker); a run going on beside this one keeps everything it has.
// Then seed the demo once into a template, which every seeded test database of this run copies
// (workers inherit the variable naming it); it is dropped when the run ends.
import { SEEDED_TEMPLATE_VARIABLE, dropAbandonedDatabases, dropTestDatabase, makeSeededTemplate } from "../server/freshDatabase.ts";
import { deleteAbandonedRedisKeys } from "./redisKeys.ts";

export default async function setup(): Promise<(() => Promise<void>) | void> {
  const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
  const databases = TEST_DATABASE_URL ? await dropAbandonedDatabases(TEST_DATABASE_URL) : [];
  const keys = TEST_REDIS_URL ? await deleteAbandonedRedisKeys(TEST_REDIS_URL) : [];
  if (databases.length || keys.length)
    console.log(`[Scale] dropped ${databases.length} database(s) and ${keys.length} Redis key(s) left by a crashed run over a day ago`);
  if (!TEST_DATABASE_URL?.startsWith("postgres")) return;
  const template = await makeSeededTemplate(TEST_DATABASE_URL);
  process.env[SEEDED_TEMPLATE_VARIABLE] = template;
  return () => dropTestDatabase(TEST_DATABASE_URL, template);
}
