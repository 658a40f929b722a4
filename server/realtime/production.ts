import { z } from "zod";
import { describeIssues, type ActionReply } from "../../domain/actions.ts";
import {
  CommsEnableDataSchema,
  type CommsTeam,
  PRODUCTION_EVENT_SCHEMAS,
  PRODUCTION_EVENTS,
  ProdKeySchema,
  type ProductionEvent,
  type ProductionPayload,
  type ProgramChange,
} from "../../domain/production.ts";
import { asTable, type ClientRecord, type PlayerRecord } from "../../domain/tables.ts";
import type { Ack } from "../../domain/wire.ts";
import { ActionError } from "../actions/ActionError.ts";
import { drivenBroadcast, ownedClient } from "../actions/context.ts";
import { runAction } from "../actions/runAction.ts";
import { playerForToken } from "../auth/tokens.ts";
import type { ServerDeps } from "../deps.ts";
import type { AppIo, AppSocket } from "./sockets.ts";

/**
 * Production socket events (SPEC §7). Listening is open: an overlay joins its client's
 * and broadcast's rooms with a key from its URL. Acting (updates, triggers, stream
 * software state) needs a token that owns the client or broadcast.
 */
export const clientRoom = (key: string) => `prod:client:${key.toLowerCase()}`;
export const broadcastRoom = (key: string) => `prod:broadcast:${key}`;

/** Each event's schema seen as the parser of that event's payload, so a lookup by a generic event stays typed. */
const SCHEMAS: { [E in ProductionEvent]: z.ZodType<ProductionPayload<E>> } = PRODUCTION_EVENT_SCHEMAS;

const OK: ActionReply<true> = { data: true };

/** Who is acting: the signed-in player and the token the action path checks again. */
interface Caller {
  player: PlayerRecord;
  token: string;
}

export function attachProductionServer(io: AppIo, deps: ServerDeps) {
  const { store } = deps;
  const broadcastOfClient = async (client: ClientRecord) =>
    client.broadcast?.[0] ? store.getTyped(client.broadcast[0], "Broadcasts") : null;

  /** Comms are a write: it takes the action path, with the same parsing, permission and one transaction as every action. */
  async function setComms(comms: 0 | CommsTeam, broadcastId: string, token: string): Promise<ActionReply<true>> {
    const { body } = await runAction(deps, "set-comms", { comms, broadcast: broadcastId }, token);
    return body.error ? body : OK;
  }

  const handlers: { [E in ProductionEvent]: (caller: Caller, payload: ProductionPayload<E>) => Promise<ActionReply<true>> } = {
    async send_prod_update({ player }, { client, broadcast, data }) {
      if (client) io.to(clientRoom((await ownedClient(store, player, client)).key)).emit("prod-update", data);
      if (broadcast) io.to(broadcastRoom((await drivenBroadcast(store, player, broadcast)).key)).emit("prod-update", data);
      return OK;
    },
    async prod_trigger({ player, token }, { trigger, data, broadcast: key }) {
      const broadcast = await drivenBroadcast(store, player, key);
      // Comms are stored: the commit below tells the overlays, whichever way the change came.
      if (trigger === "comms_enable") {
        const team = CommsEnableDataSchema.safeParse(data);
        if (!team.success) throw new ActionError(400, "comms_enable needs team 1 or 2");
        return setComms(team.data, broadcast.id, token);
      }
      if (trigger === "comms_disable") return setComms(0, broadcast.id, token);
      io.to(broadcastRoom(broadcast.key)).emit("prod_trigger", { trigger, data });
      return OK;
    },
    async obs_data_change({ player }, { clientName, previewScene, programScene }) {
      return sceneChange(player, clientName, { emitSource: "obs_data_change", previewScene, programScene });
    },
    async obs_stream_status({ player }, { clientName, status, scenes }) {
      return sceneChange(player, clientName, {
        emitSource: "obs_stream_status",
        previewScene: scenes?.preview,
        programScene: scenes?.program,
        status,
      });
    },
    async obs_disconnect({ player }, { clientName }) {
      return sceneChange(player, clientName, { emitSource: "obs_disconnect" });
    },
  };

  async function sceneChange(
    player: PlayerRecord,
    clientName: string,
    change: Omit<ProgramChange, "broadcastKey" | "clientSource">,
  ): Promise<ActionReply<true>> {
    const client = await ownedClient(store, player, clientName);
    const broadcast = await broadcastOfClient(client);
    const { emitSource, ...extra } = change;
    const payload: ProgramChange = { emitSource, broadcastKey: broadcast?.key, clientSource: client.key, ...extra };
    const rooms = [clientRoom(client.key), ...(broadcast ? [broadcastRoom(broadcast.key)] : [])];
    io.to(rooms).emit("prod_preview_program_change", payload);
    return OK;
  }

  // Comms turned on, moved or off (set-comms or a comms trigger): the broadcast's comms overlays hear it.
  store.onCommit((changes) => {
    for (const change of changes) {
      const before = asTable(change.before, "Broadcasts");
      const after = asTable(change.after, "Broadcasts");
      if (!after || (before?.comms ?? 0) === (after.comms ?? 0)) continue;
      const room = io.to(broadcastRoom(after.key));
      if (after.comms === 1 || after.comms === 2) room.emit("comms_enable", after.comms);
      else room.emit("comms_disable");
    }
  });

  // A graphic added, removed or reordered: the broadcast's button decks reload.
  store.onCommit((changes) => {
    const broadcastIds = new Set(
      changes
        .filter((c) => c.table === "GFX")
        .flatMap((c) => [c.before, c.after])
        .flatMap((g) => asTable(g, "GFX")?.broadcast ?? []),
    );
    if (!broadcastIds.size) return;
    void store.getMany([...broadcastIds]).then((list) => {
      for (const thing of list) {
        const b = asTable(thing, "Broadcasts");
        if (b) io.to(broadcastRoom(b.key)).emit("prod_button_reload");
      }
    });
  });

  async function handle<E extends ProductionEvent>(event: E, payload: unknown, token: string | null): Promise<ActionReply<true>> {
    try {
      const parsed = SCHEMAS[event].safeParse(payload);
      if (!parsed.success) return { error: true, errorMessage: `Invalid ${event} payload`, issues: describeIssues(parsed.error) };
      const player = await playerForToken(store, token);
      if (!player || !token) return { error: true, errorMessage: "Not authenticated" };
      const handler: (caller: Caller, payload: ProductionPayload<E>) => Promise<ActionReply<true>> = handlers[event];
      return await handler({ player, token }, parsed.data);
    } catch (error) {
      if (error instanceof ActionError) return { error: true, errorMessage: error.message };
      deps.log.error(`[Production] ${event} failed`, { error: error instanceof Error ? error.message : String(error) });
      return { error: true, errorMessage: "Something went wrong on the server" };
    }
  }

  return function attach(socket: AppSocket) {
    const join = (room: (key: string) => string, what: string) => (key: unknown, ack?: Ack<true>) => {
      const parsed = ProdKeySchema.safeParse(key);
      if (parsed.success) void socket.join(room(parsed.data));
      if (typeof ack === "function") ack(parsed.success ? { data: true } : { error: true, errorMessage: `Expected a ${what} key` });
    };
    socket.on("prod-join", join(clientRoom, "client"));
    socket.on("prod-broadcast-join", join(broadcastRoom, "broadcast"));
    for (const event of PRODUCTION_EVENTS) {
      socket.on(event, (payload: unknown, ack?: Ack<true>) => {
        void handle(event, payload, socket.data.token).then((reply) => {
          if (typeof ack === "function") ack(reply);
        });
      });
    }
  };
}
