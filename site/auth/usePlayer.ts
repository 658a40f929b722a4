import { canEditEvent } from "../../domain/permissions.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import { useThing } from "../../live/hooks.ts";
import { useAuth } from "./AuthProvider.tsx";

/** The signed-in player's record, live. */
export function useMyPlayer(): PlayerRecord | null | undefined {
  const auth = useAuth();
  return useThing<PlayerRecord>(auth.user?.airtableID);
}

export function useCanEditEvent(): boolean {
  const player = useMyPlayer();
  return !!player && canEditEvent({ player, relationships: [] });
}
