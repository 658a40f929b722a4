import { COLLECTION_SOURCES, byName, liveMatches, publicEvents } from "../../domain/collections.ts";
import { upcomingMatches } from "../../domain/match.ts";
import { collectionOf, type SpecialCollection, type SpecialCollectionKey, type TableName } from "../../domain/tables.ts";
import type { StoreReader } from "../store/ThingStore.ts";

interface Cached {
  ids: string[];
  version: number;
}

/**
 * The special collections, computed from the store and cached until a write touches a
 * table they come from. A collection's version is the store revision at which its list
 * last changed, so it only goes up.
 */
export class Collections {
  private readonly cache = new Map<SpecialCollectionKey, Cached>();

  constructor(
    private readonly store: StoreReader & { revision(): Promise<number> },
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: SpecialCollectionKey): Promise<SpecialCollection> {
    let cached = this.cache.get(key);
    if (!cached) {
      cached = { ids: await this.compute(key), version: await this.store.revision() };
      this.cache.set(key, cached);
    }
    return collectionOf(key, cached.version, cached.ids);
  }

  /** Recompute the collections a write to `tables` may change; answer those whose list changed. */
  async refresh(tables: ReadonlySet<TableName>, revision: number): Promise<SpecialCollectionKey[]> {
    const changed: SpecialCollectionKey[] = [];
    for (const key of Object.keys(COLLECTION_SOURCES) as SpecialCollectionKey[]) {
      const cached = this.cache.get(key);
      if (!cached || !COLLECTION_SOURCES[key].some((t) => tables.has(t))) continue;
      const ids = await this.compute(key);
      if (sameList(ids, cached.ids)) continue;
      this.cache.set(key, { ids, version: Math.max(revision, cached.version + 1) });
      changed.push(key);
    }
    return changed;
  }

  private async compute(key: SpecialCollectionKey): Promise<string[]> {
    switch (key) {
      case "special:public-events":
        return publicEvents(await this.store.list("Events"));
      case "special:upcoming-matches":
        return upcomingMatches(await this.store.list("Matches"), this.now()).map((m) => m.id);
      case "special:live-matches":
        return liveMatches(await this.store.list("Broadcasts"));
      case "special:teams":
        return byName(await this.store.list("Teams"));
      case "special:players":
        return byName(await this.store.list("Players"));
      case "Heroes":
      case "Map Data":
        return byName(await this.store.list(key));
      default: {
        const never: never = key;
        throw new Error(`[Collections] unknown collection ${String(never)}`);
      }
    }
  }
}

function sameList(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
