/** An address an overlay may embed: an absolute http(s) URL, else null (the overlay then draws nothing). */
export function embeddableUrl(text: string | null | undefined): string | null {
  const value = (text ?? "").trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The Nth attachment of a list (1-based, as crews number backgrounds), else null. */
export function attachmentAt<A>(list: readonly A[] | null | undefined, index: number): A | null {
  return Number.isInteger(index) && index >= 1 ? (list?.[index - 1] ?? null) : null;
}
