/**
 * Which players' cams a team shows (SPEC §5: up to 5 a team, 6 for the fourth game; the
 * limit per game is `camLimitFor` in actions.ts), and which team a production client's
 * cams follow (SPEC §3 Client cams, set by the observer team toggles of Broadcast Roles).
 */

/** The players a team's cams show: those chosen that are on the roster, else the whole roster (as the cams overlay does). */
export function teamCamPlayers(chosen: readonly string[] | null | undefined, roster: readonly string[] | null | undefined): string[] {
  const players = roster ?? [];
  const picked = (chosen ?? []).filter((id) => players.includes(id));
  return picked.length ? picked : [...players];
}

/** A client's stored cams: player ids joined by commas. */
export function parseClientCams(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
}

/** The team (1 or 2) a client's cams follow: every cam is a player of that team; null for none or a mix. */
export function camsTeamOf(clientCams: string | null | undefined, rosters: readonly [readonly string[], readonly string[]]): 1 | 2 | null {
  const cams = parseClientCams(clientCams);
  if (!cams.length) return null;
  if (cams.every((id) => rosters[0].includes(id))) return 1;
  if (cams.every((id) => rosters[1].includes(id))) return 2;
  return null;
}

/** Too many cams for one team: the dashboard's and the server's words. */
export const camLimitMessage = (limit: number) => `Each team holds up to ${limit} cams`;

/**
 * Why the chosen cam slots cannot be saved, or null when they can (SPEC §5: saving needs
 * all chosen slots filled). Each slot holds a player id, or null while still empty.
 */
export function camSlotsProblem(teams: readonly (readonly (string | null)[])[], limit: number): string | null {
  if (teams.some((slots) => slots.length > limit)) return camLimitMessage(limit);
  if (teams.some((slots) => slots.some((id) => !id))) return "Pick a player for every cam slot, or remove the empty ones";
  if (teams.some((slots) => new Set(slots).size < slots.length)) return "A player has two cam slots";
  return null;
}
