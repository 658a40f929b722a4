import type { Attachment } from "./records.ts";

/**
 * Sponsors an overlay rotates (Themes records: name, logo, colours): the broadcast's first,
 * then the event's, each once.
 */
export function sponsorIds(
  broadcast: { sponsors?: readonly string[] } | null | undefined,
  event: { sponsors?: readonly string[] } | null | undefined,
): string[] {
  return [...new Set([...(broadcast?.sponsors ?? []), ...(event?.sponsors ?? [])])];
}

/** The sponsor shown at a rotation step (steps count up forever); null when there are none. */
export function sponsorAt<T>(list: readonly T[], step: number): T | null {
  return list.length ? list[((step % list.length) + list.length) % list.length] : null;
}

/** A sponsor as overlays draw it: a Themes record's name and logo. */
export interface SponsorCard {
  id: string;
  name: string;
  logoId: string | null;
}

/** What a sponsor reads of its Themes record. */
export interface SponsorTheme {
  id: string;
  name?: string;
  default_logo?: Attachment[];
  small_logo?: Attachment[];
}

/** The sponsors that can be drawn, in order: a missing record or one with neither logo nor name is left out. */
export function sponsorCards(ids: readonly string[], get: (id: string) => SponsorTheme | null): SponsorCard[] {
  return ids.flatMap((id) => {
    const t = get(id);
    if (!t) return [];
    const logoId = t.default_logo?.[0]?.id ?? t.small_logo?.[0]?.id ?? null;
    const name = (t.name ?? "").trim();
    return logoId || name ? [{ id: t.id, name, logoId }] : [];
  });
}
