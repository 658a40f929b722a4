import type { LineupMap } from "../../domain/mapLineup.ts";
import { firstVisual, mediaUrl, ofKind } from "../../domain/media.ts";
import type { Attachment } from "../../domain/records.ts";
import type { MapDataRecord } from "../../domain/tables.ts";
import type { OverlayData } from "../../engine/types.ts";

export interface CasterBg {
  /** The still image behind everything (null: the theme's colours alone). */
  image: string | null;
  /** A video to play in the DOM layer instead. */
  video: string | null;
  /** "Map 2", "Next map": the label over the name (null: no caption). */
  label: string | null;
  name: string | null;
}

/** The event's map the `map` option names, by Map Data id or by name in any case. */
function optionMap(pool: readonly MapDataRecord[], wanted: string | undefined): MapDataRecord | null {
  const w = (wanted ?? "").trim().toLowerCase();
  return w ? (pool.find((m) => m.name.toLowerCase() === w || m.id === wanted) ?? null) : null;
}

/**
 * What the desk background shows: the live match's map being played or next (`next` of
 * domain previousAndNext) when it names a map, else the map the option names, else the
 * broadcast's background alone.
 */
export function casterBg(
  d: Pick<OverlayData, "event" | "broadcast" | "get">,
  next: LineupMap | null,
  opts: { map?: string; video: boolean },
): CasterBg {
  const named = next && (next.mapDataId || next.name) ? next : null;
  const pool = (d.event?.map_pool ?? []).flatMap((id) => d.get(id, "Map Data") ?? []);
  const chosen = named ? null : optionMap(pool, opts.map);
  const mapData = named?.mapDataId ? d.get(named.mapDataId, "Map Data") : chosen;
  const art: Attachment[] = mapData?.image ?? d.broadcast.background ?? [];
  const still = ofKind(art, "image")[0] ?? null;
  const visual = firstVisual(art);
  return {
    image: still ? `/image.png?id=${encodeURIComponent(still.id)}&size=1920` : null,
    video: opts.video && visual?.kind === "video" ? mediaUrl(visual) : null,
    label: named ? `Map ${named.number}` : chosen ? "Next map" : null,
    name: named?.name || chosen?.name || null,
  };
}
