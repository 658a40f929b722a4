import { teamCode } from "../../../domain/match.ts";
import type { TeamRecord, ThemeRecord } from "../../../domain/tables.ts";
import { resolveTheme } from "../../../domain/theme.ts";

/** A side of a scheduled match: the team's code on its logo colours, or the placeholder while the team is unknown. */
export function TeamBox({
  team,
  themes,
  name,
  code,
}: {
  team: TeamRecord | null;
  themes: readonly ThemeRecord[];
  name: string;
  code: string;
}) {
  if (!team) {
    return (
      <span className="sched-box sched-box-empty" title={name}>
        {code || "?"}
      </span>
    );
  }
  const theme = resolveTheme(themes.find((t) => t.id === team.theme?.[0]));
  return (
    <span className="sched-box" style={{ background: theme.logoBackground, color: theme.textOnLogoBackground }} title={name}>
      {teamCode(team)}
    </span>
  );
}
