import { mediaKind, mediaUrl, ofKind } from "./media.ts";
import type { Attachment } from "./records.ts";

/**
 * The music overlay's playlist (OVERLAYS.md music: `group|role`): the event's track group
 * named by the option (its name or its role, any case), else the first; its tracks with
 * audio, in order. Without one, the broadcast's highlight_media audio, as before.
 */
export interface TrackGroupLike {
  id: string;
  name: string;
  role?: string;
  tracks?: string[];
}
export interface TrackLike {
  id: string;
  name: string;
  artist?: string;
  audio?: Attachment[];
}
export interface PlaylistTrack {
  url: string;
  /** What the now-playing card shows: "track — artist". */
  label: string;
}

const norm = (s: string | undefined) => (s ?? "").trim().toLowerCase();

/** The group the option names, by name first, then by role; no option: the first group. */
export function pickTrackGroup<G extends TrackGroupLike>(groups: readonly G[], wanted?: string | null): G | null {
  const w = norm(wanted ?? undefined);
  if (!w) return groups[0] ?? null;
  return groups.find((g) => norm(g.name) === w) ?? groups.find((g) => norm(g.role) === w) ?? null;
}

/** "track — artist", or the track alone. */
export function trackLabel(t: { name: string; artist?: string }): string {
  const artist = t.artist?.trim();
  return artist ? `${t.name} — ${artist}` : t.name;
}

/** A group's tracks that have audio, in the group's order. */
export function groupPlaylist(group: TrackGroupLike | null, tracks: ReadonlyMap<string, TrackLike>): PlaylistTrack[] {
  return (group?.tracks ?? []).flatMap((id) => {
    const t = tracks.get(id);
    const audio = ofKind(t?.audio, "audio")[0];
    return t && audio ? [{ url: mediaUrl(audio), label: trackLabel(t) }] : [];
  });
}

/** The fallback: highlight_media's audio attachments, named by their file names. */
export function mediaPlaylist(media: readonly Attachment[] | null | undefined): PlaylistTrack[] {
  return (media ?? [])
    .filter((m) => mediaKind(m) === "audio")
    .map((m) => ({ url: mediaUrl(m), label: (m.filename ?? `Track ${m.id.slice(-4)}`).replace(/\.[a-z0-9]+$/i, "") }));
}

/** The playlist the music overlay plays: the chosen group's, else the highlighted media's. */
export function musicPlaylist(
  groups: readonly TrackGroupLike[],
  tracks: ReadonlyMap<string, TrackLike>,
  wanted: string | null | undefined,
  media: readonly Attachment[] | null | undefined,
): PlaylistTrack[] {
  const fromGroup = groupPlaylist(pickTrackGroup(groups, wanted), tracks);
  return fromGroup.length ? fromGroup : mediaPlaylist(media);
}
