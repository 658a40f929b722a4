/**
 * The map a desk talks about between games (caster-bg): the live match's map being played
 * or next (its number is the match's current map number) when it names its Map Data, else
 * the map the overlay's option names, else none.
 */
export interface MapSlot {
  number?: number;
  map?: string[];
  name?: string;
}
export interface MapDataLike {
  id: string;
  name: string;
  image?: { id: string }[];
}

export interface NextMap {
  mapDataId: string | null;
  name: string;
  /** The map number in the match, when it is the match's. */
  number: number | null;
}

export function nextMap(
  maps: readonly MapSlot[],
  mapNumber: number,
  mapData: (id: string) => MapDataLike | null,
  pool: readonly MapDataLike[],
  wanted?: string | null,
): NextMap | null {
  const slot = maps.find((m) => m.number === mapNumber);
  const data = slot?.map?.[0] ? mapData(slot.map[0]) : null;
  if (slot && (data || slot.name)) return { mapDataId: data?.id ?? null, name: data?.name ?? slot.name ?? "", number: mapNumber };
  const w = (wanted ?? "").trim().toLowerCase();
  if (w) {
    const named = pool.find((m) => m.name.toLowerCase() === w || m.id === wanted);
    if (named) return { mapDataId: named.id, name: named.name, number: null };
  }
  return null;
}
