import type { z } from "zod";
import { describeIssues } from "../../domain/actions.ts";
import {
  MediaUpdateSchema,
  PipAnnounceSchema,
  ProdKeySchema,
  ProdSendSchema,
  ProdUpdateSchema,
  TallyChangeSchema,
} from "../../domain/production.ts";
import { activeBroadcastOf, clientByKey, ownedClient } from "../actions/context.ts";
import { playerForToken } from "../auth/tokens.ts";
import type { ServerDeps } from "../deps.ts";
import { answerEvent, issuesMessage, type Caller } from "../realtime/crewEvent.ts";
import { clientRoom, clientStateRooms, overviewRoom } from "../realtime/production.ts";
import type { SocketHandlers } from "../realtime/socketEvents.ts";
import type { AppIo, AppSocket } from "../realtime/sockets.ts";
import { answerSocket, named } from "./socketReplies.ts";

/**
 * The original system's relay events (README "The wire"): state passed between the sockets
 * of one production client, never stored. What an overlay announces about itself needs the
 * client's key it was opened with (it joined the client's room with `prod-join`, as its
 * URL lets it); what drives another socket (a tally, a button press, a source overview)
 * needs a token that owns the client.
 */
export function attachRelay(io: AppIo, deps: ServerDeps) {
  const { store } = deps;

  /** A signed-in event, answered through its callback or, without one, by `action_error`. */
  function owned<S extends z.ZodType>(
    event: string,
    schema: S,
    run: (caller: Caller, payload: z.infer<S>, socket: AppSocket) => Promise<void>,
  ) {
    return (socket: AppSocket, payload: unknown, ack?: unknown) => {
      void answerEvent(deps, "Relay", event, schema, payload, socket.data.token, async (caller, parsed) => {
        await run(caller, parsed, socket);
        return true as const;
      }).then(({ reply, status }) => answerSocket(socket, event, ack, reply, status));
    };
  }

  /** An overlay's announcement: parsed, then relayed within the client it joined; a bad payload is answered by `action_error`. */
  function announced<S extends z.ZodType>(
    event: string,
    schema: S,
    run: (payload: z.infer<S>, socket: AppSocket) => Promise<string | null>,
  ) {
    return (socket: AppSocket, payload: unknown) => {
      const parsed = schema.safeParse(payload);
      const refuse = (errorMessage: string, status = 400) => answerSocket(socket, event, undefined, { error: true, errorMessage }, status);
      if (!parsed.success) {
        refuse(issuesMessage(describeIssues(parsed.error)));
        return;
      }
      void run(parsed.data, socket).then(
        (problem) => problem && refuse(problem),
        (error: unknown) => {
          deps.log.error(`[Relay] ${event} failed`, { error: error instanceof Error ? error.message : String(error) });
          refuse("Something went wrong on the server", 500);
        },
      );
    };
  }

  const JOIN_FIRST = "Join a production client first (prod-join)";

  /** The original's `media_update(status, value)`: its arguments are read as one list. */
  const mediaUpdate = announced("media_update", MediaUpdateSchema, async ([status, value], socket) => {
    if (!socket.data.clientName) return JOIN_FIRST;
    named(socket.to(clientRoom(socket.data.clientName))).emit(`media_update_${status}`, value);
    return null;
  });

  const events: SocketHandlers = {
    "prod-overview-join": owned("prod-overview-join", ProdKeySchema, async ({ player }, key, socket) => {
      const client = await ownedClient(store, player, key);
      // As the original: the overview speaks for this client (its remote OBS control's triggers).
      socket.data.clientName ??= client.key.toLowerCase();
      await socket.join(overviewRoom(client.key));
      // The client's overlays answer with their state (`prod-update`).
      io.to(clientRoom(client.key)).emit("send_prod_update");
    }),
    "prod-update": announced("prod-update", ProdUpdateSchema, async (state, socket) => {
      if (!socket.data.clientName && state.clientName) socket.data.clientName = state.clientName.toLowerCase();
      const key = socket.data.clientName;
      if (!key) return JOIN_FIRST;
      io.to(overviewRoom(key)).emit("prod_update", { ...state, socket: socket.id });
      return null;
    }),
    "prod-send": owned("prod-send", ProdSendSchema, async ({ player }, { socketID, event, data }) => {
      const [target] = await io.in(socketID).fetchSockets();
      // A socket that is gone, or of no client, reads as one the caller does not own: nothing tells which sockets exist.
      await ownedClient(store, player, target?.data.clientName ?? "");
      named(io.to(socketID)).emit(`prod_button_${event}`, data);
    }),
    tally_change: owned("tally_change", TallyChangeSchema, async ({ player }, { clientName, state }, socket) => {
      const client = await ownedClient(store, player, clientName);
      socket.to(clientRoom(client.key)).emit("tally_change", { state });
    }),
    media_update: (socket, ...args) => mediaUpdate(socket, args),
    pip_announce: announced("pip_announce", PipAnnounceSchema, async (announce, socket) => {
      if (socket.data.clientName !== announce.clientName.toLowerCase()) return JOIN_FIRST;
      const client = await clientByKey(store, announce.clientName);
      if (!client) return "Unknown production client";
      // The broadcast's room only for a client of that broadcast: an overlay speaks for its client, not for where it points.
      const broadcast = await activeBroadcastOf(store, client);
      const sender = await playerForToken(store, socket.data.token);
      io.to(await clientStateRooms(store, client, broadcast, sender)).emit("pip_announce", announce);
      return null;
    }),
  };

  return {
    events,
    /** A closed page of a client leaves that client's source overviews. */
    disconnected(socket: AppSocket) {
      if (socket.data.clientName) io.to(overviewRoom(socket.data.clientName)).emit("prod_disconnect", socket.id);
    },
  };
}
