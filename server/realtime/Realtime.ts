import type { CollectionSource } from "../../domain/collections.ts";
import { TABLE_NAMES } from "../../domain/tables.ts";
import { subscribeKey } from "../../domain/wire.ts";
import type { Collections } from "../things/collections.ts";
import { isSubscribableKey, resolveKeys, type Resolved } from "../things/resolve.ts";
import type { ThingStore } from "../store/ThingStore.ts";
import { FanOut } from "./FanOut.ts";
import { oneAtATime, resyncRooms } from "./resync.ts";
import type { Logger } from "../deps.ts";
import type { AppIo, AppSocket } from "./sockets.ts";

const MAX_SUBSCRIPTIONS_PER_SOCKET = 5000;

/** Normalise a subscribe key the way lookups are stored (client and subdomain keys are lowercase). */
function roomOf(key: string): string {
  return /^(client|subdomain)-/.test(key) ? key.toLowerCase() : key;
}

/**
 * Subscriptions and fan-out. A socket joins the room of each key it subscribes to and at
 * once receives the current record; after a commit each changed record goes to the rooms
 * of all its keys (FanOut: after the reply, the latest version once per tick). A socket
 * never hears a record go back to an older version: a subscribe reply that a send overtook
 * is dropped, whether the send was this process's or came from another through Redis, and
 * a room never hears an older version after a newer one (FanOut). Correctness rests on record
 * versions, not on delivery: a subscriber that reconnects subscribes again and gets the current record.
 */
export class Realtime {
  /** Set when several processes share rooms (Redis): they tell each other of commits. */
  clustered = false;
  readonly fanOut: FanOut;
  /** List refreshes run one at a time, so a slow one never overwrites a newer list; sources asked meanwhile wait here. */
  private refreshing: Promise<void> | null = null;
  private refreshAgain = new Set<CollectionSource>();
  private closed = false;
  /** Subscribe reads going on, by room, with the count of sends when each began (`read`). */
  private readonly reading = new Map<string, { since: number; answer: Promise<Resolved> }>();
  /** After a fault in the link between processes (Redis): every room here hears its current record, and every list is recomputed. */
  readonly resync = oneAtATime(
    async () => {
      if (this.closed) return;
      // Revocations and player changes told during the fault may be lost: sign-ins are read afresh.
      this.store.forgetAllSessions();
      await resyncRooms(this.io, this.store, this.fanOut);
      await this.refreshCollections(new Set([...TABLE_NAMES, "stream states"]));
    },
    () => this.log,
    "[Realtime] resync failed",
  );

  constructor(
    private readonly io: AppIo,
    private readonly store: ThingStore,
    private readonly collections: Collections,
    private readonly websiteFlags: () => string[],
    private readonly log: Logger,
  ) {
    this.fanOut = new FanOut({
      send: (room, data) => this.io.to(room).emit("data_update", room, data),
      sourcesChanged: (sources) => void this.sourcesChanged(sources),
    });
    store.onCommit((commit) => this.fanOut.add(commit));
    // Another server process committed: our cached collections may be stale.
    io.on("store-commit", (sources) => void this.refreshCollections(new Set(sources)));
    // The sign-in cache (ThingStore.findSession): a token revoked on one process is refused on all of them at once.
    store.onSessionRevoked((hash) => {
      if (this.clustered) io.serverSideEmit("session-revoked", hash);
    });
    io.on("session-revoked", (hash) => store.forgetSession(hash));
    // So is a player changed on one (roles, a ban): no process acts for them as they were.
    store.onPlayersChanged((ids) => {
      if (this.clustered) io.serverSideEmit("players-changed", ids);
    });
    io.on("players-changed", (ids) => store.forgetPlayers(ids));
  }

  /** A new socket hears the website's flags; its subscription events are `events`, run by createServer's dispatcher. */
  connected(socket: AppSocket) {
    socket.emit("website_flags", this.websiteFlags());
  }

  /** The subscription events, for any socket: built once, so a socket holds no listener of its own. */
  readonly events = {
    subscribe: (socket: AppSocket, payload: unknown) => void this.subscribe(socket, [payload]),
    "subscribe-multiple": (socket: AppSocket, payload: unknown) => {
      const list = Array.isArray(payload) ? payload : payload && typeof payload === "object" && "ids" in payload ? payload.ids : null;
      if (Array.isArray(list)) void this.subscribe(socket, list.slice(0, MAX_SUBSCRIPTIONS_PER_SOCKET));
    },
    // The original clients' fetch: the record at once (`{__id}` for one that does not exist), then its changes.
    get_and_subscribe: (socket: AppSocket, payload: unknown) => void this.subscribe(socket, [payload], true),
    unsubscribe: (socket: AppSocket, payload: unknown) => {
      const key = subscribeKey(payload);
      if (key) void socket.leave(roomOf(key));
    },
  };

  private async subscribe(socket: AppSocket, payloads: unknown[], answerMissing = false) {
    const keys = payloads.map(subscribeKey).filter((k): k is string => k !== null);
    if (!keys.length || socket.rooms.size + keys.length > MAX_SUBSCRIPTIONS_PER_SOCKET) return;
    const rooms = keys.map(roomOf);
    const joinedAt = this.fanOut.sent;
    // Only record and list rooms: the server's own rooms are joined through their checked events.
    socket.join(rooms.filter(isSubscribableKey));
    try {
      for (let i = 0; i < rooms.length; i += 500) {
        const batch = rooms.slice(i, i + 500);
        const records = await this.read(batch);
        records.forEach((record, j) => {
          // A send reached the room while this read ran (this process's, or another's through Redis): the
          // socket has that version, and any newer one is queued, here or in the process that committed it.
          if (this.fanOut.sentSince(batch[j], joinedAt)) return;
          if (!("error" in record)) socket.emit("data_update", batch[j], record);
          else if (answerMissing) socket.emit("data_update", batch[j], { __id: batch[j] });
        });
      }
    } catch (error) {
      // The read failed (the database away a moment, or closed as the server stops): the socket
      // stays in its rooms and gets the next change; the process goes on, never a crash.
      if (!this.closed)
        this.log.error("[Realtime] subscribe read failed", {
          keys: keys.length,
          error: error instanceof Error ? error.message : String(error),
        });
    }
  }

  /**
   * The rooms' current records for subscribe replies. A room already being read for another
   * socket, with no send to it since that read began, shares that read: a thousand pages
   * subscribing at once (a process came back, a balancer dropped them) cost one read of each
   * room, not a thousand. Its answer is as new as a read of this socket's own would be, and the
   * guard in `subscribe` drops it where a send overtook it.
   */
  private read(rooms: string[]): Promise<Resolved[]> {
    const answers: Promise<Resolved>[] = [];
    const fresh: string[] = [];
    for (const room of rooms) {
      const shared = this.reading.get(room);
      if (shared && !this.fanOut.sentSince(room, shared.since)) answers.push(shared.answer);
      else fresh.push(room);
    }
    if (!fresh.length) return Promise.all(answers);
    const since = this.fanOut.sent;
    const read = resolveKeys(this.store, this.collections, fresh);
    const own = new Map(
      fresh.map((room, i) => {
        const entry = { since, answer: read.then((records) => records[i]) };
        this.reading.set(room, entry);
        // Forgotten once answered (a failure reaches the subscriber that awaits it).
        entry.answer.then(
          () => this.reading.get(room) === entry && this.reading.delete(room),
          () => this.reading.get(room) === entry && this.reading.delete(room),
        );
        return [room, entry.answer];
      }),
    );
    let shared = 0;
    return Promise.all(rooms.map((room) => own.get(room) ?? answers[shared++]));
  }

  /** Sources of lists changed here (a commit, or a client's stream software report): every process refreshes its lists. */
  async sourcesChanged(sources: Set<CollectionSource>) {
    if (this.clustered) this.io.serverSideEmit("store-commit", [...sources]);
    await this.refreshCollections(sources);
  }

  /** Each process recomputes its own cache and tells only its own sockets. */
  private async refreshCollections(sources: Set<CollectionSource>): Promise<void> {
    if (this.closed) return;
    for (const source of sources) this.refreshAgain.add(source);
    if (this.refreshing) return this.refreshing;
    this.refreshing = (async () => {
      while (this.refreshAgain.size && !this.closed) {
        const asked = this.refreshAgain;
        this.refreshAgain = new Set();
        const changed = await this.collections.refresh(asked, () => this.store.revision());
        for (const key of changed) this.io.local.to(key).emit("data_update", key, await this.collections.get(key));
      }
    })()
      // A failed refresh (the database away a moment) leaves the lists as they were; the next commit refreshes them again.
      .catch((error: unknown) =>
        this.log.error("[Realtime] list refresh failed", { error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  /** Sends what was acknowledged and lets a running list refresh finish, so nothing reads the store after it is closed. */
  async close() {
    this.fanOut.flush();
    this.closed = true;
    await this.refreshing;
  }
}
