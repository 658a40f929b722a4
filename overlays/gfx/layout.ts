import { gfxOnButton, isGfxType, parseGfxData, type GfxData, type GfxType } from "../../domain/gfx.ts";
import { teamRecord, type TeamRecordStats } from "../../domain/teamStats.ts";
import type { GfxRecord, PlayerRecord, TeamRecord } from "../../domain/tables.ts";
import type { Lookup } from "../../engine/buildData.ts";
import type { MatchView, TeamView } from "../../engine/types.ts";

/** A GFX entry as the overlay draws it: its type, title and parsed settings. */
export interface GfxEntry {
  id: string;
  type: GfxType;
  title: string;
  data: GfxData;
  /** Its own image attachment (Image entries), else null. */
  imageId: string | null;
}

/** The broadcast's entry on button `index` (domain gfxOnButton); null when none is or its type is unknown. */
export function gfxAt(records: readonly (GfxRecord | null)[], index: number): GfxEntry | null {
  const r = gfxOnButton(records, index);
  if (!r || !isGfxType(r.type)) return null;
  return { id: r.id, type: r.type, title: (r.title ?? r.name ?? "").trim(), data: parseGfxData(r.data), imageId: r.image?.[0]?.id ?? null };
}

/** Whose stats a Stats entry shows: a player (with their team) or a team. */
export interface StatsView {
  /** The player's name, or the team's. */
  name: string;
  /** The team the record is of. */
  team: TeamRecord;
  player: PlayerRecord | null;
  stats: TeamRecordStats;
}

/** A Stats entry's subject (`player`, else `team`, by id) and its team's record over the event's matches. */
export function statsOf(data: GfxData, get: Lookup, matches: readonly MatchView[]): StatsView | null {
  const player = get(data.player, "Players");
  const teamId = player ? (player.member_of ?? []).find((id) => get(id, "Teams")) : data.team;
  const team = get(teamId, "Teams");
  if (!team) return null;
  return {
    name: player?.name ?? team.name,
    team,
    player,
    stats: teamRecord(
      matches.map((m) => m.record),
      team.id,
    ),
  };
}

/** A roster's lines: each player's name and role, in roster order. */
export function rosterLines(team: TeamView | null, max = 8): { name: string; role: string }[] {
  return (team?.players ?? []).slice(0, max).map((p) => ({ name: p.name, role: p.role ?? "" }));
}

/** The keys a GFX entry reads beyond the shared feed (given what is loaded so far; the Heroes list, then its records). */
export function gfxNeeds(entry: GfxEntry | null, get: Lookup, liveMvp: string | undefined, heroIds: readonly string[] = []): string[] {
  if (!entry) return [];
  switch (entry.type) {
    case "MVP": {
      const p = get(liveMvp, "Players");
      return [liveMvp ?? "", "Heroes", ...heroIds, ...(p?.member_of ?? [])];
    }
    case "Stats": {
      const p = get(entry.data.player, "Players");
      return [entry.data.player ?? "", entry.data.team ?? "", ...(p?.member_of ?? [])];
    }
    case "Bracket":
      return [entry.data.bracket ?? ""];
    case "Schedule":
    case "Image":
    case "Iframe":
    case "Standings":
    case "Text":
    case "Multi Standings":
    case "Rosters":
      return [];
    default: {
      const never: never = entry.type;
      throw new Error(`[Overlay] gfx: unknown type ${String(never)}`);
    }
  }
}
