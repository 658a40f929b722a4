import type { MatchView } from "../../engine/types.ts";

/** A side's name (or code): its team's, or its placeholder while the team is not known. */
export function sideName(m: MatchView, i: 0 | 1, codes = false): string {
  return codes ? m.codes[i] : m.names[i];
}
