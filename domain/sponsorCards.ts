import type { Attachment } from "./records.ts";

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
