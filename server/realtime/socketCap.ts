import type { IncomingMessage } from "node:http";
import type { AppIo, AppSocket } from "./sockets.ts";

/** What a socket over the cap hears as its `connect_error`. */
export const TOO_MANY_SOCKETS = "[Socket] Too many connections from this address: close a page or try again later";

/** How long a refused connection stays open to hear why before the server closes it. */
const REFUSED_CLOSE_MS = 2000;

type Connection = AppSocket["conn"];

/**
 * At most `cap` connections open at once from one client address (`RateLimits.socketsPerAddress`),
 * `addressOf` reading it as every other limit does (X-Forwarded-For only through TRUST_PROXY).
 * Counted per Engine.IO connection, the resource a socket holds, from its open to its close, so
 * one that never joins a namespace counts too. One over the cap is refused when it joins: its
 * `connect_error` says why (the client gives up rather than retrying at once), and the server
 * closes it shortly after, joined or not. Each socket's address is kept on `socket.data.address`.
 * Per server process: behind Redis an address's sockets are counted where they landed.
 */
export function capSocketsPerAddress(io: AppIo, cap: number, addressOf: (request: IncomingMessage) => string | undefined): void {
  const open = new Map<string, number>();
  const addresses = new WeakMap<Connection, string>();
  const refused = new WeakSet<Connection>();

  io.engine.on("connection", (connection: Connection) => {
    const address = addressOf(connection.request) ?? "unknown";
    addresses.set(connection, address);
    const count = open.get(address) ?? 0;
    if (count >= cap) {
      refused.add(connection);
      setTimeout(() => connection.close(), REFUSED_CLOSE_MS).unref();
      return;
    }
    open.set(address, count + 1);
    connection.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });

  io.use((socket, next) => {
    socket.data.address = addresses.get(socket.conn) ?? addressOf(socket.request);
    next(refused.has(socket.conn) ? new Error(TOO_MANY_SOCKETS) : undefined);
  });
}
