import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import type { Logger } from "../deps.ts";
import { STALL_MS } from "../realtime/redisLink.ts";
import type { SharedCounts, SharedTake } from "./rateLimit.ts";

/**
 * How long a take waits on Redis before this process decides it alone: far past a healthy round
 * trip (under a millisecond on one network, tens under load), short enough that nobody notices.
 */
export const ANSWER_MS = 250;

/** Add ARGV[1] to the count unless that passes ARGV[2]: 1 when added, 0 when refused. A new count expires ARGV[3] ms on. */
const TAKE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local cost = tonumber(ARGV[1])
if count + cost > tonumber(ARGV[2]) then return 0 end
if count == 0 then redis.call('SET', KEYS[1], cost, 'PX', ARGV[3]) else redis.call('INCRBY', KEYS[1], cost) end
return 1`;

type CountsClient = Redis & { takeLimit(key: string, cost: number, limit: number, ttlMs: number): Promise<number> };

/**
 * The rate limits' counts in Redis, on a connection of their own (a slow stream read of the
 * adapter never holds them up), under the deploy's prefix. Nothing waits on it unbounded: a take
 * unanswered within `ANSWER_MS` is decided by the process, and Redis is skipped until that take
 * is answered; a connection silent for `STALL_MS` is dropped for ioredis to connect again, as
 * `redisLink.ts` treats the adapter's, as is one whose handshake stays unanswered as long.
 * Commands are never queued while the connection is down, nor resent after it: a take is decided once.
 */
export class RedisCounts implements SharedCounts {
  private stalled = false;
  private alone = false;
  private closing = false;

  constructor(
    private readonly client: CountsClient,
    private readonly prefix: string,
    private readonly log: Logger,
  ) {
    // A fault is told once, on `close`; the errors that come with it say nothing more.
    client.on("error", () => {});
    client.on("close", () => this.goAlone("link to Redis lost"));
    client.on("connect", () => this.watchHandshake());
    client.on("ready", () => this.back());
  }

  take({ name, key, cost, limit, windowStart, windowMs }: SharedTake): Promise<boolean | null> | null {
    if (this.stalled || this.client.status !== "ready") return null;
    // Hashed: a key may hold a session token, which Redis has no need to see. Kept past its window, for clocks that differ a little.
    const id = `${this.prefix}:limit:${name}:${windowStart / windowMs}:${createHash("sha256").update(key).digest("base64url")}`;
    const sent = this.client.takeLimit(id, cost, limit, 2 * windowMs).then(
      (added) => added === 1,
      () => null,
    );
    return new Promise((resolve) => {
      const late = setTimeout(() => {
        this.stall(sent);
        resolve(null);
      }, ANSWER_MS);
      void sent.then((added) => {
        clearTimeout(late);
        resolve(added);
      });
    });
  }

  disconnect() {
    this.closing = true;
    this.client.disconnect();
  }

  /** A connection whose handshake goes unanswered (made while Redis was silent) never gets ready: drop it, for ioredis to connect again. */
  private watchHandshake() {
    const stream = this.client.stream;
    const check = setTimeout(() => {
      if (this.client.stream === stream && this.client.status === "connect")
        stream.destroy(new Error(`[Redis] no handshake in ${STALL_MS} ms`));
    }, STALL_MS);
    check.unref();
  }

  /** A take went unanswered: skip Redis until it is answered, and drop a connection that stays silent. */
  private stall(sent: Promise<unknown>) {
    if (this.stalled) return;
    this.stalled = true;
    this.goAlone(`no answer in ${ANSWER_MS} ms`);
    const drop = setTimeout(() => this.client.stream.destroy(new Error(`[Redis] no answer in ${STALL_MS} ms`)), STALL_MS - ANSWER_MS);
    drop.unref();
    void sent.then(() => {
      clearTimeout(drop);
      this.stalled = false;
      // Answered late on a live connection; a dropped one is back when it is ready again.
      if (this.client.status === "ready") this.back();
    });
  }

  private goAlone(why: string) {
    if (this.alone || this.closing) return;
    this.alone = true;
    this.log.warn(`[Redis] ${why}: rate limits are counted by this process alone until it is back`);
  }

  private back() {
    if (!this.alone || this.closing) return;
    this.alone = false;
    this.log.info("[Redis] rate limits shared again");
  }
}

/**
 * Connect the counts, waiting for the connection a short while (limits counted alone until it is
 * ready), so that a process that starts with Redis up shares its limits from its first request.
 */
export async function connectRedisCounts(url: string, prefix: string, log: Logger): Promise<RedisCounts> {
  const { Redis } = await import("ioredis");
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
  });
  client.defineCommand("takeLimit", { numberOfKeys: 1, lua: TAKE_SCRIPT });
  const counts = new RedisCounts(client as CountsClient, prefix, log);
  await new Promise<void>((resolve) => {
    const waited = setTimeout(resolve, STALL_MS);
    const done = () => {
      clearTimeout(waited);
      resolve();
    };
    client.once("ready", done);
    client.once("error", done);
  });
  return counts;
}
