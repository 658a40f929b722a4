import type { CollectionSource } from "../../domain/collections.ts";
import { subscribeKey } from "../../domain/wire.ts";
import type { Collections } from "../things/collections.ts";
import { resolveKeys } from "../things/resolve.ts";
import type { Change, ThingStore } from "../store/ThingStore.ts";
import { updatesFor } from "./roomsFor.ts";
import type { AppIo, AppSocket } from "./sockets.ts";

const MAX_SUBSCRIPTIONS_PER_SOCKET = 5000;

/** Normalise a subscribe key the way lookups are stored (client and subdomain keys are lowercase). */
function roomOf(key: string): string {
  return /^(client|subdomain)-/.test(key) ? key.toLowerCase() : key;
}

/**
 * Subscriptions and fan-out. A socket joins the room of each key it subscribes to and at
 * once receives the current record; after every commit each changed record goes to the
 * rooms of all its keys. Correctness rests on record versions, not on delivery: a
 * subscriber that reconnects subscribes again and gets the current record.
 */
export class Realtime {
  /** Set when several processes share rooms (Redis): they tell each other of commits. */
  clustered = false;

  constructor(
    private readonly io: AppIo,
    private readonly store: ThingStore,
    private readonly collections: Collections,
    private readonly websiteFlags: () => string[],
  ) {
    store.onCommit((changes) => void this.publish(changes));
    // Another server process committed: our cached collections may be stale.
    io.on("store-commit", (sources) => void this.refreshCollections(new Set(sources)));
  }

  attach(socket: AppSocket) {
    socket.emit("website_flags", this.websiteFlags());
    // Payloads are typed as a well-behaved client sends them; each is still read as unknown.
    socket.on("subscribe", (payload: unknown) => void this.subscribe(socket, [payload]));
    socket.on("subscribe-multiple", (payload: unknown) => {
      const list = Array.isArray(payload) ? payload : payload && typeof payload === "object" && "ids" in payload ? payload.ids : null;
      if (Array.isArray(list)) void this.subscribe(socket, list.slice(0, MAX_SUBSCRIPTIONS_PER_SOCKET));
    });
    // The original clients' fetch: the record at once (`{__id}` for one that does not exist), then its changes.
    socket.on("get_and_subscribe", (payload: unknown) => void this.subscribe(socket, [payload], true));
    socket.on("unsubscribe", (payload: unknown) => {
      const key = subscribeKey(payload);
      if (key) void socket.leave(roomOf(key));
    });
  }

  private async subscribe(socket: AppSocket, payloads: unknown[], answerMissing = false) {
    const keys = payloads.map(subscribeKey).filter((k): k is string => k !== null);
    if (!keys.length || socket.rooms.size + keys.length > MAX_SUBSCRIPTIONS_PER_SOCKET) return;
    const rooms = keys.map(roomOf);
    socket.join(rooms);
    for (let i = 0; i < rooms.length; i += 500) {
      const batch = rooms.slice(i, i + 500);
      const records = await resolveKeys(this.store, this.collections, batch);
      records.forEach((record, j) => {
        if (!("error" in record)) socket.emit("data_update", batch[j], record);
        else if (answerMissing) socket.emit("data_update", batch[j], { __id: batch[j] });
      });
    }
  }

  private async publish(changes: Change[]) {
    for (const change of changes) {
      for (const [room, data] of updatesFor(change)) this.io.to(room).emit("data_update", room, data);
    }
    await this.sourcesChanged(new Set(changes.map((c) => c.table)));
  }

  /** Sources of lists changed here (a commit, or a client's stream software report): every process refreshes its lists. */
  async sourcesChanged(sources: Set<CollectionSource>) {
    if (this.clustered) this.io.serverSideEmit("store-commit", [...sources]);
    await this.refreshCollections(sources);
  }

  /** Each process recomputes its own cache and tells only its own sockets. */
  private async refreshCollections(sources: Set<CollectionSource>) {
    const changed = await this.collections.refresh(sources, await this.store.revision());
    for (const key of changed) this.io.local.to(key).emit("data_update", key, await this.collections.get(key));
  }
}
