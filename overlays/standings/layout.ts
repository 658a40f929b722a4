import { groupStandings, groupsOf as groupsOfRecords } from "../../domain/standings/fromRecords.ts";
import type { StandingsRow } from "../../domain/standings/standings.ts";
import type { MatchView } from "../../engine/types.ts";

export interface StandingRow extends StandingsRow {
  name: string;
  code: string;
}

/** The groups (match_group) in the order they first appear. */
export function groupsOf(matches: readonly MatchView[]): string[] {
  return groupsOfRecords(matches.map((m) => m.record));
}

/**
 * A group's table by the site's standings (domain/standings): match record, then match
 * differential, map differential, head-to-head among the tied teams and map wins; teams
 * nothing separates share a rank.
 */
export function standingsTable(matches: readonly MatchView[], group: string): StandingRow[] {
  const teams = new Map(matches.flatMap((m) => m.teams).flatMap((t) => (t ? [[t.id, t] as const] : [])));
  return groupStandings(
    matches.map((m) => m.record),
    group,
  ).map((row) => ({ ...row, name: teams.get(row.team)?.name ?? "", code: teams.get(row.team)?.code ?? "" }));
}

/** The standings panel's parts: title and column heads above the rows, the space between rows, and below the last. */
const HEAD = 120;
const GAP = 8;
const FOOT = 22;
const MAX_ROW_H = 80;

export interface StandingsPanelSize {
  rowH: number;
  /** The panel's height: its heads and its rows, never the room it was given. */
  h: number;
}

/**
 * A standings panel sized to its table (OVERLAYS.md: a panel sizes to its content): rows as
 * tall as `maxH` allows up to 80 px, and the panel only as tall as its rows.
 */
export function standingsPanelSize(rows: number, maxH: number): StandingsPanelSize {
  if (rows <= 0) return { rowH: 0, h: HEAD };
  const rowH = Math.min(MAX_ROW_H, Math.floor((maxH - HEAD - FOOT + GAP) / rows) - GAP);
  return { rowH, h: HEAD + rows * (rowH + GAP) - GAP + FOOT };
}

/** The top of row `i`. */
export const standingsRowY = (i: number, rowH: number) => HEAD + i * (rowH + GAP);
