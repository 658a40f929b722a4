import { parseOutcome, type BracketLayout, type Outcome } from "./layout.ts";
import type { Resolution } from "./resolve.ts";

/** What each result sends where, in words: the bracket implications panel. */
export interface Implication {
  match: number;
  decided: boolean;
  lines: string[];
}

export function describeOutcome(o: Outcome | null): string {
  if (!o) return "has no next match";
  if (o.kind === "slot") return `goes to Match ${o.match}`;
  if (o.kind === "champion") return "is champion";
  if (o.kind === "advance") return "advances";
  return "is eliminated";
}

/**
 * Each open match's "If … wins" lines and each decided match's outcome. A match's teams are those
 * the bracket puts there; where it cannot place a side yet (its feeder has no result here), the
 * team the match itself holds (`known`: its stored teams, as an organiser set them) is named, so a
 * match whose teams are known never reads "If TBD wins".
 */
export function implications(
  layout: BracketLayout,
  resolution: Resolution,
  nameOf: (team: string) => string,
  known: (match: number) => readonly (string | null | undefined)[] = () => [],
): Implication[] {
  const out: Implication[] = [];
  for (const m of resolution.matches.values()) {
    if (m.notPlayed) continue;
    const conn = layout.connections[m.number] ?? {};
    const win = parseOutcome(conn.win);
    const lose = parseOutcome(conn.lose);
    const stored = known(m.number);
    const [a, b] = [m.teams[0] ?? (m.byes[0] ? null : stored[0]) ?? null, m.teams[1] ?? (m.byes[1] ? null : stored[1]) ?? null];
    const reset = conn.reset ? ` and both play Match ${conn.reset}` : "";
    if (m.winner && m.loser && a && b) {
      // The slot-2 team winning a final with a reset decides nothing yet: the reset is played.
      const resetGoesOn = reset && m.winner === b;
      out.push({
        match: m.number,
        decided: true,
        lines: resetGoesOn
          ? [`${nameOf(b)} won: the final is reset${reset}`]
          : [`${nameOf(m.winner)} ${describeOutcome(win).replace("goes", "went")}`, `${nameOf(m.loser)} ${describeOutcome(lose)}`],
      });
      continue;
    }
    if (!a || !b) continue;
    out.push({
      match: m.number,
      decided: false,
      lines: [
        `If ${nameOf(a)} wins: ${nameOf(a)} ${describeOutcome(win)}, ${nameOf(b)} ${describeOutcome(lose)}`,
        reset
          ? `If ${nameOf(b)} wins: the final is reset${reset}`
          : `If ${nameOf(b)} wins: ${nameOf(b)} ${describeOutcome(win)}, ${nameOf(a)} ${describeOutcome(lose)}`,
      ],
    });
  }
  return out.sort((x, y) => Number(x.decided) - Number(y.decided) || x.match - y.match);
}
