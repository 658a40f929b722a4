import type { MapRecord, MatchRecord, TeamRecord } from "../domain/tables.ts";
import { liveMatchView, lookupOf, teamView } from "./buildData.ts";
import type { MatchView, TeamView } from "./types.ts";

export { lookupOf };

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
