// The floor of bench/fanout.ts: a bare Socket.IO server with no store and no checks. A POST to
// /write replaces the title of a copy of our broadcast record (FANOUT_RECORD), raises its version
// and sends it to the room; `subscribe` joins a room and sends the current value. With
// FANOUT_REDIS_URL, processes share rooms through the adapter and ioredis the product uses.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { answerStats } from "./serverStats.ts";

const redisUrl = process.env.FANOUT_REDIS_URL || undefined;
let current = JSON.parse(process.env.FANOUT_RECORD ?? "{}") as Record<string, unknown> & { __version: number };

const http = createServer((req, res) => {
  if (req.method !== "POST" || req.url !== "/write") {
    res.writeHead(404).end();
    return;
  }
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => (body += chunk));
  req.on("end", () => {
    const { title } = JSON.parse(body) as { title: string };
    current = { ...current, title, __version: current.__version + 1 };
    io.to("broadcast-main").emit("data_update", "broadcast-main", current);
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ data: { __version: current.__version } }));
  });
});
const io = new Server(http, { serveClient: false, perMessageDeflate: false });
let redis: { disconnect(): void } | null = null;
if (redisUrl) {
  const [{ Redis }, { createAdapter }] = await Promise.all([import("ioredis"), import("@socket.io/redis-streams-adapter")]);
  const client = new Redis(redisUrl, { maxRetriesPerRequest: null });
  // FANOUT_REDIS_PREFIX: a stream of this run's own (bench/scale.ts), as REDIS_PREFIX gives ours.
  const prefix = process.env.FANOUT_REDIS_PREFIX;
  io.adapter(createAdapter(client, prefix ? { streamName: prefix, channelPrefix: prefix, sessionKeyPrefix: `${prefix}:session:` } : {}));
  redis = client;
}
io.on("connection", (socket) => {
  socket.on("subscribe", (key: unknown) => {
    if (typeof key !== "string") return;
    void socket.join(key);
    socket.emit("data_update", key, current);
  });
});
await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));

answerStats(io, { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, token: null }, async () => {
  await io.close();
  redis?.disconnect();
});
