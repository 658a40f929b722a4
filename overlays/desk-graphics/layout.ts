import { resolveTheme, type ResolvedTheme } from "../../domain/theme.ts";
import { sponsorIds } from "../../domain/sponsors.ts";
import type { OverlayData } from "../../engine/types.ts";

export interface Sponsor {
  id: string;
  name: string;
  theme: ResolvedTheme;
}

/** The sponsors the desk screen rotates, with their colours; those without a logo or a name are left out. */
export function deskSponsors(d: Pick<OverlayData, "broadcast" | "event" | "get">): Sponsor[] {
  return sponsorIds(d.broadcast, d.event).flatMap((id) => {
    const t = d.get(id, "Themes");
    if (!t) return [];
    const theme = resolveTheme(t);
    return theme.logoId || t.name ? [{ id, name: t.name ?? "", theme }] : [];
  });
}

/** The team sides the screen shows: both when the live match has both teams, else none. */
export function deskTeams(d: Pick<OverlayData, "match">) {
  const m = d.match;
  return m && m.teams[0] && m.teams[1] ? ([m.teams[0], m.teams[1]] as const) : null;
}
