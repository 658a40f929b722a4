import type { Server } from "socket.io";
import type { ActionReply } from "../../domain/actions.ts";
import type { NamedRelayEvents } from "../../domain/wire.ts";
import type { AppIo, AppSocket } from "../realtime/sockets.ts";

/**
 * Answer a socket event: through its callback when it came with one; without one (the
 * original clients never pass one) a failure is sent as `action_error` with its status as
 * the code and, for an action, a success as an event named by the action, as the original
 * server does.
 */
export function answerSocket(socket: AppSocket, event: string, ack: unknown, reply: ActionReply, status: number, echo = false) {
  if (typeof ack === "function") {
    ack(reply);
    return;
  }
  if (reply.error) {
    socket.emit("action_error", {
      action: event,
      error: true,
      errorCode: status,
      errorMessage: reply.errorMessage,
    });
  } else if (echo) {
    const data = reply.data && typeof reply.data === "object" && !Array.isArray(reply.data) ? reply.data : { data: reply.data };
    named(socket).emit(event, { error: false, ...data });
  }
}

/**
 * The socket or room seen as a sender of events named at run time (`comms_enable`,
 * `media_update_<status>`, `prod_button_<event>`, an action's key), which the typed event
 * maps cannot list.
 */
export function named(target: AppSocket | ReturnType<AppIo["to"]>): { emit(event: string, ...args: unknown[]): unknown } {
  return target as unknown as ReturnType<Server<never, NamedRelayEvents>["to"]>;
}
