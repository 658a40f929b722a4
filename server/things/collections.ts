import {
  COLLECTION_SOURCES,
  liveMatches,
  playerList,
  publicEvents,
  streamList,
  teamList,
  type CollectionSource,
} from "../../domain/collections.ts";
import { upcomingMatches } from "../../domain/match.ts";
import { publicRecord } from "../../domain/projection.ts";
import {
  collectionOf,
  isSpecialCollectionKey,
  tableDigestOf,
  tableListOf,
  tableOfDigestKey,
  type CollectionLists,
  type ListedTable,
  type SpecialCollection,
  type SpecialCollectionKey,
  type TableDigest,
  type TableDigestKey,
  type TableList,
  type TableName,
  type Thing,
} from "../../domain/tables.ts";
import type { ThingStore } from "../store/ThingStore.ts";

/** A key that answers a list: a special collection, a table's name or its digest. */
export type ListKey = SpecialCollectionKey | ListedTable | TableDigestKey;

interface Cached {
  list: unknown;
  /** The list as JSON, to tell whether a recompute changed it. */
  json: string;
  version: number;
}

/**
 * The special collections and table lists, computed from the store and cached until a
 * write touches a source they come from. A list's version is the store revision at which
 * it last changed, so it only goes up.
 */
export class Collections {
  private readonly cache = new Map<ListKey, Cached>();

  constructor(
    private readonly store: Pick<ThingStore, "list" | "revision" | "streamStates">,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: SpecialCollectionKey): Promise<SpecialCollection>;
  async get(key: ListedTable): Promise<TableList>;
  async get(key: ListKey): Promise<SpecialCollection | TableList | TableDigest>;
  async get(key: ListKey): Promise<SpecialCollection | TableList | TableDigest> {
    let cached = this.cache.get(key);
    if (!cached) {
      const list = await this.compute(key);
      cached = { list, json: JSON.stringify(list), version: await this.store.revision() };
      this.cache.set(key, cached);
    }
    if (isSpecialCollectionKey(key)) return collectionOf(key, cached.version, cached.list as CollectionLists[typeof key]);
    const digestOf = tableOfDigestKey(key);
    if (digestOf) return tableDigestOf(digestOf, cached.version, cached.list as string[]);
    return tableListOf(key as ListedTable, cached.version, cached.list as string[]);
  }

  /**
   * Recompute the lists a change of `sources` may change; answer those whose list changed.
   * `revisionOf` answers the store revision they are at, asked only when a cached list comes
   * from those sources: most writes change nothing cached, and then cost no read.
   */
  async refresh(sources: ReadonlySet<CollectionSource>, revisionOf: () => Promise<number>): Promise<ListKey[]> {
    const stale = [...this.cache.keys()].filter((key) => sourcesOf(key).some((s) => sources.has(s)));
    if (!stale.length) return [];
    const revision = await revisionOf();
    const changed: ListKey[] = [];
    for (const key of stale) {
      const list = await this.compute(key);
      const cached = this.cache.get(key)!;
      const json = JSON.stringify(list);
      if (json === cached.json) continue;
      this.cache.set(key, { list, json, version: Math.max(revision, cached.version + 1) });
      changed.push(key);
    }
    return changed;
  }

  /** Lists are for everyone: they are built from the public projection, so none can carry a private field. */
  private async list<T extends TableName>(table: T): Promise<Thing<T>[]> {
    return (await this.store.list(table)).map(publicRecord);
  }

  private async compute(key: ListKey): Promise<unknown> {
    if (!isSpecialCollectionKey(key)) return tableOrder(await this.list(tableOfDigestKey(key) ?? (key as ListedTable)));
    switch (key) {
      case "special:public-events":
        return { events: publicEvents(await this.list("Events")) };
      case "special:upcoming-matches":
        return { matches: upcomingMatches(await this.list("Matches"), this.now()).map((m) => m.id) };
      case "special:live-matches":
        return { matches: liveMatches(await this.list("Broadcasts")) };
      case "special:teams":
        return { teams: teamList(await this.list("Teams"), await this.list("Events")) };
      case "special:players":
        return { players: playerList(await this.list("Players")) };
      case "special:streams": {
        // The keys pick the stored states (a client's key is not on its public record).
        const clients = await this.store.list("Clients");
        return { streams: streamList(await this.store.streamStates(clients.map((c) => c.key))) };
      }
      case "special:player-streams":
        // Filled from players' own streaming status, which no integration reports yet.
        return { streams: [] };
      default: {
        const never: never = key;
        throw new Error(`[Collections] unknown collection ${String(never)}`);
      }
    }
  }
}

/** A table's ids in a stable order, whatever the database: by name where records have one, then by id. */
function tableOrder(records: readonly { id: string; name?: unknown }[]): string[] {
  const nameOf = (r: { name?: unknown }) => (typeof r.name === "string" ? r.name : "");
  return [...records].sort((a, b) => nameOf(a).localeCompare(nameOf(b)) || a.id.localeCompare(b.id)).map((r) => r.id);
}

function sourcesOf(key: ListKey): readonly CollectionSource[] {
  return isSpecialCollectionKey(key) ? COLLECTION_SOURCES[key] : [tableOfDigestKey(key) ?? (key as ListedTable)];
}
