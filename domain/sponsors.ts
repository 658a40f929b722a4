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
