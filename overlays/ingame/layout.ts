import { heroIds } from "../../engine/buildData.ts";
import type { MatchView } from "../../engine/types.ts";

export interface IngameOptions {
  codes: boolean;
  basic: boolean;
  costreamer: boolean;
  sponsorSpeed: number;
}

/** Which map is being played: one past the maps with a result, at most the match length. */
export function currentMapNumber(m: MatchView): number {
  const played = m.maps.filter((x) => !x.banner && (x.winner?.length || x.draw)).length;
  const byScore = m.score[0] + m.score[1];
  return Math.min(Math.max(played, byScore) + 1, m.firstTo * 2 - 1 + m.maps.filter((x) => x.draw).length);
}

/** Score as text or as dots (filled for won maps), per "Show dots instead of numbers for score". */
export function scoreDots(score: number, firstTo: number): boolean[] {
  return Array.from({ length: Math.max(firstTo, score) }, (_, i) => i < score);
}

/** The middle box's two lines. */
export function middleText(m: MatchView): [string, string] {
  const len = m.firstTo * 2 - 1;
  return [`MAP ${currentMapNumber(m)}`, `BEST OF ${len}`];
}

/** Which side attacks (SPEC map_attack), after any team flip. */
export function attackSides(mapAttack: string | null | undefined, flipped: boolean): [boolean, boolean] {
  const left = mapAttack === "Left" || mapAttack === "Both";
  const right = mapAttack === "Right" || mapAttack === "Both";
  return flipped ? [right, left] : [left, right];
}

/** The map tiles under each bar: winner side per played map (0 none, 1 or 2). */
export function mapResults(m: MatchView): (0 | 1 | 2)[] {
  const [a, b] = m.teams;
  return m.maps
    .filter((x) => !x.banner)
    .map((x) => {
      const w = Array.isArray(x.winner) ? x.winner[0] : undefined;
      return w && w === a?.id ? 1 : w && w === b?.id ? 2 : 0;
    });
}

/**
 * The heroes each side banned on the map being played (SPEC "Show banned heroes ingame"),
 * as hero ids; empty until that map's record has bans.
 */
export function currentBans(m: MatchView): [string[], string[]] {
  const map = m.maps.find((x) => Number(x.number) === currentMapNumber(m));
  return [heroIds(map?.team_1_bans), heroIds(map?.team_2_bans)];
}

/**
 * The `costreamer` credit: a co-stream carries the scoreboard over someone else's feed, so
 * it names the official broadcast (its stream link, else its Twitch channel). Null when the
 * broadcast names neither.
 */
export function officialBroadcastCredit(broadcast: Record<string, unknown>): string | null {
  const link = typeof broadcast.stream_link === "string" ? broadcast.stream_link.trim().replace(/^https?:\/\/(www\.)?/i, "").replace(/\/+$/, "") : "";
  const channel = typeof broadcast.channel === "string" ? broadcast.channel.trim() : "";
  const where = link || (channel ? `twitch.tv/${channel}` : "");
  return where ? `OFFICIAL BROADCAST · ${where.toUpperCase()}` : null;
}
