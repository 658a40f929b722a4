import { createServer, connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A TCP proxy between the server processes and the real Redis, which a test can break
 * without touching Redis itself: `cut` resets every connection and refuses new ones until
 * `restore`; `stall` keeps connections open but passes no bytes until `resume`: what either
 * side sends meanwhile is lost, as the issue measured it (a stall whose bytes arrive late
 * instead is only a delay, which the old adapter already survived).
 */
export interface RedisProxy {
  url: string;
  cut(): void;
  restore(): void;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startRedisProxy(target: string): Promise<RedisProxy> {
  const upstream = new URL(target);
  const pairs = new Set<[Socket, Socket]>();
  let down = false;
  let stalled = false;
  const forward = (to: Socket) => (chunk: Buffer) => {
    if (!stalled) to.write(chunk);
  };

  const server = createServer((client) => {
    if (down) return void client.resetAndDestroy();
    const redis = connect(Number(upstream.port || 6379), upstream.hostname);
    const pair: [Socket, Socket] = [client, redis];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      if (!client.destroyed) client.resetAndDestroy();
      if (!redis.destroyed) redis.destroy();
    };
    client.on("error", end).on("close", end);
    redis.on("error", end).on("close", end);
    client.on("data", forward(redis));
    redis.on("data", forward(client));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as AddressInfo).port);

  const cut = () => {
    down = true;
    for (const [client, redis] of pairs) {
      client.resetAndDestroy();
      redis.destroy();
    }
    pairs.clear();
  };
  return {
    url: url.toString(),
    cut,
    restore() {
      down = false;
    },
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
    },
    async close() {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
