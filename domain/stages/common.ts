import type { BracketLayout } from "../bracket/layout.ts";
import type { PlannedMatch } from "./types.ts";

/**
 * Seeds dealt into groups back and forth (serpentine): with 16 teams in 4 groups, group A
 * holds seeds 1, 8, 9 and 16. Answers each group's team ids in seed order.
 */
export function serpentineGroups<T>(teams: readonly T[], groups: number): T[][] {
  const out: T[][] = Array.from({ length: groups }, () => []);
  teams.forEach((team, i) => {
    const row = Math.floor(i / groups);
    const col = i % groups;
    out[row % 2 ? groups - 1 - col : col].push(team);
  });
  return out;
}

/** "Group A", "Group B"… "Group Z", then "Group 27"… */
export function groupName(index: number): string {
  return `Group ${index < 26 ? String.fromCharCode(65 + index) : index + 1}`;
}

/**
 * The matches of a generated layout: every game in it, with the seeds its `seeds` labels
 * name ("Seed 3" → the third team) in their slots, grouped and numbered by its column.
 */
export function matchesOfLayout(
  layout: BracketLayout,
  teams: readonly string[],
  firstTo: number,
  groupOf: (bracket: BracketLayout["brackets"][number], column: BracketLayout["brackets"][number]["columns"][number]) => string,
): PlannedMatch[] {
  const seeded = new Map<string, string>();
  for (const [slot, label] of Object.entries(layout.seeds ?? {})) {
    const seed = Number(/^Seed (\d+)$/.exec(label)?.[1]);
    if (seed >= 1 && seed <= teams.length) seeded.set(slot, teams[seed - 1]);
  }
  const out: PlannedMatch[] = [];
  for (const bracket of layout.brackets)
    bracket.columns.forEach((column, c) => {
      for (const game of column.games) {
        if (game == null) continue;
        out.push({
          number: game,
          teams: [seeded.get(`${game}.1`) ?? null, seeded.get(`${game}.2`) ?? null],
          first_to: firstTo,
          group: groupOf(bracket, column),
          round: c + 1,
        });
      }
    });
  return out.sort((a, b) => a.number - b.number);
}
