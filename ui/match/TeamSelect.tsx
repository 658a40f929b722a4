import type { TeamIds } from "../../domain/mapRows.ts";

/** A choice of one of the match's teams, or none: a map's winner, picker or banner. */
export function TeamSelect({
  label,
  value,
  teams,
  names,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  teams: TeamIds;
  names: [string, string];
  onChange: (team: string) => void;
  testId: string;
}) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
      <option value="">—</option>
      {teams.map((team, side) =>
        team ? (
          <option key={team} value={team}>
            {names[side]}
          </option>
        ) : null,
      )}
    </select>
  );
}
