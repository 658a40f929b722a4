import type { Socket } from "socket.io-client";
import type { ProdTrigger } from "../domain/triggers.ts";

export type TriggerHandler = (trigger: ProdTrigger, data: unknown) => void;

/**
 * The overlay's seat in its production rooms: the client's (client routes) and the
 * broadcast's it shows, joined again after every reconnect and moved when a client
 * switches broadcast. `prod_trigger` events are handed to the scene's handlers.
 */
export class ProductionRoom {
  private broadcastKey: string | null = null;
  private readonly handlers = new Set<TriggerHandler>();

  constructor(private readonly socket: Socket | null, private readonly clientKey: string | null) {
    if (!socket) return;
    socket.on("connect", () => this.join());
    socket.on("prod_trigger", (event: { trigger?: ProdTrigger; data?: unknown }) => {
      if (typeof event?.trigger !== "string") return;
      for (const handler of this.handlers) handler(event.trigger, event.data);
    });
    if (socket.connected) this.join();
  }

  /** The broadcast the page draws now (from its live data). */
  follow(broadcastKey: string | null | undefined): void {
    if (!broadcastKey || broadcastKey === this.broadcastKey) return;
    this.broadcastKey = broadcastKey;
    if (this.socket?.connected) this.socket.emit("prod-broadcast-join", broadcastKey);
  }

  onTrigger(handler: TriggerHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  private join(): void {
    if (this.clientKey) this.socket!.emit("prod-join", this.clientKey);
    if (this.broadcastKey) this.socket!.emit("prod-broadcast-join", this.broadcastKey);
  }
}
