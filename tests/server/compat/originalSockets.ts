// Sockets as the community's original clients open them, for the compatibility tests.
import { io as connect, type Socket } from "socket.io-client";
import { expect } from "vitest";
import { EVENTUALLY_MS } from "../../eventually.ts";
import type { TestServer } from "../harness.ts";

const opened = new Map<TestServer, Socket[]>();

function track(t: TestServer, socket: Socket): Socket {
  opened.set(t, [...(opened.get(t) ?? []), socket]);
  return socket;
}

/** Closes every socket these helpers opened on the server (before it closes). */
export function closeOriginalSockets(t: TestServer): void {
  for (const socket of opened.get(t) ?? []) socket.close();
  opened.delete(t);
}

/** A socket as the Stream Deck module and the original's pages open it: the token in the query (socket.io-client writes an unset one as "undefined"). */
export function moduleSocket(t: TestServer, token: string | undefined): Socket {
  return track(t, connect(t.url, { transports: ["websocket"], query: { token: token as string }, forceNew: true }));
}

/** A socket as the original website opens it: no token until `associate_token`. */
export async function websiteSocket(t: TestServer): Promise<Socket> {
  const socket = track(t, connect(t.url, { transports: ["websocket", "polling"], forceNew: true }));
  await new Promise((resolve) => socket.once("connect", () => resolve(null)));
  return socket;
}

/** Resolves once the server has put the socket in every room named (the original's joins have no answer). */
export async function joined(t: TestServer, socket: Socket, ...rooms: string[]): Promise<void> {
  await expect
    .poll(() => rooms.every((room) => socket.id !== undefined && t.server.io.sockets.adapter.rooms.get(room)?.has(socket.id)))
    .toBe(true);
}

/** The first `data_update` of `key` whose record passes `test` (the module's cache sees every one). */
export function recordWhere(socket: Socket, key: string, test: (record: any) => boolean, ms = EVENTUALLY_MS): Promise<any> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off("data_update", handler);
      reject(new Error(`no data_update of ${key} as expected within ${ms} ms`));
    }, ms);
    const handler = (id: string, data: any) => {
      if (id !== key || !test(data)) return;
      clearTimeout(timer);
      socket.off("data_update", handler);
      resolve(data);
    };
    socket.on("data_update", handler);
  });
}

/** Every `event` the socket hears within `ms`, each as its list of arguments. */
export async function everyEvent(socket: Socket, event: string, ms = 500): Promise<unknown[][]> {
  const heard: unknown[][] = [];
  const handler = (...args: unknown[]) => heard.push(args);
  socket.on(event, handler);
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.off(event, handler);
  return heard;
}
