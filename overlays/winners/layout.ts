import type { LineupMap } from "../../domain/mapLineup.ts";
import type { MatchView, TeamView } from "../../engine/types.ts";

/** What the winners (and champions) graphic shows, or null while the live match has no winner. */
export interface WinnerCard {
  side: 0 | 1;
  team: TeamView | null;
  name: string;
  /** "WINNERS", or the `title` option. */
  heading: string;
  /** The final score, the winner's first: "3 - 1" (W - FF for a forfeit). */
  score: string;
  players: string;
  staff: string;
  /** With `extra`: the match's description (its round or custom name). */
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
  return {
    side,
    team,
    name: m.names[side].toUpperCase(),
    heading: (title?.trim() || "Winners").toUpperCase(),
    score: `${m.scoreText[side]} - ${m.scoreText[1 - side]}`,
    players: (team?.players ?? []).map((p) => p.name).join("   ·   "),
    staff: (team?.staff ?? []).map((p) => p.name).join("  ·  "),
    description: extra ? m.label.toUpperCase() : "",
  };
}

/** A finished map as the winners card lists it: its score the winner's first, and whether the winner took it. */
export interface MapResult {
  name: string;
  score: string;
  won: boolean;
}

/** The maps the match was decided on (finished, not banned), each from the winner's side. */
export function mapResults(lineup: readonly LineupMap[], side: 0 | 1): MapResult[] {
  return lineup
    .filter((m) => m.state === "done" && !m.banned && m.score)
    .map((m) => {
      const [a, b] = (m.score ?? "").split(" - ");
      return {
        name: (m.name || `Map ${m.number}`).toUpperCase(),
        score: side === 0 ? `${a} - ${b}` : `${b} - ${a}`,
        // Sides are numbered 1 and 2 (domain/match.ts).
        won: m.winner === side + 1,
      };
    });
}

/** The winners card's rows, top to bottom; a row without content is left out and the panel shrinks. */
export const WINNER_ROWS = ["logo", "heading", "name", "description", "score", "maps", "mvp", "players", "staff"] as const;
export type WinnerRow = (typeof WINNER_ROWS)[number];

/** Each row's height: its text's line (or the logo, or a map chip). */
export const ROW_HEIGHT: Record<WinnerRow, number> = {
  logo: 200,
  heading: 140,
  name: 96,
  description: 40,
  score: 96,
  maps: 64,
  mvp: 44,
  players: 44,
  staff: 34,
};
const GAP = 14;
const PAD = 44;
/** The graphics-safe area (OVERLAYS.md): the panel stays inside it. */
export const SAFE = { top: 54, bottom: 1026 };

export interface WinnersLayout {
  /** The panel's top and height, centred on the frame. */
  top: number;
  height: number;
  /** Each present row's centre. */
  rows: Partial<Record<WinnerRow, number>>;
}

/** The panel sized to the rows it holds, centred on the frame; rows stacked from its top. */
export function winnersLayout(present: ReadonlySet<WinnerRow>): WinnersLayout {
  const shown = WINNER_ROWS.filter((r) => present.has(r));
  const content = shown.reduce((sum, r) => sum + ROW_HEIGHT[r], 0) + GAP * Math.max(0, shown.length - 1);
  const height = Math.min(content + 2 * PAD, SAFE.bottom - SAFE.top);
  const top = Math.max(SAFE.top, Math.round(540 - height / 2));
  const rows: Partial<Record<WinnerRow, number>> = {};
  let y = top + PAD;
  for (const r of shown) {
    rows[r] = y + ROW_HEIGHT[r] / 2;
    y += ROW_HEIGHT[r] + GAP;
  }
  return { top, height, rows };
}

/** Confetti colours from the winner's theme. */
export function winnerColours(theme: { accent: string; background: string; alt?: string | null }): string[] {
  return [theme.accent, theme.background, theme.alt ?? theme.accent, "#ffffff"];
}
