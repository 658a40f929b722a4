import { canEditMatch, PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import type { MatchRecord } from "../../../domain/tables.ts";
import { useThing } from "../../../live/hooks.ts";
import { useMyPlayer, usePermissionSubject } from "../../../ui/auth/usePlayer.ts";

/**
 * Why this user may not change the match score (update-match-data needs a match editor,
 * SPEC §6), or null when they may: the buttons say so instead of answering with a refusal.
 */
export function useScoreEditBlocker(match: MatchRecord): string | null {
  const player = useMyPlayer();
  const subject = usePermissionSubject();
  // The match's own event decides (its staff), which may differ from the broadcast's.
  const event = useThing("Events", match.event?.[0] ?? null);
  if (player === undefined || (match.event?.length && event === undefined)) return "Checking your permissions";
  return canEditMatch(subject, match, event ?? null) ? null : PERMISSION_MESSAGES.editMatch;
}
