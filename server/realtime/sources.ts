import {
  OverlayHelloSchema,
  OverlayReloadSchema,
  OverlayStatusSchema,
  SourcesRequestSchema,
  type OverlaySource,
} from "../../domain/streamSoftware.ts";
import { ActionError } from "../actions/ActionError.ts";
import { clientByKey, ownedClient } from "../actions/context.ts";
import type { ServerDeps } from "../deps.ts";
import { crewEvent } from "./crewEvent.ts";
import { SocketQueues, type SocketHandlers } from "./socketEvents.ts";
import type { AppIo, AppSocket } from "./sockets.ts";

/**
 * The source overview (`/client/<key>/admin`): every overlay page says what it is when it
 * connects and which data version it drew; the client's owners watch the list and reload
 * a page or all of them. Sockets carry their entry (`socket.data.overlay`) and the list is
 * read from the room, so it holds across server processes sharing rooms through Redis.
 */
export const overlaysRoom = (clientKey: string) => `overlays:client:${clientKey.toLowerCase()}`;
export const sourcesRoom = (clientKey: string) => `sources:client:${clientKey.toLowerCase()}`;

/** At most one list per client this often: a wall of overlays reconnecting or drawing is one push, not hundreds. */
const PUSH_EVERY_MS = 100;

/**
 * The overlay pages one address may list in one client's overview (counted per server process).
 * A production's OBS holds a client's overlays in tens of browser sources, a crew previewing
 * them in browsers a few more; 64 is more than a full scene collection, and keeps a flood of
 * hellos from one address to a page of rows.
 */
export const OVERLAYS_PER_ADDRESS = 64;

export function attachSourcesServer(io: AppIo, deps: ServerDeps) {
  const { store } = deps;

  /** The client's open overlay pages, oldest first. */
  async function sourcesOf(clientKey: string): Promise<OverlaySource[]> {
    const sockets = await io.in(overlaysRoom(clientKey)).fetchSockets();
    return sockets.flatMap((s) => (s.data.overlay ? [s.data.overlay] : [])).sort((a, b) => a.since - b.since);
  }

  const pushes = new Throttle(PUSH_EVERY_MS, (clientKey) => {
    sourcesOf(clientKey).then(
      (list) => io.to(sourcesRoom(clientKey)).emit("overlay_sources", clientKey, list),
      (error: unknown) =>
        deps.log.error("[Sources] listing overlays failed", { error: error instanceof Error ? error.message : String(error) }),
    );
  });
  const changed = (clientKey: string | null | undefined) => {
    if (clientKey) pushes.touch(clientKey.toLowerCase());
  };

  /**
   * Whether this address has filled the client's overview: its pages on this process, the socket
   * itself aside (a page saying hello again keeps its row). Read from the local rooms at once, so
   * a check and its join are one step and a burst of hellos cannot all pass before any joins.
   */
  function overviewFull(clientKey: string, socket: AppSocket): boolean {
    const ids = io.sockets.adapter.rooms.get(overlaysRoom(clientKey));
    if (!ids || ids.has(socket.id)) return false;
    let fromAddress = 0;
    for (const id of ids) if (io.sockets.sockets.get(id)?.data.address === socket.data.address) fromAddress++;
    return fromAddress >= OVERLAYS_PER_ADDRESS;
  }

  /** A page's hellos and statuses apply in the order it sent them, though a hello first looks its client up. */
  const queues = new SocketQueues();
  const inOrder = (socket: AppSocket, run: () => void | Promise<void>) =>
    void queues.run(socket, async () => {
      try {
        await run();
      } catch (error) {
        deps.log.error("[Sources] an overlay's hello failed", { error: error instanceof Error ? error.message : String(error) });
      }
    });

  const events: SocketHandlers = {
    // An overlay page: open to every socket, as listening is, but it lists only a page of a client
    // that exists (the key is the secret of its overlay URLs), and at most OVERLAYS_PER_ADDRESS
    // per address and client. A payload that does not parse is not listed; a refused hello changes nothing.
    overlay_hello(socket, payload) {
      const hello = OverlayHelloSchema.safeParse(payload);
      if (!hello.success) return;
      inOrder(socket, async () => {
        const client = hello.data.client ? await clientByKey(store, hello.data.client) : null;
        if (!socket.connected || (hello.data.client && (!client || overviewFull(client.key, socket)))) return;
        const before = socket.data.overlay;
        const sameClient = before?.client?.toLowerCase() === client?.key.toLowerCase();
        if (before?.client && !sameClient) void socket.leave(overlaysRoom(before.client));
        socket.data.overlay = {
          ...hello.data,
          options: withoutToken(hello.data.options),
          id: socket.id,
          // The same page saying hello again keeps its place and what it drew.
          since: before && sameClient ? before.since : deps.now(),
          version: before && sameClient ? before.version : 0,
          drawnAt: before && sameClient ? before.drawnAt : null,
        };
        if (client) void socket.join(overlaysRoom(client.key));
        if (!sameClient) changed(before?.client);
        changed(client?.key);
      });
    },
    overlay_status(socket, payload) {
      const status = OverlayStatusSchema.safeParse(payload);
      if (!status.success) return;
      inOrder(socket, () => {
        const overlay = socket.data.overlay;
        if (!overlay) return;
        socket.data.overlay = { ...overlay, version: status.data.version, drawnAt: deps.now() };
        changed(overlay.client);
      });
    },
    // The crew: the client's owners only.
    sources_watch: crewEvent(deps, "sources_watch", SourcesRequestSchema, async (player, { client }, socket) => {
      const { key } = await ownedClient(store, player, client);
      await socket.join(sourcesRoom(key));
      return sourcesOf(key);
    }),
    sources_unwatch(socket, payload) {
      const request = SourcesRequestSchema.safeParse(payload);
      if (request.success) void socket.leave(sourcesRoom(request.data.client));
    },
    overlay_reload: crewEvent(deps, "overlay_reload", OverlayReloadSchema, async (player, { client, source }) => {
      const { key } = await ownedClient(store, player, client);
      const pages = await io.in(overlaysRoom(key)).fetchSockets();
      if (source === undefined) {
        io.to(overlaysRoom(key)).emit("overlay_reload");
        return pages.length;
      }
      // Only a page of this client: a socket id alone must not reach any other socket.
      const page = pages.find((p) => p.id === source);
      if (!page) throw new ActionError(404, "That overlay page is no longer open");
      page.emit("overlay_reload");
      return 1;
    }),
  };

  return {
    events,
    /** Socket.IO has taken the socket out of its rooms by now: the next list leaves it out. */
    disconnected: (socket: AppSocket) => changed(socket.data.overlay?.client),
  };
}

/** The overview shows query options: a sign-in token that slipped into them is never listed. */
function withoutToken(options: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(options).filter(([name]) => name.toLowerCase() !== "token"));
}

/**
 * Runs `run(key)` at once for a key touched after a quiet spell, then at most once per
 * `ms` while touches keep coming (the last touch is never lost). Keys are forgotten when quiet.
 */
class Throttle {
  private readonly cooling = new Map<string, { again: boolean }>();

  constructor(
    private readonly ms: number,
    private readonly run: (key: string) => void,
  ) {}

  touch(key: string) {
    const cooling = this.cooling.get(key);
    if (cooling) cooling.again = true;
    else this.fire(key);
  }

  private fire(key: string) {
    const cooling = { again: false };
    this.cooling.set(key, cooling);
    this.run(key);
    setTimeout(() => {
      this.cooling.delete(key);
      if (cooling.again) this.fire(key);
    }, this.ms).unref();
  }
}
