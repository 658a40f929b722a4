import type { MatchView } from "../../engine/types.ts";
import { winnerCard, type WinnerCard } from "../winners/layout.ts";

/** The champions graphic: the winner (as the winners graphic has it) under the stinger text, or null until there is one. */
export function championsCard(m: MatchView | null, stingerText: string | null | undefined): WinnerCard | null {
  return winnerCard(m, stingerText?.trim() || "Champions");
}
