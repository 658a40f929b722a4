import type { HeroRecord } from "../../domain/tables.ts";
import type { Lookup, TableIds } from "../../engine/buildData.ts";
import { teamView } from "../../engine/buildData.ts";
import type { TeamView } from "../../engine/types.ts";

/** A team's view from any loaded Teams record (also teams of other events), or null. */
export function teamById(get: Lookup, id: string | null | undefined, known?: ReadonlyMap<string, TeamView>): TeamView | null {
  if (!id) return null;
  const k = known?.get(id);
  if (k) return k;
  const t = get(id, "Teams");
  return t ? teamView(t, get) : null;
}

/** Keys to load a team's record with its theme (and, with `people`, its players and staff). */
export function teamKeys(get: Lookup, id: string | null | undefined, people = false): (string | null | undefined)[] {
  const t = get(id, "Teams");
  if (!t) return [id];
  return [id, ...(t.theme ?? []), ...(people ? [...(t.players ?? []), ...(t.team_staff ?? [])] : [])];
}

/** The colours a plain layout carries for a team (or the fallback theme's). */
export interface Colours {
  bg: string;
  accent: string;
  text: string;
  logo: string | null;
}
export function coloursOf(team: TeamView | null, fallback: { background: string; accent: string; textOnTheme: string; logoId: string | null }): Colours {
  const t = team?.theme ?? fallback;
  return { bg: t.background, accent: t.accent, text: t.textOnTheme, logo: team ? team.theme.logoId : null };
}

/** A hero by name (case-insensitive) from the loaded Heroes list; null when absent. */
export function heroByName(get: Lookup, ids: TableIds, name: string | null | undefined): HeroRecord | null {
  const want = name?.trim().toLowerCase();
  if (!want) return null;
  for (const id of ids("Heroes")) {
    const h = get(id, "Heroes");
    if (h && h.name.trim().toLowerCase() === want) return h;
  }
  return null;
}

/** Keys to look heroes up by name: the Heroes list, then its records. */
export const heroKeys = (ids: TableIds): string[] => ["Heroes", ...ids("Heroes")];

/** The first attachment id of a field, or null. */
export const firstAttachment = (a: readonly { id: string }[] | null | undefined): string | null => a?.[0]?.id ?? null;
