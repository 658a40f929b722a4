import type { BroadcastRecord, EventRecord, TableName } from "./tables.ts";
import type { SpecialCollectionKey } from "./tables.ts";

/** Live matches: the live match of every active broadcast that shows it. */
export function liveMatches(broadcasts: readonly BroadcastRecord[]): string[] {
  const ids = new Set<string>();
  for (const b of broadcasts) {
    const live = b.live_match?.[0];
    if (live && b.active !== false && b.show_live_match !== false) ids.add(live);
  }
  return [...ids];
}

export function publicEvents(events: readonly EventRecord[]): string[] {
  return events
    .filter((e) => e.show_in_events)
    .sort((a, b) => (b.start_date ?? 0) - (a.start_date ?? 0) || a.name.localeCompare(b.name))
    .map((e) => e.id);
}

export function byName(records: readonly { id: string; name: string }[]): string[] {
  return [...records].sort((a, b) => a.name.localeCompare(b.name)).map((r) => r.id);
}

/** Which tables each collection is computed from: a write to one of them may change it. */
export const COLLECTION_SOURCES: Record<SpecialCollectionKey, readonly TableName[]> = {
  "special:public-events": ["Events"],
  "special:upcoming-matches": ["Matches"],
  "special:live-matches": ["Broadcasts"],
  "special:teams": ["Teams"],
  "special:players": ["Players"],
  Heroes: ["Heroes"],
  "Map Data": ["Map Data"],
};
