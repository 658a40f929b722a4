import type { Server, Socket } from "socket.io";
import { z } from "zod";
import { describeIssues } from "../../domain/actions.ts";
import { longId } from "../../domain/ids.ts";
import { ownsBroadcast, ownsClient } from "../../domain/permissions.ts";
import { PROD_TRIGGER_NAMES } from "../../domain/triggers.ts";
import type { BroadcastRecord, ClientRecord, PlayerRecord } from "../../domain/tables.ts";
import { playerForToken } from "../auth/tokens.ts";
import type { ServerDeps } from "../deps.ts";

/**
 * Production socket events (SPEC §7). Listening is open: an overlay joins its client's
 * and broadcast's rooms with a key from its URL. Acting (updates, triggers, stream
 * software state) needs a token that owns the client or broadcast.
 */
export const clientRoom = (key: string) => `prod:client:${key.toLowerCase()}`;
export const broadcastRoom = (key: string) => `prod:broadcast:${key}`;

const key = z.string().trim().min(1).max(64);
const scene = z.string().max(256).optional();
const Schemas = {
  send_prod_update: z.object({ client: key.optional(), broadcast: key.optional(), data: z.unknown() }).refine((v) => v.client || v.broadcast, "Name a client or broadcast"),
  prod_trigger: z.object({
    trigger: z.enum(PROD_TRIGGER_NAMES, { error: "Unknown trigger" }),
    data: z.unknown().optional(),
    broadcast: key.optional(),
  }),
  obs_data_change: z.object({ clientName: key, previewScene: scene, programScene: scene }),
  obs_stream_status: z.object({
    clientName: key,
    status: z.unknown().optional(),
    settings: z.object({ service: z.string().max(200).optional(), url: z.string().max(500).optional(), channelID: z.string().max(100).optional() }).partial().optional(),
    scenes: z.object({ preview: scene, program: scene }).partial().optional(),
  }),
  obs_disconnect: z.object({ clientName: key }),
} as const;
type ProdEvent = keyof typeof Schemas;

class Refusal extends Error {}
type Ack = (reply: unknown) => void;

export function attachProductionServer(io: Server, deps: ServerDeps) {
  const { store } = deps;
  const findClient = async (k: string) => {
    const id = await store.lookup(`client-${k.toLowerCase()}`);
    return id ? store.getTyped(id, "Clients") : null;
  };
  const findBroadcast = async (k: string) => {
    const id = (await store.lookup(`broadcast-${k}`)) ?? longId(k);
    return store.getTyped(id, "Broadcasts");
  };
  const ownedClient = async (player: PlayerRecord, k: string): Promise<ClientRecord> => {
    const client = await findClient(k);
    if (!client || !ownsClient(player, client)) throw new Refusal("You don't have access to this production client");
    return client;
  };
  const ownedBroadcast = async (player: PlayerRecord, k: string | undefined): Promise<BroadcastRecord> => {
    if (!k) {
      for (const id of player.clients ?? []) {
        const client = await store.getTyped(id, "Clients");
        const b = client && ownsClient(player, client) && client.broadcast?.[0] ? await store.getTyped(client.broadcast[0], "Broadcasts") : null;
        if (b) return b;
      }
      throw new Refusal("You need a production client with an active broadcast to do that");
    }
    const broadcast = await findBroadcast(k);
    const clients = (await store.getMany([...(player.clients ?? []), ...(broadcast?.clients ?? [])])).filter((c): c is ClientRecord => c?.__tableName === "Clients");
    if (!broadcast || !ownsBroadcast(player, broadcast, clients)) throw new Refusal("You don't have access to this broadcast");
    return broadcast;
  };
  const broadcastOfClient = async (client: ClientRecord) => (client.broadcast?.[0] ? store.getTyped(client.broadcast[0], "Broadcasts") : null);

  const handlers: { [E in ProdEvent]: (player: PlayerRecord, p: z.infer<(typeof Schemas)[E]>) => Promise<unknown> } = {
    async send_prod_update(player, { client, broadcast, data }) {
      if (client) io.to(clientRoom((await ownedClient(player, client)).key)).emit("prod-update", data);
      if (broadcast) io.to(broadcastRoom((await ownedBroadcast(player, broadcast)).key)).emit("prod-update", data);
      return true;
    },
    async prod_trigger(player, { trigger, data, broadcast: k }) {
      const broadcast = await ownedBroadcast(player, k);
      const room = io.to(broadcastRoom(broadcast.key));
      if (trigger === "comms_enable") {
        const team = z.union([z.literal(1), z.literal(2)]).safeParse(typeof data === "object" && data ? (data as { team?: unknown }).team : data);
        if (!team.success) throw new Refusal("comms_enable needs team 1 or 2");
        await store.transaction((tx) => tx.update(broadcast.id, "Broadcasts", { comms: team.data }));
        room.emit("comms_enable", team.data);
      } else if (trigger === "comms_disable") {
        await store.transaction((tx) => tx.update(broadcast.id, "Broadcasts", { comms: 0 }));
        room.emit("comms_disable");
      } else {
        room.emit("prod_trigger", { trigger, data });
      }
      return true;
    },
    async obs_data_change(player, { clientName, previewScene, programScene }) {
      return sceneChange(player, clientName, "obs_data_change", { previewScene, programScene });
    },
    async obs_stream_status(player, { clientName, status, scenes }) {
      return sceneChange(player, clientName, "obs_stream_status", { previewScene: scenes?.preview, programScene: scenes?.program, status });
    },
    async obs_disconnect(player, { clientName }) {
      return sceneChange(player, clientName, "obs_disconnect", {});
    },
  };

  async function sceneChange(player: PlayerRecord, clientName: string, emitSource: string, extra: Record<string, unknown>) {
    const client = await ownedClient(player, clientName);
    const broadcast = await broadcastOfClient(client);
    const payload = { emitSource, broadcastKey: broadcast?.key, clientSource: client.key, ...extra };
    const rooms = [clientRoom(client.key), ...(broadcast ? [broadcastRoom(broadcast.key)] : [])];
    io.to(rooms).emit("prod_preview_program_change", payload);
    return true;
  }

  // A graphic added, removed or reordered: the broadcast's button decks reload.
  store.onCommit((changes) => {
    const broadcastIds = new Set(changes.filter((c) => c.table === "GFX").flatMap((c) => [c.before, c.after]).flatMap((g) => (g as { broadcast?: string[] } | null)?.broadcast ?? []));
    if (!broadcastIds.size) return;
    void store.getMany([...broadcastIds]).then((list) => {
      for (const b of list) if (b?.__tableName === "Broadcasts") io.to(broadcastRoom((b as BroadcastRecord).key)).emit("prod_button_reload");
    });
  });

  return function attach(socket: Socket, token: string | null) {
    socket.on("prod-join", (k: unknown, ack?: Ack) => {
      const parsed = key.safeParse(k);
      if (parsed.success) void socket.join(clientRoom(parsed.data));
      if (typeof ack === "function") ack(parsed.success ? { data: true } : { error: true, errorMessage: "Expected a client key" });
    });
    socket.on("prod-broadcast-join", (k: unknown, ack?: Ack) => {
      const parsed = key.safeParse(k);
      if (parsed.success) void socket.join(broadcastRoom(parsed.data));
      if (typeof ack === "function") ack(parsed.success ? { data: true } : { error: true, errorMessage: "Expected a broadcast key" });
    });
    for (const event of Object.keys(Schemas) as ProdEvent[]) {
      socket.on(event, (payload: unknown, ack?: Ack) => {
        void handle(event, payload).then((reply) => {
          if (typeof ack === "function") ack(reply);
        });
      });
    }

    async function handle(event: ProdEvent, payload: unknown) {
      try {
        const parsed = Schemas[event].safeParse(payload);
        if (!parsed.success) return { error: true, errorMessage: `Invalid ${event} payload`, issues: describeIssues(parsed.error) };
        const player = await playerForToken(store, token);
        if (!player) return { error: true, errorMessage: "Not authenticated" };
        return { data: await (handlers[event] as (p: PlayerRecord, x: unknown) => Promise<unknown>)(player, parsed.data) };
      } catch (error) {
        if (error instanceof Refusal) return { error: true, errorMessage: error.message };
        deps.log.error(`[Production] ${event} failed`, { error: error instanceof Error ? error.message : String(error) });
        return { error: true, errorMessage: "Something went wrong on the server" };
      }
    }
  };
}
