import type { MatchView } from "../../engine/types.ts";

/** A side's name (or code), or its placeholder text while the team is not known. */
export function sideName(m: MatchView, i: 0 | 1, codes = false): string {
  const t = m.teams[i];
  return t ? (codes ? t.code : t.name) : m.placeholders[i];
}
