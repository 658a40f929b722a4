import { z } from "zod";
import {
  CommsEnableDataSchema,
  type CommsTeam,
  type OriginalRelay,
  PRODUCTION_EVENT_SCHEMAS,
  PRODUCTION_EVENTS,
  ProdKeySchema,
  type ProductionEvent,
  type ProductionPayload,
} from "../../domain/production.ts";
import { camsOn } from "../../domain/cams.ts";
import { longId } from "../../domain/ids.ts";
import { ownsClient, PERMISSION_MESSAGES } from "../../domain/permissions.ts";
import { asTable, type BroadcastRecord, type ClientRecord, type PlayerRecord } from "../../domain/tables.ts";
import type { Ack } from "../../domain/wire.ts";
import { ActionError } from "../actions/ActionError.ts";
import { activeBroadcastOf, clientByKey, drivenBroadcast, drives, ownedClient } from "../actions/context.ts";
import { answerSocket, named } from "../compat/socketReplies.ts";
import { performAction } from "../actions/runAction.ts";
import type { ServerDeps } from "../deps.ts";
import type { StoreReader } from "../store/ThingStore.ts";
import { answerEvent, type Caller, type EventAnswer } from "./crewEvent.ts";
import { remoteRoom } from "./remote.ts";
import { SocketQueues, type SocketHandlers } from "./socketEvents.ts";
import type { AppIo, AppSocket } from "./sockets.ts";
import type { StreamReport } from "../../domain/streamSoftware.ts";
import { StreamStates } from "./streamStates.ts";
import { TRANSMITTER_GONE_MS, TransmitterWatch } from "./transmitters.ts";

/**
 * Production socket events (SPEC §7). Listening is open: an overlay joins its client's
 * and broadcast's rooms with a key from its URL, and hears the stream software state
 * kept for them. Acting (updates, triggers, stream software state) needs a token that
 * owns the client or broadcast.
 */
export const clientRoom = (key: string) => `prod:client:${key.toLowerCase()}`;
export const broadcastRoom = (key: string) => `prod:broadcast:${key}`;
/**
 * Where a client's own state (its stream software's scenes and stream, its overlays' picture in
 * picture) is heard: its own room, and its active broadcast's only when the client belongs to
 * that broadcast: the broadcast lists it, or the sender drives the broadcast. Where a client
 * points grants nothing, so nobody lights another crew's tallies by pointing a client at them.
 */
export async function clientStateRooms(
  store: StoreReader,
  client: ClientRecord,
  broadcast: BroadcastRecord | null,
  sender: PlayerRecord | null,
): Promise<string[]> {
  const belongs =
    !!broadcast && (!!broadcast.clients?.some((id) => longId(id) === client.id) || (!!sender && (await drives(store, sender, broadcast))));
  return [clientRoom(client.key), ...(belongs ? [broadcastRoom(broadcast.key)] : [])];
}
/** The room of a client's source overviews (the original's `prod:client-<key>-overview`). */
export const overviewRoom = (key: string) => `${clientRoom(key)}:overview`;
/**
 * The sockets of a room that joined it as the original's pages do, without a callback (the
 * original server answered no join; our pages wait for the answer). They hear the original's
 * forms (`comms_enable([{ team }])`), ours hear ours (`comms_enable(1)`): each throws on the other.
 */
export const originalPagesOf = (room: string) => `${room}:original`;

/** Each event's schema seen as the parser of that event's payload, so a lookup by a generic event stays typed. */
const SCHEMAS: { [E in ProductionEvent]: z.ZodType<ProductionPayload<E>> } = PRODUCTION_EVENT_SCHEMAS;

/** The stream software's reports: kept per client, so applied one after another. */
const STREAM_REPORTS = new Set<ProductionEvent>(["obs_data_change", "obs_stream_status", "obs_disconnect"]);

export function attachProductionServer(io: AppIo, deps: ServerDeps, onStreamState: () => void = () => {}) {
  const { store } = deps;
  const streamStates = new StreamStates(io, store, deps.now, onStreamState);
  /** Who last reported each client's stream software (by key): a lost state is heard where that sender's reports were. */
  const lastSenders = new Map<string, PlayerRecord>();
  // A client whose transmitters all closed without obs_disconnect: its kept state is not known any more.
  const transmitters = new TransmitterWatch(
    io,
    deps.config.transmitterGoneMs ?? TRANSMITTER_GONE_MS,
    deps.now,
    deps.log,
    async (key, since) => {
      const sender = lastSenders.get(key) ?? null;
      lastSenders.delete(key);
      const client = await clientByKey(store, key);
      if (!client) return;
      const broadcast = await activeBroadcastOf(store, client);
      await streamStates.lost(client, broadcast, await clientStateRooms(store, client, broadcast, sender), since);
    },
  );

  /** Comms are a write: it takes the action path, with the same parsing, permission and one transaction as every action. */
  async function setComms(comms: 0 | CommsTeam, broadcastId: string, token: string): Promise<true> {
    await performAction(deps, "set-comms", { comms, broadcast: broadcastId }, token);
    return true;
  }

  /** Flip the broadcast's player cams on or off (the original's `toggle_cams`), through the action path like every write. */
  async function toggleCams(broadcast: BroadcastRecord, token: string): Promise<true> {
    await performAction(deps, "update-broadcast", { playerCams: !camsOn(broadcast) }, token);
    return true;
  }

  /** The client the original's pages of a trigger belong to: the one the socket joined when the caller owns it, else the caller's own. */
  async function relayClient(player: PlayerRecord, socket: AppSocket): Promise<ClientRecord | null> {
    const joined = socket.data.clientName ? await clientByKey(store, socket.data.clientName) : null;
    const own = player.clients?.[0] ? await store.getTyped(player.clients[0], "Clients") : null;
    return [joined, own].find((c) => c && ownsClient(player, c)) ?? null;
  }

  /**
   * The original's pages hear a trigger in the client's room, by its original name with its
   * arguments as one list; the remote OBS control's also reach the client's remote page and
   * source overviews, wherever they joined.
   */
  function relayTrigger(client: ClientRecord, relay: OriginalRelay) {
    const rooms = [originalPagesOf(clientRoom(client.key))];
    if (relay.remote) rooms.push(remoteRoom(client.key), overviewRoom(client.key));
    named(io.to(rooms)).emit(relay.name, relay.args);
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
    [E in ProductionEvent]: (caller: Caller, payload: ProductionPayload<E>, socket: AppSocket) => Promise<true>;
  } = {
    async send_prod_update({ player }, { client, broadcast, data }) {
      if (client) io.to(clientRoom((await ownedClient(store, player, client)).key)).emit("prod-update", data);
      if (broadcast) io.to(broadcastRoom((await drivenBroadcast(store, player, broadcast)).key)).emit("prod-update", data);
      return true;
    },
    async prod_trigger({ player, token }, { trigger, data, broadcast: key, client: clientKey, relay }, socket) {
      // The remote OBS control is between a client's own pages: it needs the client, not a broadcast.
      if (relay?.remote) {
        const client = await relayClient(player, socket);
        if (!client) throw new ActionError(403, PERMISSION_MESSAGES.notClientOwner);
        relayTrigger(client, relay);
        return true;
      }
      const named = clientKey ? await clientByKey(store, clientKey) : null;
      if (clientKey && !named) throw new ActionError(404, `No client ${clientKey}`);
      const joined = !named && socket.data.clientName ? await clientByKey(store, socket.data.clientName) : null;
      const broadcast = await drivenBroadcast(store, player, key ?? named?.broadcast?.[0]);
      const target = await triggerClient(player, broadcast, named, joined);
      // Checked before anything is heard: a refused trigger reaches no page.
      const team = trigger === "comms_enable" ? CommsEnableDataSchema.safeParse(data) : null;
      if (team && !team.success) throw new ActionError(400, "comms_enable needs team 1 or 2");
      const original = relay ? await relayClient(player, socket) : null;
      // The original's pages read a team as `[{ team }]` whichever form the sender used.
      if (relay && original) relayTrigger(original, team?.success ? { ...relay, args: [{ team: team.data }] } : relay);
      // A trigger only the original's overlays know (its draft board) was relayed above, and that is all it does.
      if (trigger === null) return true;
      if (trigger === "cams_toggle") return toggleCams(broadcast, token);
      // Comms are stored for the broadcast (the dashboard shows them), unless the trigger names its client:
      // then only that client's overlays switch, as the original's per-client comms did.
      if (team?.success && !named) return setComms(team.data, broadcast.id, token);
      if (trigger === "comms_disable" && !named) return setComms(0, broadcast.id, token);
      io.to(target ? clientRoom(target.key) : broadcastRoom(broadcast.key)).emit("prod_trigger", { trigger, data });
      return true;
    },
    async obs_data_change({ player }, { clientName, previewScene, programScene }, socket) {
      return sceneChange(player, socket, clientName, { emitSource: "obs_data_change", previewScene, programScene });
    },
    async obs_stream_status({ player }, { clientName, status, settings, scenes }, socket) {
      // Where the stream goes, field by field: a stream key never reaches a room or the store.
      const target = settings && {
        service: settings.service,
        url: settings.url,
        channelID: settings.channelID,
        stream_delay_enabled: settings.stream_delay_enabled,
        stream_delay_seconds: settings.stream_delay_seconds,
      };
      return sceneChange(player, socket, clientName, { emitSource: "obs_stream_status", status, target, scenes });
    },
    async obs_disconnect({ player }, { clientName }, socket) {
      return sceneChange(player, socket, clientName, { emitSource: "obs_disconnect" });
    },
  };

  /**
   * Stream software state from the client's owner: its rooms hear it (the broadcast's only when
   * the client belongs to it), then it is kept, then the sender is answered. The sender is one of
   * the client's transmitters from then on.
   */
  async function sceneChange(player: PlayerRecord, socket: AppSocket, clientName: string, report: StreamReport): Promise<true> {
    const client = await ownedClient(store, player, clientName);
    transmitters.reported(socket, client.key);
    lastSenders.set(client.key.toLowerCase(), player);
    const broadcast = await activeBroadcastOf(store, client);
    await streamStates.report(client, broadcast, await clientStateRooms(store, client, broadcast, player), report);
    return true;
  }

  // Comms turned on, moved or off (set-comms or a comms trigger): the broadcast's pages of ours hear it in our
  // form; the original's pages hear a comms trigger by its name in their client's room, as the original sent it.
  store.onCommit(({ changes }) => {
    for (const change of changes) {
      const before = asTable(change.before, "Broadcasts");
      const after = asTable(change.after, "Broadcasts");
      if (!after || (before?.comms ?? 0) === (after.comms ?? 0)) continue;
      const room = broadcastRoom(after.key);
      const ours = io.to(room).except(originalPagesOf(room));
      if (after.comms === 1 || after.comms === 2) ours.emit("comms_enable", after.comms);
      else ours.emit("comms_disable");
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

  function handle<E extends ProductionEvent>(event: E, payload: unknown, socket: AppSocket): Promise<EventAnswer<true>> {
    const handler: (caller: Caller, payload: ProductionPayload<E>, socket: AppSocket) => Promise<true> = handlers[event];
    return answerEvent(deps, "Production", event, SCHEMAS[event], payload, socket.data.token, (caller, parsed) =>
      handler(caller, parsed, socket),
    );
  }

  /** Join, then hear the stored state, then the answer: an acknowledged join has the tally. */
  const join =
    (room: (key: string) => string, replay: (socket: AppSocket, key: string) => Promise<void>, what: string) =>
    async (socket: AppSocket, key: unknown, ack?: unknown) => {
      const parsed = ProdKeySchema.safeParse(key);
      if (parsed.success) {
        if (what === "client") socket.data.clientName = parsed.data.toLowerCase();
        await socket.join(room(parsed.data));
        if (typeof ack !== "function") await socket.join(originalPagesOf(room(parsed.data)));
        await replay(socket, parsed.data).catch((error: unknown) =>
          deps.log.error(`[Production] ${what} state replay failed`, { error: error instanceof Error ? error.message : String(error) }),
        );
      }
      if (typeof ack === "function")
        (ack as Ack<true>)(parsed.success ? { data: true } : { error: true, errorMessage: `Expected a ${what} key` });
    };

  /** A transmitter's reports apply in the order it sent them, though each first looks up its sender and client. */
  const reports = new SocketQueues();
  const events: SocketHandlers = {
    "prod-join": join(clientRoom, (socket, key) => streamStates.replayClient(socket, key), "client"),
    "prod-broadcast-join": join(broadcastRoom, (socket, key) => streamStates.replayBroadcast(socket, key), "broadcast"),
  };
  for (const event of PRODUCTION_EVENTS) {
    events[event] = (socket, ...args) => {
      const { payload, ack } = eventArguments(event, args);
      const run = () => handle(event, payload, socket);
      void (STREAM_REPORTS.has(event) ? reports.run(socket, run) : run()).then(({ reply, status }) =>
        answerSocket(socket, event, ack, reply, status),
      );
    };
  }

  return {
    events,
    /** A closing socket may have been a client's last transmitter. */
    disconnecting: (socket: AppSocket, reason: string) => transmitters.disconnecting(socket, reason),
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
