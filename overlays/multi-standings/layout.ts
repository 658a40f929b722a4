import type { MatchView } from "../../engine/types.ts";
import { groupsOf, standingsTable, type StandingRow } from "../standings/layout.ts";

/** The columns a standings table can show, by the names crews write in `columns`. */
export const STANDING_COLUMNS = {
  matches: { head: "W-L", value: (r: StandingRow) => `${r.matchWins}-${r.matchLosses}` },
  maps: { head: "MAPS", value: (r: StandingRow) => `${r.mapWins}-${r.mapLosses}` },
  mapdiff: { head: "+/-", value: (r: StandingRow) => signed(r.mapDiff) },
  matchdiff: { head: "DIFF", value: (r: StandingRow) => signed(r.matchWins - r.matchLosses) },
  wins: { head: "W", value: (r: StandingRow) => String(r.matchWins) },
} as const;
export type StandingColumn = keyof typeof STANDING_COLUMNS;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A comma list of column names (any case); unknown names are skipped, and none known gives the default three. */
export function parseColumns(text: string | null | undefined): StandingColumn[] {
  const known = (text ?? "")
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c): c is StandingColumn => c in STANDING_COLUMNS);
  return known.length ? [...new Set(known)] : ["matches", "maps", "mapdiff"];
}

export interface TableSpec {
  group: string;
  title: string;
}

/** The standings tables an event lists in its blocks (`standings: [{ title, group }]`), if any. */
export function blockTables(blocksText: string | null | undefined): TableSpec[] {
  try {
    const blocks = JSON.parse(blocksText ?? "{}") as { standings?: unknown };
    if (!Array.isArray(blocks.standings)) return [];
    return blocks.standings.flatMap((b: { group?: unknown; title?: unknown }) =>
      typeof b?.group === "string" ? [{ group: b.group, title: typeof b.title === "string" && b.title ? b.title : b.group }] : [],
    );
  } catch {
    return [];
  }
}

/**
 * The tables to draw: the comma list of groups asked for, else the event's standings
 * blocks, else every group; a group without a team in its table is left out (no empty box).
 */
export function pickGroups(matches: readonly MatchView[], wanted: string | null | undefined, blocksText?: string | null): TableSpec[] {
  const all = groupsOf(matches);
  const asked = (wanted ?? "")
    .split(",")
    .map((g) => g.trim())
    .filter(Boolean);
  const specs = asked.length
    ? asked.flatMap((g) => {
        const group = all.find((x) => x.toLowerCase() === g.toLowerCase());
        return group ? [{ group, title: group }] : [];
      })
    : blockTables(blocksText).length
      ? blockTables(blocksText)
      : all.map((group) => ({ group, title: group }));
  return specs.filter((s) => standingsTable(matches, s.group).length > 0);
}

export interface TablesLayout {
  w: number;
  gap: number;
  xs: number[];
}

/** Tables side by side across the safe width (at most four), equal widths, none wider than `maxW`, centred. */
export function tablesLayout(count: number, left = 96, width = 1728, gap = 40, maxW = 900): TablesLayout {
  const n = Math.max(1, Math.min(4, count));
  const w = Math.min(maxW, Math.floor((width - gap * (n - 1)) / n));
  const total = w * n + gap * (n - 1);
  const x0 = left + Math.floor((width - total) / 2);
  return { w, gap, xs: Array.from({ length: Math.min(4, count) }, (_, i) => x0 + i * (w + gap)) };
}

export { standingsTable };
