import type { MatchView, TeamView } from "../../engine/types.ts";

/** What the winners (and champions) graphic shows, or null while the live match has no winner. */
export interface WinnerCard {
  side: 0 | 1;
  team: TeamView | null;
  name: string;
  /** "WINNERS", or the `title` option. */
  heading: string;
  players: string;
  staff: string;
  /** With `extra`: the match's description (its round or custom name, and the final score). */
  description: string;
}

/**
 * The live match's winner as a card (domain/match.ts decides the winner, matchView carries it);
 * null while the match is undecided, so the scene draws nothing rather than a bare heading.
 */
export function winnerCard(m: MatchView | null, title: string | null | undefined, extra = false): WinnerCard | null {
  if (!m?.winner) return null;
  const side = (m.winner - 1) as 0 | 1;
  const team = m.teams[side];
  const score = side === 0 ? m.scoreText : ([m.scoreText[1], m.scoreText[0]] as const);
  return {
    side,
    team,
    name: m.names[side].toUpperCase(),
    heading: (title?.trim() || "Winners").toUpperCase(),
    players: (team?.players ?? []).map((p) => p.name).join("   ·   "),
    staff: (team?.staff ?? []).map((p) => p.name).join("  ·  "),
    description: extra ? [m.label.toUpperCase(), `${score[0]} - ${score[1]}`].filter(Boolean).join("  ·  ") : "",
  };
}

/** Confetti colours from the winner's theme. */
export function winnerColours(theme: { accent: string; background: string; alt?: string | null }): string[] {
  return [theme.accent, theme.background, theme.alt ?? theme.accent, "#ffffff"];
}
