import type { Server, Socket } from "socket.io";
import type { OverlaySource } from "../../domain/streamSoftware.ts";
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents } from "../../domain/wire.ts";

/** What the server keeps on each socket (shared with other processes through Redis: fetchSockets reads it). */
export interface SocketData {
  /** The sign-in token of its handshake, or null for an overlay that only listens. */
  token: string | null;
  /** The production client this socket joined (`prod-join`), lowercase: its announcements go to that client's rooms. */
  clientName?: string;
  /** The client's address as the limits read it (TRUST_PROXY), set as it connects (`socketCap.ts`). */
  address?: string;
  /** An overlay page's entry in its client's source overview, once it said `overlay_hello`. */
  overlay?: OverlaySource;
}

/** The Socket.IO server, typed by the event maps of domain/wire.ts. */
export type AppIo = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
