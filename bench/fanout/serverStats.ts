// The server side of the IPC, shared by our server and the floor: CPU, memory and the Socket.IO
// messages this process wrote to its sockets, read by the parent around each scenario. With
// FANOUT_HEAP_SNAPSHOT=<folder>, each reading after GC (before and after the readers subscribe)
// also writes a heap snapshot there, to compare what a socket holds.
import { join } from "node:path";
import { writeHeapSnapshot } from "node:v8";
import type { Server } from "socket.io";
import { answerCalls, type ServerCalls, type ServerReady } from "./child.ts";

type EngineSocket = { on(event: "packetCreate", listener: (packet: { type: string }) => void): void };

/** Counts every Socket.IO packet written to a socket (engine.io "message" packets; pings and the like are not). */
export function answerStats(io: Server, ready: ServerReady, close: () => Promise<void>) {
  let packets = 0;
  io.engine.on("connection", (socket: EngineSocket) =>
    socket.on("packetCreate", (packet) => {
      if (packet.type === "message") packets++;
    }),
  );
  const gc = (globalThis as { gc?: () => void }).gc;
  const snapshots = process.env.FANOUT_HEAP_SNAPSHOT;
  let taken = 0;
  answerCalls<ServerCalls>(ready, {
    stats({ gc: collect }) {
      if (collect && gc) for (let i = 0; i < 3; i++) gc();
      if (collect && snapshots) writeHeapSnapshot(join(snapshots, `${process.pid}-${taken++}.heapsnapshot`));
      const cpu = process.cpuUsage();
      const memory = process.memoryUsage();
      return {
        cpuMs: (cpu.user + cpu.system) / 1000,
        rss: memory.rss,
        heapUsed: memory.heapUsed,
        packets,
        sockets: io.engine.clientsCount,
      };
    },
    async close() {
      await close();
      return null;
    },
  });
}
