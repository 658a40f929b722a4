import { resolveTheme } from "../../domain/theme.ts";
import type { TableName, Thing } from "../../domain/tables.ts";
import { teamView, type Collections, type TableIds } from "../../engine/buildData.ts";
import { lookupOf, makeMatch, makeTeam } from "../../engine/testViews.ts";
import type { MatchView } from "../../engine/types.ts";
import { liveMatchView } from "../../engine/buildData.ts";

/** Test records for the history, draft and roster layouts (not used by scenes). */
export const rec = <T extends TableName>(table: T, id: string, fields: Record<string, unknown>): Thing<T> =>
  ({ id, __tableName: table, __version: 1, ...fields }) as unknown as Thing<T>;

export const THEME = resolveTheme({ color_theme: "#101828", color_accent: "#66d9ff" });

/** A world of records: lookup, table ids, and helpers to build views from it. */
export function world(records: Thing[]) {
  const get = lookupOf(records);
  const ids: TableIds = (table) => records.filter((r) => r.__tableName === table).map((r) => r.id);
  // special:teams, as the server lists it: each team's id, name and code.
  const teamList = records.flatMap((r) => {
    const t = r.__tableName === "Teams" ? (r as Thing<"Teams">) : null;
    return t ? [{ id: t.id, name: t.name, code: t.code }] : [];
  });
  const collection = ((key: string) => (key === "special:teams" ? { teams: teamList } : null)) as Collections;
  const team = (id: string) => teamView(get(id, "Teams") ?? makeTeam(id), get);
  /** A match as the feed hands the live one to a scene. */
  const match = (id: string): MatchView => {
    const m = get(id, "Matches") ?? makeMatch({ id });
    return liveMatchView(m, get, new Map((m.teams ?? []).map((t) => [t, team(t)])));
  };
  return { get, ids, collection, team, match };
}
