import type { ProgramChange } from "../domain/production.ts";
import type { ServerToClientEvents } from "../domain/wire.ts";
import { isProdTrigger, type ProdTrigger } from "../domain/triggers.ts";
import type { ThingClient } from "../live/ThingClient.ts";

export type TriggerHandler = (trigger: ProdTrigger, data: unknown) => void;

/** The stream software's scenes for a client (SPEC §7 prod_preview_program_change), as a scene reads them. */
export type SceneChange = Pick<ProgramChange, "previewScene" | "programScene">;
export type SceneChangeHandler = (change: SceneChange) => void;
/** The whole change (stream status, target, connected, time): what crew pages such as the dashboard read. */
export type ProgramChangeHandler = (change: ProgramChange) => void;

/**
 * The overlay's seat in its production rooms: the client's (client routes) and the
 * broadcast's it shows, joined again after every reconnect and moved when a client
 * switches broadcast. Scenes never see the socket: triggers and the stream software's
 * scene changes are handed to the handlers they register through the scene context.
 */
export class ProductionRoom {
  private broadcastKey: string | null = null;
  private readonly triggers = new Set<TriggerHandler>();
  private readonly programChanges = new Set<ProgramChangeHandler>();
  private detach: () => void = () => {};
  /** Joins asked since the socket last connected and not answered yet. */
  private unanswered = 0;
  /** Which connection the joins were asked on: an answer meant for an earlier one counts for nothing. */
  private connection = 0;

  constructor(
    private readonly socket: ThingClient["socket"],
    private readonly clientKey: string | null,
  ) {
    if (!socket) return;
    const onTrigger: ServerToClientEvents["prod_trigger"] = (event) => {
      // Typed by domain/wire.ts, still checked: an overlay never acts on a trigger it does not know.
      if (!isProdTrigger(event?.trigger)) return;
      for (const handler of this.triggers) handler(event.trigger, event.data);
    };
    const onSceneChange: ServerToClientEvents["prod_preview_program_change"] = (change) => {
      // A client route's tally shows its own client's scenes, not those of the broadcast's other clients.
      if (this.clientKey && change.clientSource?.toLowerCase() !== this.clientKey.toLowerCase()) return;
      for (const handler of this.programChanges) handler(change);
    };
    const onConnect = () => this.join();
    socket.on("connect", onConnect);
    socket.on("prod_trigger", onTrigger);
    socket.on("prod_preview_program_change", onSceneChange);
    this.detach = () => {
      socket.off("connect", onConnect);
      socket.off("prod_trigger", onTrigger);
      socket.off("prod_preview_program_change", onSceneChange);
    };
    if (socket.connected) this.join();
  }

  /** Connected, and in every room asked for: a trigger or a scene change sent now reaches this page. */
  get joined(): boolean {
    return Boolean(this.socket?.connected) && this.unanswered === 0;
  }

  /** The broadcast the page draws now (from its live data). */
  follow(broadcastKey: string | null | undefined): void {
    if (!broadcastKey || broadcastKey === this.broadcastKey) return;
    this.broadcastKey = broadcastKey;
    if (this.socket?.connected) this.ask("prod-broadcast-join", broadcastKey);
  }

  onTrigger(handler: TriggerHandler): () => void {
    this.triggers.add(handler);
    return () => this.triggers.delete(handler);
  }

  /** The scenes of each change (a ProgramChange is a SceneChange): what overlay scenes read. */
  onSceneChange(handler: SceneChangeHandler): () => void {
    return this.onProgramChange(handler);
  }

  /** Every prod_preview_program_change this room hears, whole (a client route's: its own client's only). */
  onProgramChange(handler: ProgramChangeHandler): () => void {
    this.programChanges.add(handler);
    return () => this.programChanges.delete(handler);
  }

  /** Stops listening (a dashboard that unmounts); the socket itself stays open for the page. */
  close(): void {
    this.detach();
    this.triggers.clear();
    this.programChanges.clear();
  }

  private join(): void {
    this.connection++;
    this.unanswered = 0;
    if (this.clientKey) this.ask("prod-join", this.clientKey);
    if (this.broadcastKey) this.ask("prod-broadcast-join", this.broadcastKey);
  }

  private ask(event: "prod-join" | "prod-broadcast-join", key: string): void {
    const connection = this.connection;
    this.unanswered++;
    this.socket!.emit(event, key, () => {
      if (connection === this.connection) this.unanswered--;
    });
  }
}
