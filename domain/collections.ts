import type { StoredStreamState } from "./streamSoftware.ts";
import type { BroadcastRecord, EventRecord, PlayerRecord, TableName, TeamRecord } from "./tables.ts";
import type { PlayerListItem, SpecialCollectionKey, StreamListItem, TeamListItem } from "./wireRecords.ts";

/** Live matches: the live match of every active broadcast that shows it. */
export function liveMatches(broadcasts: readonly BroadcastRecord[]): string[] {
  const ids = new Set<string>();
  for (const b of broadcasts) {
    const live = b.live_match?.[0];
    if (live && b.active !== false && b.show_live_match !== false) ids.add(live);
  }
  return [...ids];
}

/** Events shown in the events list, newest first: what the events page and the home page's count show. */
export function listedEvents<E extends Pick<EventRecord, "show_in_events" | "start_date" | "name" | "archived">>(
  events: readonly E[],
): E[] {
  return events
    .filter((e) => e.show_in_events && !e.archived)
    .sort((a, b) => (b.start_date ?? 0) - (a.start_date ?? 0) || a.name.localeCompare(b.name));
}

/** `special:public-events`: the listed events that have teams, newest first. */
export function publicEvents(events: readonly EventRecord[]): string[] {
  return listedEvents(events)
    .filter((e) => e.teams?.length)
    .map((e) => e.id);
}

const byName = <R extends { name: string }>(a: R, b: R) => a.name.localeCompare(b.name);

/** Every named player, by name, with what the players page shows beside the name. */
export function playerList(players: readonly PlayerRecord[]): PlayerListItem[] {
  return players
    .filter((p) => p.name.trim() && !p.archived)
    .sort(byName)
    .map((p) => ({ id: p.id, name: p.name, verified: p.verified ?? false, pro: false }));
}

/** The teams of listed events, by name, each with its event's id, game and start for team search. */
export function teamList(teams: readonly TeamRecord[], events: readonly EventRecord[]): TeamListItem[] {
  const listed = new Map(listedEvents(events).map((e) => [e.id, e]));
  return teams
    .filter((t) => !t.archived && t.event?.some((id) => listed.has(id)))
    .sort(byName)
    .map((t) => {
      const event = listed.get(t.event!.find((id) => listed.has(id))!)!;
      return { id: t.id, name: t.name, code: t.code, theme: t.theme?.[0], game: event.game, event: event.id, eventStart: event.start_date };
    });
}

/** Clients whose stream software is connected now, with where their stream goes and its delay; never a stream key. */
export function streamList(states: readonly StoredStreamState[]): StreamListItem[] {
  return states
    .filter((s) => s.connected)
    .map((s) => ({
      clientName: s.clientKey,
      status: s.status && { outputActive: s.status.outputActive, outputDuration: s.status.outputDuration },
      settings: s.target && {
        service: s.target.service,
        url: s.target.url,
        channelID: s.target.channelID,
        stream_delay_enabled: s.target.stream_delay_enabled,
        stream_delay_seconds: s.target.stream_delay_seconds,
      },
      scenes: { preview: s.previewScene, program: s.programScene },
      updatedAt: s.updatedAt,
    }));
}

/** Where a collection comes from: tables of records, or the stream software states clients report. */
export type CollectionSource = TableName | "stream states";

/** Which sources each collection is computed from: a write to one of them may change it. */
export const COLLECTION_SOURCES: Record<SpecialCollectionKey, readonly CollectionSource[]> = {
  "special:public-events": ["Events"],
  "special:upcoming-matches": ["Matches"],
  "special:live-matches": ["Broadcasts"],
  "special:teams": ["Teams", "Events"],
  "special:players": ["Players"],
  "special:streams": ["stream states"],
  "special:player-streams": [],
};
