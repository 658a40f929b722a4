import { isMapBanned, mapWinner, sideOfTeam, type Side } from "./match.ts";
import type { MapRecord, MatchRecord } from "./tables.ts";

/** What a map line-up reads of a Map Data record. */
export interface MapInfo {
  name: string;
  type: string | null;
  imageId: string | null;
}

/** One map of a match as line-ups draw it (maps, map-bump, overview). */
export interface LineupMap {
  number: number;
  name: string;
  /** The Map Data record it names, when the lookup has it. */
  mapDataId: string | null;
  type: string | null;
  imageId: string | null;
  /** Finished (won or drawn), being played, or still to come. */
  state: "done" | "live" | "upcoming";
  /** A banned map (it does not count as played). */
  banned: boolean;
  /** The side that picked (or banned) it. */
  picker: Side | null;
  winner: Side | "draw" | null;
  /** "2 - 1" once the map has scores. */
  score: string | null;
  /** Hero ids each side banned on this map. */
  bans: [string[], string[]];
}

/** The Map Data record of a map, when the lookup has it. */
export type MapInfoLookup = (mapDataId: string) => MapInfo | null;

const heroList = (refs: MapRecord["team_1_bans"]) => (refs ?? []).map((h) => h.id).filter(Boolean);

/**
 * The live match's maps in order, each with its Map Data (name, type, image), picker,
 * winner, score and bans; slots for maps not recorded yet follow up to the match length
 * (`bestOf`), so a best of 5 always shows five tiles. The first undecided map (not banned)
 * is live until the match is decided.
 */
export function mapLineup(
  match: Pick<MatchRecord, "teams">,
  maps: readonly MapRecord[],
  info: MapInfoLookup,
  bestOf: number | null,
  decided: boolean,
): LineupMap[] {
  const out: LineupMap[] = maps.map((m, i) => {
    const mapDataId = m.map?.[0];
    const data = mapDataId ? info(mapDataId) : null;
    const banned = isMapBanned(m);
    const winner = mapWinner(m, match);
    const number = m.number ?? i + 1;
    const pickerSide = sideOfTeam(match, (banned ? m.banner : m.picker)?.[0]);
    return {
      number,
      name: m.name || data?.name || "",
      mapDataId: data && mapDataId ? mapDataId : null,
      type: data?.type ?? null,
      imageId: data?.imageId ?? null,
      state: winner !== null || banned ? "done" : "upcoming",
      banned,
      picker: pickerSide,
      winner,
      score: m.score_1 != null && m.score_2 != null ? `${m.score_1} - ${m.score_2}` : null,
      bans: [heroList(m.team_1_bans), heroList(m.team_2_bans)],
    };
  });
  const counted = out.filter((m) => !m.banned).length;
  const last = out.reduce((n, m) => Math.max(n, m.number), 0);
  for (let k = 1; k <= (bestOf ?? 0) - counted; k++) {
    const number = last + k;
    out.push({
      number,
      name: "",
      mapDataId: null,
      type: null,
      imageId: null,
      state: "upcoming",
      banned: false,
      picker: null,
      winner: null,
      score: null,
      bans: [[], []],
    });
  }
  const live = decided ? undefined : out.find((m) => m.state === "upcoming");
  if (live) live.state = "live";
  return out;
}

/**
 * The last finished map (not banned) and the one being played or next: map-bump's
 * "Previously" and "Up next", the desk background's map. Once the match is decided no map is
 * next, not even a slot its length left over.
 */
export function previousAndNext(lineup: readonly LineupMap[]): { previous: LineupMap | null; next: LineupMap | null } {
  const done = lineup.filter((m) => !m.banned && m.state === "done");
  return { previous: done[done.length - 1] ?? null, next: lineup.find((m) => m.state === "live") ?? null };
}

/** The title `auto=score` asks for: "AAA 0 - 0 BBB". */
export function scoreTitle(codes: readonly [string, string], score: readonly [number, number]): string {
  return `${codes[0]} ${score[0]} - ${score[1]} ${codes[1]}`;
}
