/** The Twitch actions answer the message to show as their data (SPEC §7 set-title, set-marker); fall back when they do not. */
export function messageOf(data: unknown, fallback: string): string {
  return typeof data === "string" && data ? data : fallback;
}
