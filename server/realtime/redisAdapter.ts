import type { ClusterAdapter } from "socket.io-adapter";
import type { Logger } from "../deps.ts";
import { RedisLink, STALL_MS } from "./redisLink.ts";
import type { AppIo } from "./sockets.ts";

/** Stream reads block at most this long, so a reader always has an answer due within `STALL_MS`. */
const READ_BLOCK_MS = 1000;

/** The adapter's methods that wait on Redis, which a fault must not hold up. */
interface Publishing {
  publishAndReturnOffset(message: unknown): Promise<string>;
  serverCount(): Promise<number>;
}

/** The adapter's own names for its stream and channels: what a deploy shares unless it sets REDIS_PREFIX. */
export const DEFAULT_REDIS_PREFIX = "socket.io";

export interface RedisOptions {
  log: Logger;
  /**
   * Names the stream, the channels and the session keys, so that deploys (or test runs)
   * sharing one Redis never hear each other; every process of one deploy uses the same.
   */
  prefix?: string;
  /** The link came back after a fault, here or in another process: resend this process's rooms their current records. */
  resync(): void;
}

/**
 * Several server processes share rooms through Redis streams (ARCHITECTURE "Storage").
 * The adapter would deliver a room's message to this process's own sockets only after Redis
 * took it, so a reset or a stall held up every update, and a stall lost them. Here a message
 * goes to this process's sockets at once and to Redis alongside; while the link is down it
 * reaches this process only, and on recovery every process resyncs the rooms it holds.
 */
export async function attachRedisAdapter(io: AppIo, url: string, options: RedisOptions) {
  const [{ Redis }, { createAdapter }] = await Promise.all([import("ioredis"), import("@socket.io/redis-streams-adapter")]);
  const client = new Redis(url, { maxRetriesPerRequest: null });
  const link = new RedisLink(
    client,
    () => {
      options.resync();
      // The others missed what this process sent while it was away.
      io.serverSideEmit("redis-resync");
    },
    options.log,
  );
  // The adapter sends a broadcast's PUBLISH without waiting on it: on a closed connection its
  // rejection would go unhandled. A publish lost that way is what the link notices and resyncs.
  const publishRaw = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
  client.publish = ((...args: unknown[]) => {
    const sent = publishRaw(...args);
    sent.catch(() => {});
    return sent;
  }) as typeof client.publish;
  const prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
  const adapter = createAdapter(client, {
    blockTimeInMs: READ_BLOCK_MS,
    streamName: prefix,
    channelPrefix: prefix,
    sessionKeyPrefix: `${prefix === DEFAULT_REDIS_PREFIX ? "sio" : prefix}:session:`,
  });
  // Socket.IO calls this with `new`: a function, not an arrow.
  io.adapter(function (nsp: Parameters<typeof adapter>[0]) {
    const instance = adapter(nsp) as ClusterAdapter;
    const own = instance as unknown as Publishing;
    const publish = own.publishAndReturnOffset.bind(instance);
    const serverCount = own.serverCount.bind(instance);
    // Not awaited: the local delivery that follows in `broadcast` never waits on Redis.
    own.publishAndReturnOffset = (message) => {
      if (link.healthy) publish(message).catch(() => {});
      return Promise.resolve("");
    };
    // While the link is down or silent, a question to all processes (fetchSockets) is answered by this one.
    own.serverCount = () =>
      link.healthy ? Promise.race([serverCount(), new Promise<number>((resolve) => setTimeout(resolve, STALL_MS, 1))]) : Promise.resolve(1);
    return instance;
  });
  io.on("redis-resync", () => options.resync());
  return link;
}
