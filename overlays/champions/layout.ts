import type { EventRecord } from "../../domain/tables.ts";
import type { MatchView } from "../../engine/types.ts";
import { winnerCard, type WinnerCard } from "../winners/layout.ts";

/** The champions graphic: the winner (as the winners graphic has it), and the event it is the champion of. */
export interface ChampionsCard extends WinnerCard {
  /** The event's name, "" without an event. */
  event: string;
  /** Its series and season ("COMMUNITY CUP  ·  SEASON 3"), "" when it has neither. */
  season: string;
}

/** The winner under the stinger text (or "Champions"), with their event; null until there is one. */
export function championsCard(
  m: MatchView | null,
  stingerText: string | null | undefined,
  event: Pick<EventRecord, "name" | "series_name" | "series_subtitle"> | null = null,
): ChampionsCard | null {
  const card = winnerCard(m, stingerText?.trim() || "Champions");
  if (!card) return null;
  const season = [event?.series_name, event?.series_subtitle].map((s) => s?.trim()).filter(Boolean);
  return { ...card, event: (event?.name ?? "").trim().toUpperCase(), season: season.join("  ·  ").toUpperCase() };
}
