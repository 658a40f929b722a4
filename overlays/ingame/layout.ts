import { onScreen } from "../../domain/flipTeams.ts";
import { currentMap, isMapBanned, mapInPlay, mapWinner } from "../../domain/match.ts";
import type { BroadcastRecord } from "../../domain/tables.ts";
import { heroIds } from "../../engine/buildData.ts";
import type { MatchView } from "../../engine/types.ts";

export interface IngameOptions {
  codes: boolean;
  basic: boolean;
  costreamer: boolean;
  sponsorSpeed: number;
}

/** Score as text or as dots (filled for won maps), per "Show dots instead of numbers for score". */
export function scoreDots(score: number, firstTo: number | null): boolean[] {
  return Array.from({ length: Math.max(firstTo ?? 0, score) }, (_, i) => i < score);
}

/** The middle box's two lines: the map being played (FINAL once the match is complete), and the match length once it is known. */
export function middleText(m: MatchView): [string, string] {
  const map = mapInPlay(m.record, m.maps);
  return [map === null ? "FINAL" : `MAP ${map}`, m.bestOf ? `BEST OF ${m.bestOf}` : ""];
}

/** Once the match has a winner (domain/match.ts): its side on screen and "<CODE> WIN", under its bar. */
export function winnerTag(m: Pick<MatchView, "winner" | "codes">): { side: 0 | 1; text: string } | null {
  if (m.winner === null) return null;
  const side = m.winner === 1 ? 0 : 1;
  return { side, text: `${m.codes[side]} WIN` };
}

/** Which side on screen attacks: map_attack names team 1 Left and team 2 Right, as stored (SPEC flip_teams). */
export function attackSides(mapAttack: string | null | undefined, m: Pick<MatchView, "flipped">): [boolean, boolean] {
  return onScreen([mapAttack === "Left" || mapAttack === "Both", mapAttack === "Right" || mapAttack === "Both"], m.flipped);
}

/** The map tiles under each bar: the winning side of each map not banned (0 while undecided or drawn). */
export function mapResults(m: MatchView): (0 | 1 | 2)[] {
  return m.maps
    .filter((x) => !isMapBanned(x))
    .map((x) => {
      const w = mapWinner(x, m.record);
      return w === 1 || w === 2 ? w : 0;
    });
}

/**
 * The heroes each side banned on the map being played (SPEC "Show banned heroes ingame"),
 * as hero ids; empty until that map's record has bans.
 */
export function currentBans(m: MatchView): [string[], string[]] {
  const map = currentMap(m.record, m.maps);
  return [heroIds(map?.team_1_bans), heroIds(map?.team_2_bans)];
}

/**
 * The `costreamer` credit: a co-stream carries the scoreboard over someone else's feed, so
 * it names the official broadcast (its stream link, else its Twitch channel). Null when the
 * broadcast names neither.
 */
export function officialBroadcastCredit(broadcast: Pick<BroadcastRecord, "stream_link" | "channel">): string | null {
  const link = (broadcast.stream_link ?? "")
    .trim()
    .replace(/^https?:\/\/(www\.)?/i, "")
    .replace(/\/+$/, "");
  const channel = (broadcast.channel ?? "").trim();
  const where = link || (channel ? `twitch.tv/${channel}` : "");
  return where ? `OFFICIAL BROADCAST · ${where.toUpperCase()}` : null;
}
