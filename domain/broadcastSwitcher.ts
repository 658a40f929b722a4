import { parseWebLink } from "./links.ts";

/** SPEC §4 Broadcast switcher: the client's broadcast first; the others split into active and inactive, by name. */
export function orderBroadcasts<B extends { id: string; name: string; active?: boolean }>(
  current: B,
  others: readonly B[],
): { active: B[]; inactive: B[] } {
  const rest = others.filter((b) => b.id !== current.id).sort((a, b) => a.name.localeCompare(b.name));
  return { active: rest.filter((b) => b.active), inactive: rest.filter((b) => !b.active) };
}

/** Where a broadcast's stream is watched: its own stream link when it is a web link, else its Twitch channel; null when it has neither. */
export function streamLink(broadcast: { stream_link?: string | null; channel?: string | null }): string | null {
  const own = broadcast.stream_link ? parseWebLink(broadcast.stream_link) : null;
  if (own) return own.href;
  const channel = broadcast.channel?.trim();
  return channel && /^\w{1,25}$/.test(channel) ? `https://www.twitch.tv/${channel}` : null;
}
