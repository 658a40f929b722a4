import { playerTeamHistory } from "../../domain/teamHistory.ts";
import type { ResolvedTheme } from "../../domain/theme.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import type { Lookup, TableIds } from "../../engine/buildData.ts";
import type { TeamView } from "../../engine/types.ts";
import { coloursOf, firstAttachment, heroByName, teamById, teamKeys, type Colours } from "../shared/teamsData.ts";

export interface PlayerHistoryLayout {
  name: string;
  /** "Tank · she/her", empty parts left out. */
  detail: string;
  /** Headshot, else the favourite hero's art, else null. */
  image: string | null;
  colours: Colours;
  teams: { name: string; event: string; role: string; colours: Colours }[];
}

/** The highlighted player's card and team history (newest event first); null when no player is highlighted. */
export function playerHistoryLayout(
  player: PlayerRecord | null,
  get: Lookup,
  ids: TableIds,
  theme: ResolvedTheme,
  known: ReadonlyMap<string, TeamView>,
): PlayerHistoryLayout | null {
  if (!player) return null;
  const eventOf = (teamId: string) => {
    const ev = get(get(teamId, "Teams")?.event?.[0], "Events");
    return ev ? { id: ev.id, start: ev.start_date ?? ev.event_date?.[0] ?? null } : null;
  };
  const entries = playerTeamHistory(player, eventOf).flatMap((e) => {
    const team = teamById(get, e.teamId, known);
    if (!team) return [];
    const ev = get(e.eventId, "Events");
    return [{ name: team.name, event: ev?.name ?? "", role: e.captain ? `${e.role} · Captain` : e.role, colours: coloursOf(team, theme) }];
  });
  const current = teamById(get, player.member_of?.[0], known);
  const hero = heroByName(get, ids, player.favourite_hero);
  return {
    name: player.name,
    detail: [player.role, player.pronouns].filter(Boolean).join(" · "),
    image: firstAttachment(player.headshot) ?? firstAttachment(hero?.main_image),
    colours: coloursOf(current, theme),
    teams: entries,
  };
}

/** The player, their teams with themes and events, and the heroes list for their favourite's art. */
export function playerHistoryNeeds(playerId: string | null | undefined, get: Lookup, ids: TableIds): (string | null | undefined)[] {
  const p = get(playerId, "Players");
  if (!p) return [playerId];
  const teams = [...(p.member_of ?? []), ...(p.team_staff ?? [])];
  return [
    playerId,
    ...teams.flatMap((t) => [...teamKeys(get, t), ...(get(t, "Teams")?.event ?? [])]),
    ...(p.favourite_hero ? ["Heroes", ...ids("Heroes")] : []),
  ];
}

/** The full card's list: a title bar, then a row per team (at most six). */
const LIST_HEAD = 96;
const ROW_GAP = 12;
const MIN_ROW_H = 112;
const MAX_ROW_H = 160;
/** The player's card is never shorter than this: its picture needs the room. */
const CARD_MIN_H = 520;
export const HISTORY_MAX_ROWS = 6;

export interface HistoryFrame {
  rows: number;
  rowH: number;
  /** The card's height, and the list's beside it: as tall as each other when the rows can be. */
  cardH: number;
  listH: number;
}

/**
 * The full card sized to the player's history (OVERLAYS.md: a panel sizes to its content): the
 * card as tall as the list of teams, never under its minimum; with few teams the rows grow (to
 * 160 px) to stand as tall as the card, instead of leaving it half empty beside them.
 */
export function historyFrame(teams: number): HistoryFrame {
  const rows = Math.max(0, Math.min(teams, HISTORY_MAX_ROWS));
  const fill = rows ? Math.floor((CARD_MIN_H - LIST_HEAD + ROW_GAP) / rows) - ROW_GAP : MIN_ROW_H;
  const rowH = Math.max(MIN_ROW_H, Math.min(MAX_ROW_H, fill));
  const listH = LIST_HEAD + rows * (rowH + ROW_GAP) - (rows ? ROW_GAP : 0);
  return { rows, rowH, cardH: Math.max(CARD_MIN_H, listH), listH };
}

/** The top of row `i` in the list. */
export const historyRowY = (i: number, rowH: number) => LIST_HEAD + i * (rowH + ROW_GAP);
