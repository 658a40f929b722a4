import { mediaKind, mediaUrl } from "../../domain/media.ts";
import type { BroadcastRecord, TeamRecord } from "../../domain/tables.ts";
import type { MatchView } from "../../engine/types.ts";

/** What the page shows: an image or a video, by URL path. */
export interface TeamMedia {
  kind: "image" | "video";
  url: string;
}

/** The team the option names: a side of the live match (1, 2), or the highlighted team (3). */
export function teamIdFor(team: number, m: MatchView | null, broadcast: Pick<BroadcastRecord, "highlight_team">): string | null {
  if (team === 3) return broadcast.highlight_team?.[0] ?? null;
  return m?.teams[team === 2 ? 1 : 0]?.id ?? null;
}

/** The `override` URL, else the team's image number `index` (1-based); null when there is none. */
export function teamMedia(team: Pick<TeamRecord, "images"> | null, index: number, override?: string): TeamMedia | null {
  const url = override?.trim();
  if (url) {
    const ext = url.split(/[?#]/)[0].split(".").pop() ?? "";
    return { kind: mediaKind({ fileExtension: ext }) === "video" ? "video" : "image", url };
  }
  const a = team?.images?.[index - 1];
  if (!a) return null;
  return mediaKind(a) === "video"
    ? { kind: "video", url: mediaUrl(a) }
    : { kind: "image", url: `/image.png?id=${encodeURIComponent(a.id)}&size=1920` };
}
