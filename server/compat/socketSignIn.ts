import { userOf } from "../auth/authRoutes.ts";
import { bearerToken, playerForToken } from "../auth/tokens.ts";
import type { ServerDeps } from "../deps.ts";
import type { SocketHandlers } from "../realtime/socketEvents.ts";
import type { AppSocket } from "../realtime/sockets.ts";

/**
 * A socket's token from its handshake: `auth.token` (our clients), the `token` query
 * parameter (the Stream Deck module), or an Authorization header.
 */
export function handshakeToken(socket: AppSocket): string | null {
  const auth: unknown = socket.handshake.auth?.token;
  if (typeof auth === "string") return auth;
  const query: unknown = socket.handshake.query?.token;
  if (typeof query === "string" && query) return query;
  return bearerToken(socket.handshake.headers.authorization);
}

/**
 * The handshake's token, or a later `associate_token` (the original website), is the one
 * every later event of the socket acts with, at once; `auth_status` then says whether it
 * signs in. Every event checks the token again, so an unknown one can never act.
 */
export function socketSignIn(deps: ServerDeps) {
  const status = (socket: AppSocket, token: string) =>
    void playerForToken(deps.store, token)
      .catch(() => null)
      .then((player) =>
        socket.emit("auth_status", player ? { error: false, user: userOf(player) } : { error: true, message: "Unknown token" }),
      );
  const events: SocketHandlers = {
    associate_token(socket, payload) {
      const token = typeof payload === "string" && payload.length > 0 && payload.length <= 200 ? payload : null;
      socket.data.token = token;
      if (token) status(socket, token);
      else socket.emit("auth_status", { error: true, message: "Unknown token" });
    },
  };
  return {
    events,
    connected(socket: AppSocket) {
      socket.data.token = handshakeToken(socket);
      if (socket.data.token) status(socket, socket.data.token);
    },
  };
}
