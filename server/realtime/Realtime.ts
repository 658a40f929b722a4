import type { Server, Socket } from "socket.io";
import { isSpecialCollectionKey, type TableName } from "../../domain/tables.ts";
import { subscribeKey, type SubscribePayload } from "../../domain/wire.ts";
import type { Collections } from "../things/collections.ts";
import { resolveKeys } from "../things/resolve.ts";
import type { Change, ThingStore } from "../store/ThingStore.ts";
import { updatesFor } from "./roomsFor.ts";

const MAX_SUBSCRIPTIONS_PER_SOCKET = 5000;
const COMMIT_EVENT = "store-commit";

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
    private readonly io: Server,
    private readonly store: ThingStore,
    private readonly collections: Collections,
    private readonly websiteFlags: () => string[],
  ) {
    store.onCommit((changes) => void this.publish(changes));
    // Another server process committed: our cached collections may be stale.
    io.on(COMMIT_EVENT as never, (tables: TableName[]) => void this.refreshCollections(new Set(tables)));
  }

  attach(socket: Socket) {
    socket.emit("website_flags", this.websiteFlags());
    socket.on("subscribe", (payload: SubscribePayload) => void this.subscribe(socket, [payload]));
    socket.on("subscribe-multiple", (payload: unknown) => {
      const list = Array.isArray(payload) ? payload : (payload as { ids?: unknown })?.ids;
      if (Array.isArray(list)) void this.subscribe(socket, list.slice(0, MAX_SUBSCRIPTIONS_PER_SOCKET));
    });
    socket.on("unsubscribe", (payload: SubscribePayload) => {
      const key = subscribeKey(payload);
      if (key) void socket.leave(roomOf(key));
    });
  }

  private async subscribe(socket: Socket, payloads: unknown[]) {
    const keys = payloads.map((p) => subscribeKey(p as SubscribePayload)).filter((k): k is string => k !== null);
    if (!keys.length || socket.rooms.size + keys.length > MAX_SUBSCRIPTIONS_PER_SOCKET) return;
    const rooms = keys.map(roomOf);
    socket.join(rooms);
    for (let i = 0; i < rooms.length; i += 500) {
      const batch = rooms.slice(i, i + 500);
      const records = await resolveKeys(this.store, this.collections, batch);
      records.forEach((record, j) => {
        if (!("error" in record)) socket.emit("data_update", batch[j], record);
      });
    }
  }

  private async publish(changes: Change[]) {
    for (const change of changes) {
      for (const [room, data] of updatesFor(change)) this.io.to(room).emit("data_update", room, data);
    }
    const tables = new Set(changes.map((c) => c.table));
    if (this.clustered) this.io.serverSideEmit(COMMIT_EVENT, [...tables]);
    await this.refreshCollections(tables);
  }

  /** Each process recomputes its own cache and tells only its own sockets. */
  private async refreshCollections(tables: Set<TableName>) {
    const changed = await this.collections.refresh(tables, await this.store.revision());
    for (const key of changed) {
      if (!isSpecialCollectionKey(key)) continue;
      this.io.local.to(key).emit("data_update", key, { ...(await this.collections.get(key)) });
    }
  }
}
