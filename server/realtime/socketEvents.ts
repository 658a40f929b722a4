import type { AppSocket } from "./sockets.ts";

/**
 * A server part's client events, each handler taking the socket its event came from and the
 * event's arguments (a callback last, when the client sent one). Built once per server and run
 * by createServer's one socket middleware, so a connection holds no listener or closure per
 * event: those were close to a third of a subscribed socket's heap (issue 37).
 */
export type SocketHandlers = Record<string, (socket: AppSocket, ...args: unknown[]) => void>;

/**
 * Tasks run one after another per socket, in the order they were given (a socket's reports, or
 * its hellos, that each first read the store). A socket that never queued one holds nothing here.
 */
export class SocketQueues {
  private readonly tails = new WeakMap<AppSocket, Promise<unknown>>();

  run<T>(socket: AppSocket, task: () => Promise<T>): Promise<T> {
    const next = (this.tails.get(socket) ?? Promise.resolve()).then(task);
    this.tails.set(socket, next);
    return next;
  }
}
