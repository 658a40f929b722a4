import type { EditorMapRow } from "./mapRows.ts";
import type { MapDataRecord } from "./tables.ts";

/**
 * SPEC §5: the maps a row of the match editor may choose. With "Restrict to map pool" on
 * (a setting, on by default) an event's map pool is the list, and a match's map set (map
 * types by map number, "Control,Hybrid,Push/Flashpoint") narrows each played map to its
 * type; otherwise the maps of the match's game.
 */
export interface MapChoice {
  id: string;
  name: string;
  type: string;
}

export interface MapRules {
  restrict: boolean;
  pool: readonly string[];
  game: string | null;
}

/** Whether the list is the event's pool: the records to load are then the pool's, else every map. */
export function usesPool(rules: Pick<MapRules, "restrict" | "pool">): boolean {
  return rules.restrict && rules.pool.length > 0;
}

/** The maps the editor offers, by type then name. A game without maps of its own offers every map. */
export function availableMaps(records: readonly MapDataRecord[], rules: MapRules): MapChoice[] {
  const pool = new Set(rules.pool);
  const ofGame = records.filter((m) => !rules.game || m.game === rules.game);
  const chosen = usesPool(rules) ? records.filter((m) => pool.has(m.id)) : ofGame.length ? ofGame : records;
  return chosen
    .map((m) => ({ id: m.id, name: m.name, type: m.type ?? "" }))
    .sort((a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name));
}

/**
 * The choices of row `i`: when restricted and the map set names a type for its place among
 * the played (not banned) maps, the maps of that type, or of any type of a "/" list; when
 * none match, every available map rather than none.
 */
export function rowChoices(
  available: readonly MapChoice[],
  rows: readonly Pick<EditorMapRow, "banner">[],
  i: number,
  mapSet: string | null | undefined,
  restrict: boolean,
): readonly MapChoice[] {
  if (!restrict || !mapSet) return available;
  const played = rows.slice(0, i).filter((r) => !r.banner).length;
  const types = (mapSet.split(",")[played] ?? "")
    .split("/")
    .map((t) => t.trim())
    .filter(Boolean);
  if (!types.length) return available;
  const ofType = available.filter((m) => types.includes(m.type));
  return ofType.length ? ofType : available;
}

/** A typed map name: the row takes the listed map of that name (any case), or no map when none matches. */
export function chooseMap(row: EditorMapRow, name: string, choices: readonly MapChoice[]): EditorMapRow {
  const wanted = name.trim().toLowerCase();
  const match = wanted ? choices.find((m) => m.name.toLowerCase() === wanted) : undefined;
  return { ...row, name, map: match?.id ?? "" };
}
