import type { HeroRecord, PlayerRecord, ThemeRecord } from "../../domain/tables.ts";
import type { MatchView, TeamView } from "../../engine/types.ts";
import type { Lookup } from "../../engine/buildData.ts";

/** What the MVP card shows: the player, their team, their hero (by their favourite hero's name). */
export interface MvpCard {
  player: PlayerRecord;
  team: TeamView | null;
  hero: HeroRecord | null;
  /** "SUPPORT · ANA": the role and hero, whichever are known. */
  detail: string;
}

/** The live match's MVP (its first `mvp` player) and what the card shows of them, or null. */
export function mvpCard(m: MatchView | null, get: Lookup, heroIds: readonly string[]): MvpCard | null {
  const id = m?.record.mvp?.[0];
  if (!m || !id) return null;
  const team = m.teams.find((t) => t?.players.some((p) => p.id === id)) ?? null;
  const player = team?.players.find((p) => p.id === id) ?? get(id, "Players");
  if (!player) return null;
  const side = team ?? m.teams.find((t) => t && player.member_of?.includes(t.id)) ?? null;
  const wanted = (player.favourite_hero ?? "").trim().toLowerCase();
  const hero = wanted ? (heroIds.map((h) => get(h, "Heroes")).find((h) => h?.name.trim().toLowerCase() === wanted) ?? null) : null;
  const detail = [player.role, hero?.name ?? player.favourite_hero].filter(Boolean).join("  ·  ").toUpperCase();
  return { player, team: side, hero, detail };
}

/** The sponsor presenting the award: the broadcast's first sponsor, else the event's, when it has a logo. */
export function mvpSponsor(sponsors: readonly (readonly string[] | undefined)[], get: Lookup): ThemeRecord | null {
  const id = sponsors.find((list) => list?.length)?.[0];
  const theme = get(id, "Themes");
  return theme?.default_logo?.[0] || theme?.small_logo?.[0] ? theme : null;
}
