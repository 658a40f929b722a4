import { teamsOnScreen } from "../../domain/flipTeams.ts";
import type { ResolvedTheme } from "../../domain/theme.ts";
import type { BroadcastRecord } from "../../domain/tables.ts";
import type { Lookup } from "../../engine/buildData.ts";
import type { MatchView, TeamView } from "../../engine/types.ts";
import { coloursOf, teamById, teamKeys, type Colours } from "../shared/teamsData.ts";

export interface BrandingLayout {
  code: string;
  name: string;
  colours: Colours;
  designers: string[];
}

/** The team branding shows: the broadcast's highlighted team, else the live match's team on the left (else right). */
export function brandingTeamId(broadcast: BroadcastRecord, match: MatchView | null): string | null {
  return broadcast.highlight_team?.[0] ?? match?.teams[0]?.id ?? match?.teams[1]?.id ?? null;
}

export function brandingLayout(
  broadcast: BroadcastRecord,
  match: MatchView | null,
  get: Lookup,
  theme: ResolvedTheme,
  known: ReadonlyMap<string, TeamView>,
): BrandingLayout | null {
  const id = brandingTeamId(broadcast, match);
  const team = teamById(get, id, known);
  if (!team) return null;
  const designers = (get(id, "Teams")?.brand_designers ?? []).flatMap((p) => get(p, "Players")?.name ?? []);
  return { code: team.code, name: team.name, colours: coloursOf(team, theme), designers };
}

export function brandingNeeds(broadcast: BroadcastRecord, get: Lookup): (string | null | undefined)[] {
  const live = get(broadcast.live_match?.[0], "Matches");
  const id = broadcast.highlight_team?.[0] ?? (live ? teamsOnScreen(live).find(Boolean) : null);
  return [...teamKeys(get, id), ...(get(id, "Teams")?.brand_designers ?? [])];
}
