import { useMemo } from "react";
import { ownsClient } from "../../../domain/permissions.ts";
import type { ClientRecord, EventRecord, MatchRecord, PlayerRecord, RelationshipRecord } from "../../../domain/tables.ts";
import { present, useThings } from "../../../live/hooks.ts";

const byName = (a: PlayerRecord, b: PlayerRecord) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" });

/**
 * Who may fill a broadcast role: the event's staff and casters, the match's casters, the
 * crews of the broadcast's production clients, and anyone holding a relationship on the
 * match or the event. The action takes any player; this keeps the list to the crew.
 */
export function useRoleCandidates(
  match: MatchRecord,
  event: EventRecord | null | undefined,
  matchRelationships: readonly RelationshipRecord[],
  clients: readonly ClientRecord[],
): PlayerRecord[] {
  const eventRelationships = present(useThings("Player Relationships", event?.player_relationships));
  const ids = useMemo(
    () =>
      [
        ...new Set([
          ...(event?.staff ?? []),
          ...(event?.casters ?? []),
          ...(match.casters ?? []),
          ...clients.flatMap((c) => c.staff ?? []),
          ...[...matchRelationships, ...eventRelationships].flatMap((r) => r.player?.slice(0, 1) ?? []),
        ]),
      ].sort(),
    [event, match.casters, clients, matchRelationships, eventRelationships],
  );
  const players = useThings("Players", ids);
  return useMemo(() => present(players).sort(byName), [players]);
}

/** The production client an observer drives, among the broadcast's clients. */
export function clientOf(player: PlayerRecord | undefined, clients: readonly ClientRecord[]): ClientRecord | null {
  return (player && clients.find((c) => ownsClient(player, c))) || null;
}
