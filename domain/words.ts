/** Words the pages build from numbers. */

/** The noun for a count: singular for exactly one, else the plural ("event", "events"). */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** "1 community event", "2 community events": a count with its noun. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${nounFor(count, singular, plural)}`;
}
