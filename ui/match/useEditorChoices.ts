import { heroGroups, type HeroGroup } from "../../domain/heroChoices.ts";
import { availableMaps, usesPool, type MapChoice, type MapRules } from "../../domain/mapChoices.ts";
import { present, useTableList, useThings } from "../../live/hooks.ts";

/**
 * The maps the match editor offers (SPEC §5), live; undefined while loading. Only the pool's
 * records load when the list is the event's pool, else every map (the "Map Data" listing).
 */
export function useMapChoices(rules: MapRules): MapChoice[] | undefined {
  const pool = usesPool(rules);
  const listing = useTableList(pool ? null : "Map Data");
  const records = useThings("Map Data", pool ? rules.pool : (listing?.ids ?? null));
  if ((!pool && listing === undefined) || records.includes(undefined)) return undefined;
  return availableMaps(present(records), rules);
}

/** The heroes of a game by role, live, only while `wanted` (they load on demand); undefined while loading. */
export function useHeroGroups(game: string | null, wanted: boolean): HeroGroup[] | undefined {
  const listing = useTableList(wanted ? "Heroes" : null);
  const records = useThings("Heroes", listing?.ids ?? null);
  if (!wanted) return [];
  if (listing === undefined || records.includes(undefined)) return undefined;
  return heroGroups(present(records), game);
}
