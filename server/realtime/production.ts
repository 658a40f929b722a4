import { z } from "zod";
import type { ActionReply } from "../../domain/actions.ts";
import {
  CommsEnableDataSchema,
  type CommsTeam,
  PRODUCTION_EVENT_SCHEMAS,
  PRODUCTION_EVENTS,
  ProdKeySchema,
  type ProductionEvent,
  type ProductionPayload,
} from "../../domain/production.ts";
import { camsOn } from "../../domain/cams.ts";
import { ownsClient } from "../../domain/permissions.ts";
import { asTable, type BroadcastRecord, type ClientRecord, type PlayerRecord } from "../../domain/tables.ts";
import type { Ack } from "../../domain/wire.ts";
import { ActionError } from "../actions/ActionError.ts";
import { activeBroadcastOf, clientByKey, drivenBroadcast, ownedClient } from "../actions/context.ts";
import { answerSocket, named } from "../compat/socketReplies.ts";
import { runAction } from "../actions/runAction.ts";
import type { ServerDeps } from "../deps.ts";
import { answerEvent, type Caller } from "./crewEvent.ts";
import type { AppIo, AppSocket } from "./sockets.ts";
import type { StreamReport } from "../../domain/streamSoftware.ts";
import { StreamStates } from "./streamStates.ts";

/**
 * Production socket events (SPEC §7). Listening is open: an overlay joins its client's
 * and broadcast's rooms with a key from its URL, and hears the stream software state
 * kept for them. Acting (updates, triggers, stream software state) needs a token that
 * owns the client or broadcast.
 */
export const clientRoom = (key: string) => `prod:client:${key.toLowerCase()}`;
export const broadcastRoom = (key: string) => `prod:broadcast:${key}`;

/** Each event's schema seen as the parser of that event's payload, so a lookup by a generic event stays typed. */
const SCHEMAS: { [E in ProductionEvent]: z.ZodType<ProductionPayload<E>> } = PRODUCTION_EVENT_SCHEMAS;

const OK: ActionReply<true> = { data: true };

/** The stream software's reports: kept per client, so applied one after another. */
const STREAM_REPORTS = new Set<ProductionEvent>(["obs_data_change", "obs_stream_status", "obs_disconnect"]);

export function attachProductionServer(io: AppIo, deps: ServerDeps, onStreamState: () => void = () => {}) {
  const { store } = deps;
  const streamStates = new StreamStates(io, store, deps.now, onStreamState);

  /** Comms are a write: it takes the action path, with the same parsing, permission and one transaction as every action. */
  async function setComms(comms: 0 | CommsTeam, broadcastId: string, token: string): Promise<ActionReply<true>> {
    const { body } = await runAction(deps, "set-comms", { comms, broadcast: broadcastId }, token);
    return body.error ? body : OK;
  }

  /** Flip the broadcast's player cams on or off (the original's `toggle_cams`), through the action path like every write. */
  async function toggleCams(broadcast: BroadcastRecord, token: string): Promise<ActionReply<true>> {
    const { body } = await runAction(deps, "update-broadcast", { playerCams: !camsOn(broadcast) }, token);
    return body.error ? body : OK;
  }

  /**
   * The original's overlays hear a trigger in the client's room, by its original name with
   * its arguments as one list: the client the socket joined when the caller owns it, else
   * the caller's own client.
   */
  async function relayTrigger(player: PlayerRecord, socket: AppSocket, relay: { name: string; args: unknown[] }) {
    const joined = socket.data.clientName ? await clientByKey(store, socket.data.clientName) : null;
    const own = player.clients?.[0] ? await store.getTyped(player.clients[0], "Clients") : null;
    const client = [joined, own].find((c) => c && ownsClient(player, c));
    if (client) named(io.to(clientRoom(client.key))).emit(relay.name, relay.args);
  }

  /**
   * The client whose overlays a trigger reaches: the one it names (the caller owns it, or it
   * shows the broadcast the caller drives), else the one the socket joined when that holds too;
   * null for every overlay of the broadcast.
   */
  async function triggerClient(
    player: PlayerRecord,
    broadcast: BroadcastRecord,
    named: ClientRecord | null,
    joined: ClientRecord | null,
  ): Promise<ClientRecord | null> {
    const reaches = async (client: ClientRecord) =>
      ownsClient(player, client) || (await activeBroadcastOf(store, client))?.id === broadcast.id;
    if (named) {
      if (!(await reaches(named))) throw new ActionError(403, `Client ${named.key} does not show ${broadcast.name}`);
      return named;
    }
    return joined && (await reaches(joined)) ? joined : null;
  }

  const handlers: {
    [E in ProductionEvent]: (caller: Caller, payload: ProductionPayload<E>, socket: AppSocket) => Promise<ActionReply<true>>;
  } = {
    async send_prod_update({ player }, { client, broadcast, data }) {
      if (client) io.to(clientRoom((await ownedClient(store, player, client)).key)).emit("prod-update", data);
      if (broadcast) io.to(broadcastRoom((await drivenBroadcast(store, player, broadcast)).key)).emit("prod-update", data);
      return OK;
    },
    async prod_trigger({ player, token }, { trigger, data, broadcast: key, client: clientKey, relay }, socket) {
      const named = clientKey ? await clientByKey(store, clientKey) : null;
      if (clientKey && !named) throw new ActionError(404, `No client ${clientKey}`);
      const joined = !named && socket.data.clientName ? await clientByKey(store, socket.data.clientName) : null;
      const broadcast = await drivenBroadcast(store, player, key ?? named?.broadcast?.[0]);
      const target = await triggerClient(player!, broadcast, named, joined);
      if (relay) await relayTrigger(player!, socket, relay);
      // A trigger only the original's overlays know (its draft board) was relayed above, and that is all it does.
      if (trigger === null) return OK;
      if (trigger === "cams_toggle") return toggleCams(broadcast, token);
      // Comms are stored for the broadcast (the dashboard shows them), unless the trigger names its client:
      // then only that client's overlays switch, as the original's per-client comms did.
      if (trigger === "comms_enable") {
        const team = CommsEnableDataSchema.safeParse(data);
        if (!team.success) throw new ActionError(400, "comms_enable needs team 1 or 2");
        if (!named) return setComms(team.data, broadcast.id, token);
      }
      if (trigger === "comms_disable" && !named) return setComms(0, broadcast.id, token);
      io.to(target ? clientRoom(target.key) : broadcastRoom(broadcast.key)).emit("prod_trigger", { trigger, data });
      return OK;
    },
    async obs_data_change({ player }, { clientName, previewScene, programScene }) {
      return sceneChange(player, clientName, { emitSource: "obs_data_change", previewScene, programScene });
    },
    async obs_stream_status({ player }, { clientName, status, settings, scenes }) {
      // Where the stream goes, field by field: a stream key never reaches a room or the store.
      const target = settings && {
        service: settings.service,
        url: settings.url,
        channelID: settings.channelID,
        stream_delay_enabled: settings.stream_delay_enabled,
        stream_delay_seconds: settings.stream_delay_seconds,
      };
      return sceneChange(player, clientName, { emitSource: "obs_stream_status", status, target, scenes });
    },
    async obs_disconnect({ player }, { clientName }) {
      return sceneChange(player, clientName, { emitSource: "obs_disconnect" });
    },
  };

  /** Stream software state from the client's owner: its rooms hear it, then it is kept, then the sender is answered. */
  async function sceneChange(player: PlayerRecord, clientName: string, report: StreamReport): Promise<ActionReply<true>> {
    const client = await ownedClient(store, player, clientName);
    const broadcast = await activeBroadcastOf(store, client);
    const rooms = [clientRoom(client.key), ...(broadcast ? [broadcastRoom(broadcast.key)] : [])];
    await streamStates.report(client, broadcast, rooms, report);
    return OK;
  }

  // Comms turned on, moved or off (set-comms or a comms trigger): the broadcast's comms overlays hear it.
  store.onCommit(({ changes }) => {
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
  store.onCommit(({ changes }) => {
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

  function handle<E extends ProductionEvent>(event: E, payload: unknown, socket: AppSocket): Promise<ActionReply<true>> {
    const handler: (caller: Caller, payload: ProductionPayload<E>, socket: AppSocket) => Promise<ActionReply<true>> = handlers[event];
    return answerEvent(deps, "Production", event, SCHEMAS[event], payload, socket.data.token, (caller, parsed) =>
      handler(caller, parsed, socket),
    );
  }

  return function attach(socket: AppSocket) {
    // Join, then hear the stored state, then the answer: an acknowledged join has the tally.
    const join =
      (room: (key: string) => string, replay: (key: string) => Promise<void>, what: string) => async (key: unknown, ack?: Ack<true>) => {
        const parsed = ProdKeySchema.safeParse(key);
        if (parsed.success) {
          if (what === "client") socket.data.clientName = parsed.data.toLowerCase();
          await socket.join(room(parsed.data));
          await replay(parsed.data).catch((error: unknown) =>
            deps.log.error(`[Production] ${what} state replay failed`, { error: error instanceof Error ? error.message : String(error) }),
          );
        }
        if (typeof ack === "function") ack(parsed.success ? { data: true } : { error: true, errorMessage: `Expected a ${what} key` });
      };
    socket.on(
      "prod-join",
      join(clientRoom, (key) => streamStates.replayClient(socket, key), "client"),
    );
    socket.on(
      "prod-broadcast-join",
      join(broadcastRoom, (key) => streamStates.replayBroadcast(socket, key), "broadcast"),
    );
    // A transmitter's reports apply in the order it sent them, though each first looks up its sender and client.
    let reports: Promise<unknown> = Promise.resolve();
    const inOrder = <T>(run: () => Promise<T>): Promise<T> => {
      const next = reports.then(run);
      reports = next;
      return next;
    };
    for (const event of PRODUCTION_EVENTS) {
      socket.on(event, (...args: unknown[]) => {
        const { payload, ack } = eventArguments(event, args);
        const run = () => handle(event, payload, socket);
        void (STREAM_REPORTS.has(event) ? inOrder(run) : run()).then((answer) => answerSocket(socket, event, ack, answer));
      });
    }
  };
}

/**
 * An event's payload and callback from its arguments. `prod_trigger` also comes in the
 * original's positional form, `(name, ...args)`: its schema reads the list of arguments.
 */
function eventArguments(event: ProductionEvent, args: unknown[]): { payload: unknown; ack: unknown } {
  const ack = typeof args.at(-1) === "function" ? args.at(-1) : undefined;
  const values = ack ? args.slice(0, -1) : args;
  return { payload: event === "prod_trigger" && typeof values[0] === "string" ? values : values[0], ack };
}
