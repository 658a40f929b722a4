import type { ResolveMatch } from "./resolve.ts";

/** A first to 3 the given side won 3-1. */
export const won = (number: number, teams: [string, string], winner: 1 | 2): ResolveMatch => ({
  number,
  teams,
  first_to: 3,
  score_1: winner === 1 ? 3 : 1,
  score_2: winner === 1 ? 1 : 3,
});
