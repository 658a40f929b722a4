import type { MapRecord, MatchRecord, TableName, TeamRecord, Thing } from "../domain/tables.ts";
import { liveMatchView, teamView, type Lookup } from "./buildData.ts";
import type { MatchView, TeamView } from "./types.ts";

/**
 * Factories for scene tests: views made by the same builder the feed uses, so a test sees
 * exactly what a scene would be handed.
 */
export const makeMatch = (o: Partial<MatchRecord> = {}): MatchRecord => ({
  id: "recMATCH000000001",
  __tableName: "Matches",
  __version: 1,
  ...o,
});
export const makeMap = (o: Partial<MapRecord> = {}): MapRecord => ({
  id: `recMAP${String(o.number ?? 0).padStart(11, "0")}`,
  __tableName: "Maps",
  __version: 1,
  ...o,
});
export const makeTeam = (id: string, o: Partial<TeamRecord> = {}): TeamRecord => ({
  id,
  __tableName: "Teams",
  __version: 1,
  name: id,
  code: id,
  ...o,
});

/** A lookup over a fixed set of records. */
export function lookupOf(records: readonly Thing[]): Lookup {
  const byId = new Map(records.map((r) => [r.id, r]));
  return <T extends TableName>(id: string | null | undefined, table: T) => {
    const r = id ? byId.get(id) : undefined;
    return r && r.__tableName === table ? (r as Thing<T>) : null;
  };
}

export function makeTeamView(id: string, o: Partial<TeamRecord> = {}): TeamView {
  return teamView(makeTeam(id, o), lookupOf([]));
}

/**
 * A match between two teams (views, or ids named as themselves) with its maps numbered in
 * order, as the feed hands the live match to a scene: swapped with `flip_teams`.
 */
export function makeMatchView(
  match: Partial<MatchRecord>,
  sides: readonly (string | TeamView)[] = ["A", "B"],
  maps: Partial<MapRecord>[] = [],
): MatchView {
  const mapRecords = maps.map((m, i) => makeMap({ number: i + 1, ...m }));
  const views = sides.map((t) => (typeof t === "string" ? makeTeamView(t) : t));
  const record = makeMatch({ teams: views.map((t) => t.id), maps: mapRecords.map((m) => m.id), ...match });
  const teams = new Map(views.map((t) => [t.id, t]));
  return liveMatchView(record, lookupOf(mapRecords), teams);
}
