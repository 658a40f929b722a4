import type { BroadcastRecord, EventRecord, MatchRecord, PlayerRecord, TeamRecord, TableName } from "./tables.ts";
import type { SpecialCollectionKey } from "./tables.ts";

/** A match still to be played shows as upcoming until this long after its start. */
export const UPCOMING_GRACE_MS = 3 * 60 * 60 * 1000;

export function isMatchComplete(match: Pick<MatchRecord, "score_1" | "score_2" | "first_to" | "forfeit">): boolean {
  if (match.forfeit) return true;
  const target = match.first_to ?? 0;
  return target > 0 && ((match.score_1 ?? 0) >= target || (match.score_2 ?? 0) >= target);
}

/** Upcoming matches, soonest first: scheduled, not complete, starting after `now - grace`. */
export function upcomingMatches(matches: readonly MatchRecord[], now: number): string[] {
  return matches
    .filter((m) => typeof m.start === "number" && m.start >= now - UPCOMING_GRACE_MS && !isMatchComplete(m))
    .sort((a, b) => (a.start ?? 0) - (b.start ?? 0) || a.id.localeCompare(b.id))
    .map((m) => m.id);
}

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

export function byName(records: readonly (TeamRecord | PlayerRecord)[]): string[] {
  return [...records].sort((a, b) => a.name.localeCompare(b.name)).map((r) => r.id);
}

/** Which tables each collection is computed from: a write to one of them may change it. */
export const COLLECTION_SOURCES: Record<SpecialCollectionKey, readonly TableName[]> = {
  "special:public-events": ["Events"],
  "special:upcoming-matches": ["Matches"],
  "special:live-matches": ["Broadcasts"],
  "special:teams": ["Teams"],
  "special:players": ["Players"],
};
