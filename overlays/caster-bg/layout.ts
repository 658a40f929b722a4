import { firstVisual, mediaUrl, ofKind } from "../../domain/media.ts";
import { nextMap } from "../../domain/nextMap.ts";
import type { Attachment } from "../../domain/records.ts";
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

/** What the desk background shows: the next map's art (or the chosen map), else the broadcast's background. */
export function casterBg(d: Pick<OverlayData, "match" | "event" | "broadcast" | "get">, opts: { map?: string; video: boolean }): CasterBg {
  const pool = (d.event?.map_pool ?? []).flatMap((id) => d.get(id, "Map Data") ?? []);
  const next = nextMap(d.match?.maps ?? [], d.match?.mapNumber ?? 1, (id) => d.get(id, "Map Data"), pool, opts.map);
  const art: Attachment[] = (next?.mapDataId ? d.get(next.mapDataId, "Map Data")?.image : null) ?? d.broadcast.background ?? [];
  const still = ofKind(art, "image")[0] ?? null;
  const visual = firstVisual(art);
  return {
    image: still ? `/image.png?id=${encodeURIComponent(still.id)}&size=1920` : null,
    video: opts.video && visual?.kind === "video" ? mediaUrl(visual) : null,
    label: next ? (next.number ? `Map ${next.number}` : "Next map") : null,
    name: next?.name || null,
  };
}
