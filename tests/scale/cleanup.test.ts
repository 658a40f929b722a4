// What a test run removes of what others left: only this project's test databases and Redis keys
// over a day old, never another run's going on now, nor anything that is not ours.
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_DATABASE_MARKER, TEST_DATABASE_PREFIX, dropAbandonedDatabases } from "../server/freshDatabase.ts";
import { TEST_REDIS_PREFIX, deleteAbandonedRedisKeys, deleteRedisKeys } from "./redisKeys.ts";

const admin = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!admin || !redisUrl) throw new Error("[Scale] set TEST_DATABASE_URL and TEST_REDIS_URL");

const DAY = 24 * 60 * 60 * 1000;
const suffix = randomBytes(4).toString("hex");

async function sql<T = unknown>(text: string): Promise<T[]> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const databases = {
  abandoned: `${TEST_DATABASE_PREFIX}old${suffix}`,
  running: `${TEST_DATABASE_PREFIX}new${suffix}`,
  unmarked: `${TEST_DATABASE_PREFIX}bare${suffix}`,
  notOurs: `someone_else_${suffix}`,
};
const exists = async (name: string) => (await sql(`SELECT 1 FROM pg_database WHERE datname = '${name}'`)).length === 1;

afterAll(async () => {
  for (const name of Object.values(databases)) await sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await deleteRedisKeys(redisUrl, `${TEST_REDIS_PREFIX}cleanup-${suffix}`);
  await deleteRedisKeys(redisUrl, `elsewhere-${suffix}`);
});

describe("cleaning up after a crashed run", () => {
  it("drops only this project's marked test databases made over a day ago", async () => {
    for (const name of Object.values(databases)) await sql(`CREATE DATABASE ${name}`);
    const old = new Date(Date.now() - 2 * DAY).toISOString();
    await sql(`COMMENT ON DATABASE ${databases.abandoned} IS '${TEST_DATABASE_MARKER} ${old}'`);
    await sql(`COMMENT ON DATABASE ${databases.running} IS '${TEST_DATABASE_MARKER} ${new Date().toISOString()}'`);
    await sql(`COMMENT ON DATABASE ${databases.notOurs} IS '${TEST_DATABASE_MARKER} ${old}'`);

    const dropped = await dropAbandonedDatabases(admin);
    expect(dropped).toContain(databases.abandoned);
    expect(dropped).not.toContain(databases.running);
    expect(await exists(databases.abandoned)).toBe(false);
    expect(await exists(databases.running)).toBe(true);
    expect(await exists(databases.unmarked)).toBe(true);
    expect(await exists(databases.notOurs)).toBe(true);
  });

  it("deletes only this project's test streams last written over a day ago", async () => {
    const { Redis } = await import("ioredis");
    const redis = new Redis(redisUrl);
    const abandoned = `${TEST_REDIS_PREFIX}cleanup-${suffix}-old`;
    const running = `${TEST_REDIS_PREFIX}cleanup-${suffix}-new`;
    const notOurs = `elsewhere-${suffix}`;
    try {
      await redis.xadd(abandoned, `${Date.now() - 2 * DAY}-0`, "message", "old");
      await redis.xadd(running, "*", "message", "new");
      await redis.xadd(notOurs, `${Date.now() - 2 * DAY}-0`, "message", "old");

      const deleted = await deleteAbandonedRedisKeys(redisUrl);
      expect(deleted).toContain(abandoned);
      expect(deleted).not.toContain(running);
      expect(await redis.exists(abandoned, running, notOurs)).toBe(2);
      expect(await redis.exists(running)).toBe(1);
      expect(await redis.exists(notOurs)).toBe(1);
    } finally {
      redis.disconnect();
    }
  });
});
