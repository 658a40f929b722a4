import {
  OverlayHelloSchema,
  OverlayReloadSchema,
  OverlayStatusSchema,
  SourcesRequestSchema,
  type OverlaySource,
} from "../../domain/streamSoftware.ts";
import { ActionError } from "../actions/ActionError.ts";
import { ownedClient } from "../actions/context.ts";
import type { ServerDeps } from "../deps.ts";
import { crewEvent } from "./crewEvent.ts";
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

  return function attach(socket: AppSocket) {
    // An overlay page: open to every socket, as listening is. A payload that does not parse is not listed.
    socket.on("overlay_hello", (payload: unknown) => {
      const hello = OverlayHelloSchema.safeParse(payload);
      if (!hello.success) return;
      const before = socket.data.overlay;
      const sameClient = before?.client?.toLowerCase() === hello.data.client?.toLowerCase();
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
      if (hello.data.client) void socket.join(overlaysRoom(hello.data.client));
      if (!sameClient) changed(before?.client);
      changed(hello.data.client);
    });
    socket.on("overlay_status", (payload: unknown) => {
      const status = OverlayStatusSchema.safeParse(payload);
      const overlay = socket.data.overlay;
      if (!status.success || !overlay) return;
      socket.data.overlay = { ...overlay, version: status.data.version, drawnAt: deps.now() };
      changed(overlay.client);
    });
    // Socket.IO has taken the socket out of its rooms by now: the next list leaves it out.
    socket.on("disconnect", () => changed(socket.data.overlay?.client));

    // The crew: the client's owners only.
    socket.on(
      "sources_watch",
      crewEvent(deps, socket, "sources_watch", SourcesRequestSchema, async (player, { client }) => {
        const { key } = await ownedClient(store, player, client);
        await socket.join(sourcesRoom(key));
        return sourcesOf(key);
      }),
    );
    socket.on("sources_unwatch", (payload: unknown) => {
      const request = SourcesRequestSchema.safeParse(payload);
      if (request.success) void socket.leave(sourcesRoom(request.data.client));
    });
    socket.on(
      "overlay_reload",
      crewEvent(deps, socket, "overlay_reload", OverlayReloadSchema, async (player, { client, source }) => {
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
    );
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
