import type { AppIo } from "./sockets.ts";

/** Several server processes share rooms through Redis streams (ARCHITECTURE "Storage"). */
export async function attachRedisAdapter(io: AppIo, url: string) {
  const [{ Redis }, { createAdapter }] = await Promise.all([import("ioredis"), import("@socket.io/redis-streams-adapter")]);
  const client = new Redis(url, { maxRetriesPerRequest: null });
  io.adapter(createAdapter(client));
  return client;
}
