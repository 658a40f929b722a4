import type { Server, Socket } from "socket.io";
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents } from "../../domain/wire.ts";

/** What the server keeps on each socket, set once on connection. */
export interface SocketData {
  /** The sign-in token of its handshake, or null for an overlay that only listens. */
  token: string | null;
}

/** The Socket.IO server, typed by the event maps of domain/wire.ts. */
export type AppIo = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
