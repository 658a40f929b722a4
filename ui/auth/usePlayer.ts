import { useMemo } from "react";
import { canEditEvent, canResolveBracket, type PermissionSubject } from "../../domain/permissions.ts";
import type { EventRecord, PlayerRecord, RelationshipRecord } from "../../domain/tables.ts";
import { present, useTableList, useThings } from "../../live/hooks.ts";
import { useAuth } from "./AuthProvider.tsx";
import { useViewerRecords } from "./useViewerRecords.ts";

/** The signed-in player's record, live, as they see it: with their website settings, which others do not see. */
export function useMyPlayer(): PlayerRecord | null | undefined {
  const id = useAuth().user?.airtableID;
  return useViewerRecords("Players", id ? [id] : null)[0];
}

/** Whether the viewer may edit this event's settings and records (its staff and editors, SPEC §6). */
export function useCanEditEvent(event: Pick<EventRecord, "id" | "staff"> | null = null): boolean {
  return canEditEvent(usePermissionSubject(), event);
}

/** The signed-in player with their relationships (and their permissions, theirs to see), live: what the permission functions of domain/ take. */
export function usePermissionSubject(): PermissionSubject {
  const player = useMyPlayer() ?? null;
  const relationships = useViewerRecords("Player Relationships", player?.player_relationships ?? null);
  return { player, relationships: relationships.filter((r): r is RelationshipRecord => !!r) };
}

/** Whether the viewer may resolve the brackets of an event (SPEC §6: Match Editors only). */
export function useCanResolveBrackets(event: Pick<EventRecord, "id" | "staff"> | null): boolean {
  return canResolveBracket(usePermissionSubject(), event);
}

/** The events the viewer may edit (SPEC §6 event editors), by name, live; undefined while loading or when not `enabled`. */
export function useEditableEvents(enabled = true): EventRecord[] | undefined {
  const list = useTableList(enabled ? "Events" : null);
  const events = useThings("Events", list?.ids ?? null);
  const subject = usePermissionSubject();
  return useMemo(() => {
    if (!list) return undefined;
    return present(events)
      .filter((e) => canEditEvent(subject, e))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [list, events, subject]);
}
