import type { ProgramChange } from "../../domain/production.ts";
import { nextStreamState, type StoredStreamState, type StreamReport } from "../../domain/streamSoftware.ts";
import { asTable, type BroadcastRecord, type ClientRecord } from "../../domain/tables.ts";
import { activeBroadcastOf, clientByKey } from "../actions/context.ts";
import type { StoreReader, ThingStore } from "../store/ThingStore.ts";
import type { AppIo, AppSocket } from "./sockets.ts";

/**
 * Runs tasks one after another per key; a task over several keys waits for all of them.
 * A client's reports apply in the order they came, and a replay never reads a state
 * older than a change its socket already heard.
 */
class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
    const result = Promise.all(keys.map((k) => this.tails.get(k))).then(task);
    const tail = result.then(
      () => {},
      () => {},
    );
    for (const key of keys) this.tails.set(key, tail);
    void tail.then(() => {
      for (const key of keys) if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

/**
 * Each client's stream software state (SPEC §4 "Stream software connection"), told to its
 * rooms and kept in the store, so a tally is right after an overlay reloads or the server
 * restarts: a socket that joins a client's or broadcast's room hears the stored state.
 */
export class StreamStates {
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly io: AppIo,
    private readonly store: ThingStore,
    private readonly now: () => number,
    /** Told after each kept report: the list of connected stream software (`special:streams`) may have changed. */
    private readonly onKept: () => void = () => {},
  ) {}

  /** Rooms first (a tally follows the cut within 100 ms), then the store; once this resolves the report is kept. */
  report(client: ClientRecord, broadcast: BroadcastRecord | null, rooms: string[], report: StreamReport): Promise<void> {
    return this.apply(client, broadcast, rooms, report, () => true);
  }

  /**
   * The client's transmitters all went away without a word, the last at `since`: a state still
   * connected and not reported since is no longer known, so it is told and kept as a disconnect
   * (tallies unlit, no scenes), as if the transmitter had said `obs_disconnect`.
   */
  lost(client: ClientRecord, broadcast: BroadcastRecord | null, rooms: string[], since: number): Promise<void> {
    const stale = (previous: StoredStreamState | undefined) => !!previous?.connected && previous.updatedAt <= since;
    return this.apply(client, broadcast, rooms, { emitSource: "obs_disconnect" }, stale);
  }

  private apply(
    client: ClientRecord,
    broadcast: BroadcastRecord | null,
    rooms: string[],
    report: StreamReport,
    applies: (previous: StoredStreamState | undefined) => boolean,
  ): Promise<void> {
    const key = client.key.toLowerCase();
    return this.queue.run([key], async () => {
      const [previous] = await this.store.streamStates([key]);
      if (!applies(previous)) return;
      const state = nextStreamState(previous, key, report, this.now());
      const crew = await crewOf(this.store, client, broadcast);
      this.io.to(rooms).emit("prod_preview_program_change", { ...programChange(state, report.emitSource, client, broadcast), ...crew });
      await this.store.putStreamState(state);
      this.onKept();
    });
  }

  /** `prod-join`: the client's stored state, to this socket alone. */
  async replayClient(socket: AppSocket, clientKey: string): Promise<void> {
    const client = await clientByKey(this.store, clientKey);
    if (client) await this.replay(socket, [client], await activeBroadcastOf(this.store, client));
  }

  /**
   * `prod-broadcast-join`: the stored states of the broadcast's clients, oldest first. Only
   * clients that have this broadcast active: their live changes are the ones its room hears.
   */
  async replayBroadcast(socket: AppSocket, broadcastKey: string): Promise<void> {
    const id = await this.store.lookup(`broadcast-${broadcastKey}`);
    const broadcast = id ? await this.store.getTyped(id, "Broadcasts") : null;
    if (!broadcast?.clients?.length) return;
    const clients = (await this.store.getMany(broadcast.clients))
      .map((thing) => asTable(thing, "Clients"))
      .filter((client): client is ClientRecord => !!client && client.broadcast?.[0] === broadcast.id);
    await this.replay(socket, clients, broadcast);
  }

  private async replay(socket: AppSocket, clients: ClientRecord[], broadcast: BroadcastRecord | null): Promise<void> {
    if (!clients.length) return;
    const byKey = new Map(clients.map((client) => [client.key.toLowerCase(), client]));
    await this.queue.run([...byKey.keys()], async () => {
      for (const state of await this.store.streamStates([...byKey.keys()])) {
        const client = byKey.get(state.clientKey.toLowerCase());
        const source = state.connected ? "obs_data_change" : "obs_disconnect";
        if (!client) continue;
        socket.emit("prod_preview_program_change", {
          ...programChange(state, source, client, broadcast),
          ...(await crewOf(this.store, client, broadcast)),
        });
      }
    });
  }
}

function programChange(
  state: StoredStreamState,
  emitSource: ProgramChange["emitSource"],
  client: ClientRecord,
  broadcast: BroadcastRecord | null,
): ProgramChange {
  const { clientKey: _key, ...fields } = state;
  return { emitSource, broadcastKey: broadcast?.key, clientSource: client.key, ...fields };
}

/** Who runs a client: its first staff member, and the roles (`singular_name`) they hold on the broadcast's live match. */
async function crewOf(
  store: StoreReader,
  client: ClientRecord,
  broadcast: BroadcastRecord | null,
): Promise<Pick<ProgramChange, "clientPlayerName" | "clientPositions">> {
  const staffId = client.staff?.[0];
  const staff = staffId ? await store.getTyped(staffId, "Players") : null;
  if (!staff) return {};
  const matchId = broadcast?.live_match?.[0];
  const match = matchId ? await store.getTyped(matchId, "Matches") : null;
  const relationships = await store.getMany(match?.player_relationships ?? []);
  const clientPositions = relationships
    .map((r) => asTable(r, "Player Relationships"))
    .filter((r) => r?.player?.[0] === staff.id)
    .map((r) => r!.singular_name);
  return { clientPlayerName: staff.name, clientPositions };
}
