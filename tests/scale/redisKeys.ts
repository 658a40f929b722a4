import { randomBytes } from "node:crypto";

/** Every Redis key and channel the tests make starts with this. */
export const TEST_REDIS_PREFIX = "esports-broadcast-test:";
/** A stream last written this long ago is left from a run that crashed: no run lasts a day. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** A prefix of one test file's own, for its servers' stream and channels (AppServer.useRedis): no other file or run hears them. */
export function freshRedisPrefix(): string {
  return `${TEST_REDIS_PREFIX}${randomBytes(6).toString("hex")}`;
}

/** Delete the keys under `prefix` (a file's own, once it ends). Answers how many went. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  return withRedis(url, async (redis) => {
    let deleted = 0;
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length) deleted += await redis.unlink(...keys);
    }
    return deleted;
  });
}

/**
 * Delete the test keys a crashed run left: only keys under TEST_REDIS_PREFIX, and of those only
 * streams whose newest entry (its id is the time it was written) is over a day old, and other
 * keys left untouched as long. A run going on now wrote its keys recently.
 */
export async function deleteAbandonedRedisKeys(url: string, now = Date.now()): Promise<string[]> {
  return withRedis(url, async (redis) => {
    const deleted: string[] = [];
    for await (const keys of redis.scanStream({ match: `${TEST_REDIS_PREFIX}*`, count: 500 }) as AsyncIterable<string[]>) {
      for (const key of keys) {
        const written =
          (await redis.type(key)) === "stream"
            ? Number(((await redis.xrevrange(key, "+", "-", "COUNT", 1))[0]?.[0] ?? "0-0").split("-")[0])
            : now - 1000 * Number(await redis.object("IDLETIME", key));
        if (now - written > ABANDONED_AFTER_MS && (await redis.unlink(key))) deleted.push(key);
      }
    }
    return deleted;
  });
}

async function withRedis<T>(url: string, use: (redis: import("ioredis").Redis) => Promise<T>): Promise<T> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    return await use(redis);
  } finally {
    redis.disconnect();
  }
}
