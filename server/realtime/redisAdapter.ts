import { MessageType, type BroadcastOptions, type ClusterAdapter, type ClusterMessage } from "socket.io-adapter";
import type { Logger } from "../deps.ts";
import { RedisLink, STALL_MS } from "./redisLink.ts";
import type { AppIo } from "./sockets.ts";

/** Stream reads block at most this long, so a reader always has an answer due within `STALL_MS`. */
const READ_BLOCK_MS = 1000;

/** The adapter's methods that wait on Redis, which a fault must not hold up, and the one that hears the other processes. */
interface Publishing {
  publishAndReturnOffset(message: unknown): Promise<string>;
  serverCount(): Promise<number>;
  onMessage(message: ClusterMessage, offset?: string): void;
}

/** A broadcast as it crosses Redis: a record room's send carries the version the room heard with it. */
interface BroadcastMessage {
  type: MessageType.BROADCAST;
  data: { packet: { data?: unknown[] }; opts: { rooms: string[] }; requestId?: string; version?: number };
}

/** The versions of what record rooms heard, kept by the fan-out (FanOut). */
export interface RoomVersions {
  /** The version `room` last heard: the one a send to it carries to the other processes. */
  versionOf(room: string): number | undefined;
  /** A send for `room` carrying `version` arrived from another process: whether it may go to the room's sockets. */
  arrived(room: string, version: number): boolean;
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
  /** Record rooms hear versions that only rise, whichever process sent them. */
  versions?: RoomVersions;
}

/**
 * Several server processes share rooms through Redis streams (ARCHITECTURE "Storage").
 * The adapter would deliver a room's message to this process's own sockets only after Redis
 * took it, so a reset or a stall held up every update, and a stall lost them. Here a message
 * goes to this process's sockets at once and to Redis alongside; while the link is down it
 * reaches this process only, and on recovery every process resyncs the rooms it holds.
 *
 * A record room's send carries its version: two processes' sends of one record may cross in
 * Redis (each delivers its own at once), and an older one arriving after a newer is dropped.
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
    const broadcast = instance.broadcast.bind(instance);
    const onMessage = own.onMessage.bind(instance);
    // The adapter writes to this process's sockets only after awaiting its publish, a microtask
    // later: the fan-out would count its tick from before its sends were written. Here they are
    // written before `broadcast` returns, and the publish (with the room's version) goes alongside.
    instance.broadcast = (packet: { data?: unknown[] }, opts: BroadcastOptions) => {
      if (!opts.flags?.local) {
        const rooms = [...opts.rooms];
        const room = recordRoom(packet, rooms);
        const version = room === null ? undefined : options.versions?.versionOf(room);
        void own.publishAndReturnOffset({
          type: MessageType.BROADCAST,
          data: { packet, opts: { rooms, except: [...(opts.except ?? [])], flags: opts.flags }, version },
        });
      }
      return broadcast(packet, { ...opts, flags: { ...opts.flags, local: true } });
    };
    own.onMessage = (message, offset) => {
      if (admits(message, instance)) onMessage(message, offset);
    };
    // Not awaited: nothing that publishes (a broadcast, a room joined) waits on Redis.
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

  /** Whether a message from Redis goes on to the adapter: all do but a record room's send from another process older than what the room heard. */
  function admits(message: ClusterMessage, instance: ClusterAdapter): boolean {
    if (message.type !== MessageType.BROADCAST || message.uid === (instance as unknown as { uid: string }).uid) return true;
    const { data } = message as unknown as BroadcastMessage;
    const room = data.requestId === undefined ? recordRoom(data.packet, data.opts.rooms) : null;
    return room === null || typeof data.version !== "number" || (options.versions?.arrived(room, data.version) ?? true);
  }
}

/** The room a broadcast is a record room's send to (`data_update` of its key, to its room alone), or null. */
function recordRoom(packet: { data?: unknown[] }, rooms: string[]): string | null {
  const [event, key] = packet.data ?? [];
  return event === "data_update" && rooms.length === 1 && key === rooms[0] ? rooms[0] : null;
}
