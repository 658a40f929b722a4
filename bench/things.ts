// Benchmarks the things API and realtime fan-out on a real server over loopback.
// Prints JSON: POST /things with 500 ids (median, p99) and one write reaching 500
// subscribed sockets (time until the last socket has it, and per-socket latency).
import { io, type Socket } from "socket.io-client";
import { demoServer, summarise, throwawayDatabase } from "./common.ts";

const THINGS_RUNS = Number(process.env.THINGS_RUNS ?? 200);
const SOCKETS = Number(process.env.SOCKETS ?? 500);
const WRITES = Number(process.env.WRITES ?? 30);

const admin = process.env.DATABASE_URL;
// With DATABASE_URL (postgres://…), a throwaway database on that server, dropped at the end.
const database: { url?: string; drop(): Promise<void> } = admin?.startsWith("postgres")
  ? await throwawayDatabase(admin)
  : { drop: async () => {} };
const { store, server, url, token } = await demoServer(database.url);
const ids = await store.transaction(async (tx) => {
  const out: string[] = [];
  for (let i = 0; i < 500; i++)
    out.push((await tx.insert("Players", { name: `Bench Player ${i}`, role: "Support", manual_sr: 3000 + i, member_of: [] })).id);
  return out;
});
const stats = (xs: number[]) => summarise(xs, { median_ms: 0.5, p99_ms: 0.99 });

// POST /things, 500 ids.
const body = JSON.stringify({ ids: ids.join(",") });
const thingsTimes: number[] = [];
for (let i = 0; i < THINGS_RUNS + 10; i++) {
  const start = performance.now();
  const response = await fetch(`${url}/things`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
  const list = (await response.json()) as unknown[];
  if (list.length !== 500) throw new Error("[Bench] expected 500 records");
  if (i >= 10) thingsTimes.push(performance.now() - start);
}

// 500 sockets subscribed to one broadcast; each write must reach all of them.
const sockets: Socket[] = [];
for (let i = 0; i < SOCKETS; i++) {
  const socket = io(url, { transports: ["websocket"], forceNew: true });
  sockets.push(socket);
}
await Promise.all(
  sockets.map(
    (s) =>
      new Promise<void>((resolve) => {
        s.once("data_update", () => resolve());
        s.emit("subscribe", "broadcast-main");
      }),
  ),
);

const lastArrival: number[] = [];
const perSocket: number[] = [];
for (let w = 0; w < WRITES; w++) {
  const title = `Bench ${w}`;
  const start = performance.now();
  const arrived = Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve) => {
          const handler = (_key: string, data: { title?: string }) => {
            if (data?.title !== title) return;
            perSocket.push(performance.now() - start);
            s.off("data_update", handler);
            resolve();
          };
          s.on("data_update", handler);
        }),
    ),
  );
  const reply = await fetch(`${url}/actions/update-broadcast`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ title }),
  });
  if (!reply.ok) throw new Error(`[Bench] action answered ${reply.status}`);
  await arrived;
  lastArrival.push(performance.now() - start);
}

console.log(
  JSON.stringify(
    {
      dialect: store.dialect,
      things_500_ids: { runs: THINGS_RUNS, ...stats(thingsTimes) },
      write_to_500_subscribers: { sockets: SOCKETS, writes: WRITES, last_socket: stats(lastArrival), per_socket: stats(perSocket) },
    },
    null,
    2,
  ),
);

sockets.forEach((s) => s.close());
await server.close();
await store.close();
await database.drop();
process.exit(0);
