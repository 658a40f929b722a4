import type { Logger } from "../deps.ts";
import type { AppIo, AppSocket } from "./sockets.ts";

/**
 * How long a client's stream software state outlives its last transmitter's socket. Longer than
 * a reconnect (Socket.IO tries again within 1 to 5 s, and the transmitter then reports again),
 * so a network blip leaves the tallies as they were.
 */
export const TRANSMITTER_GONE_MS = 5000;

const PREFIX = "transmitters:client:";
/** The sockets that report a client's stream software: each joins with its first accepted report and leaves as it closes. */
export const transmittersRoom = (clientKey: string) => `${PREFIX}${clientKey.toLowerCase()}`;

/** Socket.IO's reason when the server itself closes: its sockets come back to another process, or to this one restarted. */
const SERVER_CLOSING = "server shutting down";

/**
 * Notices a client's transmitters going away without a word. A transmitter whose socket closes
 * while OBS runs sends no `obs_disconnect`, and the kept state would stay connected, lighting
 * tallies with its last scenes. Once a client's last transmitter socket has been gone for
 * `goneMs` (the room is read with fetchSockets, so a transmitter on another server process
 * counts), `onGone` hears the client and when its last transmitter left.
 */
export class TransmitterWatch {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private closing = false;

  constructor(
    private readonly io: AppIo,
    private readonly goneMs: number,
    private readonly now: () => number,
    private readonly log: Logger,
    private readonly onGone: (clientKey: string, since: number) => Promise<void>,
  ) {}

  /** A socket's report for the client was accepted: the socket is one of the client's transmitters. */
  reported(socket: AppSocket, clientKey: string): void {
    void socket.join(transmittersRoom(clientKey));
  }

  /** A socket is closing (Socket.IO's `disconnecting`), still in its rooms: they say which clients it transmitted for. */
  disconnecting(socket: AppSocket, reason: string): void {
    if (reason === SERVER_CLOSING) return this.close();
    if (this.closing) return;
    const since = this.now();
    for (const room of socket.rooms) if (room.startsWith(PREFIX)) this.checkLater(room.slice(PREFIX.length), since);
  }

  /** A later close of the same client's transmitter starts the wait again, from its own time. */
  private checkLater(clientKey: string, since: number): void {
    clearTimeout(this.timers.get(clientKey));
    const timer = setTimeout(() => {
      this.timers.delete(clientKey);
      this.io
        .in(transmittersRoom(clientKey))
        .fetchSockets()
        .then((left) => (left.length || this.closing ? undefined : this.onGone(clientKey, since)))
        .catch((error: unknown) =>
          this.log.error("[Transmitters] could not forget a gone transmitter's state", {
            client: clientKey,
            error: error instanceof Error ? error.message : String(error),
          }),
        );
    }, this.goneMs);
    timer.unref();
    this.timers.set(clientKey, timer);
  }

  private close(): void {
    this.closing = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
