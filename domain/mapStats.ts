import { isMapBanned, mapWinner, sideOfTeam } from "./match.ts";
import type { MapRecord, MatchRecord } from "./tables.ts";

/** A team's record on one map: wins, losses, draws. */
export interface MapRecordLine {
  wins: number;
  losses: number;
  draws: number;
}

/** One map of the pool with both teams' records on it. */
export interface MapStatsRow {
  mapId: string;
  name: string;
  type: string | null;
  imageId: string | null;
  records: [MapRecordLine, MapRecordLine];
  /** Already played in the live match. */
  playedNow: boolean;
}

/** A played match with its map records, as the record computation reads it. */
export interface PlayedMatch {
  match: Pick<MatchRecord, "id" | "teams">;
  maps: readonly MapRecord[];
}

const empty = (): MapRecordLine => ({ wins: 0, losses: 0, draws: 0 });

/** "3-1" (draws shown as a third number when there are any). */
export function recordText(r: MapRecordLine): string {
  return r.draws ? `${r.wins}-${r.losses}-${r.draws}` : `${r.wins}-${r.losses}`;
}

/** Win share in whole percent over maps with a result, or null when the team has not played the map. */
export function winPercent(r: MapRecordLine): number | null {
  const n = r.wins + r.losses + r.draws;
  return n ? Math.round((r.wins / n) * 100) : null;
}

/** The Map Data id a map record is of: its `map` link, else the pool map with its name. */
function poolId(map: MapRecord, byName: ReadonlyMap<string, string>): string | null {
  return map.map?.[0] ?? byName.get((map.name ?? "").trim().toLowerCase()) ?? null;
}

/**
 * Each team's record on every map of the pool (SPEC Event.map_pool), from the map records of
 * the matches given (banned and undecided maps count for nobody). Maps the live match has
 * already finished are marked `playedNow`. Rows follow the pool order.
 */
export function mapStats(
  pool: readonly { id: string; name: string; type?: string | null; imageId?: string | null }[],
  teams: readonly [string | null, string | null],
  matches: readonly PlayedMatch[],
  live: PlayedMatch | null,
): MapStatsRow[] {
  const byName = new Map(pool.map((p) => [p.name.trim().toLowerCase(), p.id]));
  const rows = new Map<string, MapStatsRow>(
    pool.map((p) => [
      p.id,
      { mapId: p.id, name: p.name, type: p.type ?? null, imageId: p.imageId ?? null, records: [empty(), empty()], playedNow: false },
    ]),
  );
  const seen = new Set<string>();
  for (const { match, maps } of matches) {
    if (seen.has(match.id)) continue;
    seen.add(match.id);
    for (const map of maps) {
      const row = rows.get(poolId(map, byName) ?? "");
      const result = row ? mapWinner(map, match) : null;
      if (!row || result === null) continue;
      teams.forEach((team, i) => {
        const side = sideOfTeam(match, team);
        if (!side) return;
        const r = row.records[i];
        if (result === "draw") r.draws++;
        else if (result === side) r.wins++;
        else r.losses++;
      });
    }
  }
  for (const map of live?.maps ?? []) {
    const row = rows.get(poolId(map, byName) ?? "");
    if (row && !isMapBanned(map) && mapWinner(map, live!.match) !== null) row.playedNow = true;
  }
  return [...rows.values()];
}

const games = (r: MapStatsRow) => r.records.reduce((n, x) => n + x.wins + x.losses + x.draws, 0);

/**
 * The rows map-stats shows: the maps these teams played most first (pool order among equals),
 * without those already played now when `hideCompleted`, at most `count`.
 */
export function visibleStats(rows: readonly MapStatsRow[], hideCompleted: boolean, count: number): MapStatsRow[] {
  return rows
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => !hideCompleted || !r.playedNow)
    .sort((a, b) => games(b.r) - games(a.r) || a.i - b.i)
    .slice(0, Math.max(0, count))
    .map(({ r }) => r);
}
