import type { HeroRecord } from "./tables.ts";

/** A role's heroes, for a picker's option groups. */
export interface HeroGroup {
  role: string;
  heroes: { id: string; name: string }[];
}

/**
 * The heroes a pick or ban list offers: those of the match's game (every hero when the game
 * has none listed), grouped by role, roles and names in alphabetical order.
 */
export function heroGroups(records: readonly HeroRecord[], game: string | null): HeroGroup[] {
  const ofGame = records.filter((h) => !game || h.game === game);
  const groups = new Map<string, HeroGroup["heroes"]>();
  for (const hero of ofGame.length ? ofGame : records) {
    const role = hero.role || "Other";
    groups.set(role, [...(groups.get(role) ?? []), { id: hero.id, name: hero.name }]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([role, heroes]) => ({ role, heroes: heroes.sort((a, b) => a.name.localeCompare(b.name)) }));
}
