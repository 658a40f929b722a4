import type { Issue } from "./actions.ts";
import { firstTo, scoreLeader } from "./match.ts";
import { readScore, text, type FormResult } from "./matchForms.ts";
import { MapSchema } from "./records.ts";
import type { Fields, MapRecord, MatchRecord } from "./tables.ts";

/**
 * The match editor's map table (SPEC §2.8) as plain text fields, and its rules: which rows
 * show up front (SPEC §4 "Map banned"), a winner setting the next map's picker, a hero
 * listed twice (SPEC §5), and the `mapData` of update-map-data.
 */
export const HERO_LISTS = ["team_1_picks", "team_2_picks", "team_1_bans", "team_2_bans"] as const;
export type HeroListKey = (typeof HERO_LISTS)[number];

/** One map row; ids are "" when unset. `id` when the row edits a saved map. */
export interface EditorMapRow extends Record<HeroListKey, string[]> {
  id?: string;
  /** The chosen Map Data record. */
  map: string;
  name: string;
  score_1: string;
  score_2: string;
  winner: string;
  picker: string;
  banner: string;
}

/** The two teams' ids in order, "" for a side still to be decided. */
export type TeamIds = readonly [string, string];

export function teamIdsOf(match: Pick<MatchRecord, "teams">): TeamIds {
  return [match.teams?.[0] ?? "", match.teams?.[1] ?? ""];
}

export function blankRow(): EditorMapRow {
  return { map: "", name: "", score_1: "", score_2: "", winner: "", picker: "", banner: "", ...emptyLists() };
}

function emptyLists(): Record<HeroListKey, string[]> {
  return { team_1_picks: [], team_2_picks: [], team_1_bans: [], team_2_bans: [] };
}

/** A saved map as a row. */
export function rowOfMap(map: MapRecord): EditorMapRow {
  const lists = Object.fromEntries(HERO_LISTS.map((key) => [key, (map[key] ?? []).map((h) => h.id)])) as Record<HeroListKey, string[]>;
  return {
    id: map.id,
    map: map.map?.[0] ?? "",
    name: map.name ?? "",
    score_1: text(map.score_1),
    score_2: text(map.score_2),
    winner: map.winner?.[0] ?? "",
    picker: map.picker?.[0] ?? "",
    banner: map.banner?.[0] ?? "",
    ...lists,
  };
}

export function isBlankRow(row: EditorMapRow): boolean {
  const fields = [row.map, row.name, row.score_1, row.score_2, row.winner, row.picker, row.banner];
  return fields.every((f) => !f.trim()) && HERO_LISTS.every((key) => row[key].every((h) => !h));
}

const wholeNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

/** Both scores given and level, with no winner chosen: a drawn map. */
function isDrawn(row: EditorMapRow): boolean {
  const a = wholeNumber(row.score_1);
  return !row.winner && a !== null && a === wholeNumber(row.score_2);
}

/**
 * SPEC §4: how many rows the editor shows up front. Enough for the maps the match score and
 * the chosen winners account for, and at least first_to, plus every banned or drawn map (they
 * count for nobody), and never fewer than the rows already there (saved or added). When every
 * played row is taken by a result and neither side has reached first_to, one more.
 */
export function editorRowCount(
  match: Pick<MatchRecord, "first_to" | "score_1" | "score_2">,
  rows: readonly EditorMapRow[],
  teams: TeamIds,
): number {
  const wins = [0, 0];
  let uncounted = 0;
  for (const row of rows) {
    if (row.banner || isDrawn(row)) uncounted++;
    else if (row.winner) {
      const side = teams.indexOf(row.winner);
      if (side >= 0) wins[side]++;
    }
  }
  const scores = [Math.max(match.score_1 ?? 0, wins[0]), Math.max(match.score_2 ?? 0, wins[1])];
  const played = scores[0] + scores[1];
  const first = firstTo(match);
  const count = Math.max(Math.max(played, first ?? 0) + uncounted, rows.length);
  const incomplete = first !== null && played > 0 && scores.every((s) => s < first);
  return incomplete && played >= count - uncounted ? count + 1 : count;
}

/** The rows with blank ones added up to `count`. */
export function padRows(rows: readonly EditorMapRow[], count: number): EditorMapRow[] {
  return [...rows, ...Array.from({ length: Math.max(0, count - rows.length) }, blankRow)];
}

/**
 * Choose a map's winner. With "assume loser picks" (a setting, on by default) the other team
 * becomes the picker of the next map, unless that map is banned.
 */
export function setWinner(rows: readonly EditorMapRow[], i: number, winner: string, teams: TeamIds, loserPicks: boolean): EditorMapRow[] {
  const loser = winner ? teams.find((t) => t && t !== winner) : undefined;
  return rows.map((row, k) => {
    if (k === i) return { ...row, winner };
    if (k === i + 1 && loserPicks && loser && !row.banner) return { ...row, picker: loser };
    return row;
  });
}

/** Type a map score; once both scores differ, the higher side becomes the winner. */
export function setScore(
  rows: readonly EditorMapRow[],
  i: number,
  side: 1 | 2,
  value: string,
  teams: TeamIds,
  loserPicks: boolean,
): EditorMapRow[] {
  const next = rows.map((row, k) => (k === i ? { ...row, [`score_${side}`]: value } : row));
  const a = wholeNumber(next[i].score_1);
  const b = wholeNumber(next[i].score_2);
  const ahead = scoreLeader(a, b);
  const leader = ahead ? teams[ahead - 1] : "";
  return leader ? setWinner(next, i, leader, teams, loserPicks) : next;
}

/** SPEC §5: for each slot of a pick or ban list, whether its hero is listed there more than once. */
export function duplicateSlots(list: readonly string[]): boolean[] {
  return list.map((hero) => !!hero && list.indexOf(hero) !== list.lastIndexOf(hero));
}

/** A map of update-map-data: the map's fields, and its id when it edits a saved map. */
export type EditorMapData = Omit<Fields<"Maps">, "match"> & { id?: string };

/** What the table edits. Every other saved field is sent back as it is, since the server clears what a row leaves out. */
const EDITED_FIELDS: ReadonlySet<string> = new Set([
  "match",
  "map",
  "name",
  "number",
  "score_1",
  "score_2",
  "winner",
  "draw",
  "picker",
  "banner",
  ...HERO_LISTS,
]);
const KEPT_FIELDS = Object.keys(MapSchema.shape).filter((k) => !EDITED_FIELDS.has(k)) as (keyof EditorMapData)[];

/**
 * The `mapData` of update-map-data, or every problem in the table. Blank rows are dropped.
 * A row with only a picker is the next map's pick, saved before the map is known; any other
 * filled row needs its map, chosen from the list when `listed` is true (the game has map data).
 */
export function editorMapData(
  rows: readonly EditorMapRow[],
  saved: ReadonlyMap<string, MapRecord>,
  teams: TeamIds,
  listed: boolean,
): FormResult<EditorMapData[]> {
  const issues: Issue[] = [];
  const out: EditorMapData[] = [];
  rows.forEach((row, i) => {
    if (isBlankRow(row)) return;
    const old = row.id ? saved.get(row.id) : undefined;
    const data: EditorMapData = { ...(row.id ? { id: row.id } : {}), number: out.length + 1 };
    for (const key of KEPT_FIELDS) if (old?.[key] != null) Object.assign(data, { [key]: old[key] });
    const name = row.name.trim();
    const onlyPicker = !name && !row.map && isBlankRow({ ...row, picker: "" });
    if (!onlyPicker && !name) issues.push({ path: `maps.${i}.name`, message: "Choose the map" });
    else if (name && listed && !row.map) issues.push({ path: `maps.${i}.name`, message: "Choose a map from the list" });
    if (name) data.name = name;
    if (row.map) data.map = [row.map];
    Object.assign(data, resultOf(row, i, teams, issues));
    if (row.picker) data.picker = [row.picker];
    if (row.banner) data.banner = [row.banner];
    for (const key of HERO_LISTS) {
      const heroes = row[key].filter(Boolean);
      if (duplicateSlots(heroes).some(Boolean)) issues.push({ path: `maps.${i}.${key}`, message: "A hero is listed twice" });
      if (heroes.length) data[key] = heroes.map((id) => ({ id }));
    }
    out.push(data);
  });
  return issues.length ? { ok: false, issues } : { ok: true, value: out };
}

/** A row's scores and result: the chosen winner, else the higher score; level scores are a draw. */
function resultOf(row: EditorMapRow, i: number, teams: TeamIds, issues: Issue[]): EditorMapData {
  const result: EditorMapData = {};
  if (row.score_1.trim() || row.score_2.trim()) {
    result.score_1 = readScore(row.score_1, `maps.${i}.score_1`, issues);
    result.score_2 = readScore(row.score_2, `maps.${i}.score_2`, issues);
  }
  const { score_1: a, score_2: b } = result;
  const leader = scoreLeader(a, b);
  const winner = row.winner || (leader ? teams[leader - 1] : "");
  if (winner) result.winner = [winner];
  else if (a !== undefined && a === b) result.draw = true;
  return result;
}
