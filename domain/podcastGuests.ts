import { camViewUrl } from "./cams.ts";
import { parseManualGuests } from "./guests.ts";

/**
 * The podcast overlays' guests (OVERLAYS.md podcast): the broadcast's guests (Players) then
 * its manual guests (broadcast.manual_guests), each with what its box shows: a cam when it
 * has one, else (and until the cam's feed arrives) a name card with its headshot.
 */
export interface GuestCard {
  key: string;
  name: string;
  pronouns: string | null;
  /** A headshot attachment id (Players). */
  headshotId: string | null;
  /** An avatar link (manual guests). */
  avatarUrl: string | null;
  /** The peer video view link, or null for no cam. */
  camUrl: string | null;
}

export interface GuestPlayer {
  id: string;
  name: string;
  pronouns?: string;
  headshot?: { id: string }[];
}

export function podcastGuests(
  players: readonly GuestPlayer[],
  manualGuests: string | null | undefined,
  playerCams?: string | null,
  params: readonly string[] | null = null,
): GuestCard[] {
  const fromPlayers = players.map((p): GuestCard => ({
    key: `p-${p.id}`,
    name: p.name,
    pronouns: p.pronouns?.trim() || null,
    headshotId: p.headshot?.[0]?.id ?? null,
    avatarUrl: null,
    camUrl: camViewUrl(p.id, params, playerCams),
  }));
  const manual = parseManualGuests(manualGuests)
    .filter((g) => g.name.trim())
    .map((g, i): GuestCard => ({
      key: `m-${i}-${g.name
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")}`,
      name: g.name.trim(),
      pronouns: g.pronouns?.trim() || null,
      headshotId: null,
      avatarUrl: g.avatar && /^https?:\/\//i.test(g.avatar) ? g.avatar : null,
      camUrl: g.webcam && /^https?:\/\//i.test(g.webcam) ? g.webcam : null,
    }));
  return [...fromPlayers, ...manual];
}
