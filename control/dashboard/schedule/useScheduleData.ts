import { useCallback, useMemo } from "react";
import { canEditMatch } from "../../../domain/permissions.ts";
import type { EventRecord, MatchRecord, TeamRecord } from "../../../domain/tables.ts";
import { present, useThings } from "../../../live/hooks.ts";
import { useMyPlayer, usePermissionSubject } from "../../../ui/auth/usePlayer.ts";

const unique = (ids: readonly string[]) => [...new Set(ids)];

function byId<T extends { id: string }>(records: readonly (T | null | undefined)[]): Map<string, T> {
  return new Map(present(records).map((r) => [r.id, r]));
}

/**
 * The schedule's matches, live, with their teams and whether the viewer may edit each
 * (set-match-overlays needs it, SPEC §6). `canEdit` is null while that is still loading.
 */
export function useScheduleData(scheduleIds: readonly string[] | undefined) {
  const loaded = useThings("Matches", scheduleIds);
  const matches = useMemo(() => present(loaded), [loaded]);
  const teams = useThings("Teams", unique(matches.flatMap((m) => m.teams ?? [])));
  const events = useThings("Events", unique(matches.flatMap((m) => m.event ?? [])));
  const player = useMyPlayer();
  const subject = usePermissionSubject();
  const teamById = useMemo(() => byId(teams), [teams]);
  const eventById = useMemo(() => byId<EventRecord>(events), [events]);

  const teamsOf = useCallback(
    (match: MatchRecord): [TeamRecord | null, TeamRecord | null] => [
      teamById.get(match.teams?.[0] ?? "") ?? null,
      teamById.get(match.teams?.[1] ?? "") ?? null,
    ],
    [teamById],
  );
  const canEdit = (match: MatchRecord): boolean | null => {
    const eventId = match.event?.[0];
    if (player === undefined || (eventId && !eventById.has(eventId) && events.includes(undefined))) return null;
    return canEditMatch(subject, match, (eventId && eventById.get(eventId)) || null);
  };
  return { matches, loading: loaded.includes(undefined), teamsOf, canEdit };
}
