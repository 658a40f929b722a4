import { record, resultDate, seasonResults } from "../../domain/teamHistory.ts";
import type { ResolvedTheme } from "../../domain/theme.ts";
import type { MatchView } from "../../engine/types.ts";
import { coloursOf, type Colours } from "../shared/teamsData.ts";
import type { ResultLine } from "../history/layout.ts";

/** A line of a season column: a stage header or a result. */
export type SeasonLine = { header: string } | ResultLine;

export interface SeasonColumn {
  name: string;
  colours: Colours;
  record: string;
  lines: SeasonLine[];
}

/** Each live team's results through the event's matches (headers per stage when asked). */
export function seasonColumns(
  live: MatchView | null,
  eventMatches: readonly MatchView[],
  theme: ResolvedTheme,
  opts: { headers: boolean; matches: number; stage: string | null; now: number; zone?: string },
): SeasonColumn[] {
  if (!live) return [];
  const byId = new Map(eventMatches.map((m) => [m.id, m]));
  return live.teams.flatMap((team) => {
    if (!team) return [];
    const stages = seasonResults(
      team.id,
      eventMatches.map((m) => m.record),
      opts.stage,
      opts.matches,
    );
    const lines: SeasonLine[] = [];
    for (const s of stages) {
      if (opts.headers && s.group) lines.push({ header: s.group });
      for (const r of s.rows) {
        const m = byId.get(r.matchId);
        const oppSide = m?.teams[0]?.id === team.id ? 1 : 0;
        const opp = m?.teams[oppSide] ?? null;
        lines.push({
          opponent: opp?.name ?? m?.names[oppSide] ?? "TBD",
          opponentLogo: opp?.theme.logoId ?? null,
          score: `${r.score[0]}-${r.score[1]}`,
          result: r.result,
          date: resultDate(r.start, opts.now, opts.zone),
        });
      }
    }
    const rows = stages.flatMap((s) => s.rows);
    if (!rows.length) return [];
    return [{ name: team.name, colours: coloursOf(team, theme), record: record(rows), lines }];
  });
}
