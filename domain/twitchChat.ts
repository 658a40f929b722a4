/**
 * The Twitch chat embed of a broadcast's channel (the chat overlay): Twitch serves it only to
 * the page host it is told in `parent`. A channel is a login name (letters, digits, _), also
 * accepted as a twitch.tv link; anything else has no chat.
 */
export function twitchChannel(channel: string | null | undefined): string | null {
  const raw = (channel ?? "").trim();
  const fromLink = raw.match(/^(?:https?:\/\/)?(?:www\.)?twitch\.tv\/([A-Za-z0-9_]+)/i)?.[1];
  const name = fromLink ?? raw;
  return /^[A-Za-z0-9_]{2,25}$/.test(name) ? name.toLowerCase() : null;
}

export function chatEmbedUrl(channel: string | null | undefined, hostname: string): string | null {
  const name = twitchChannel(channel);
  if (!name || !hostname) return null;
  return `https://www.twitch.tv/embed/${name}/chat?parent=${encodeURIComponent(hostname)}&darkpopout`;
}
