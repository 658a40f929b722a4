import type { TeamRecord } from "../../../domain/tables.ts";

/**
 * The observer team toggle (SPEC §2.9): which team's cams the observer's production client
 * follows. Pressing the active team again stops following.
 */
export function ObserverTeamToggle({
  testId,
  observer,
  team,
  teams,
  disabled,
  onChange,
}: {
  /** Prefix of the buttons' test ids (`{testId}-1`, `{testId}-2`): one per observer row. */
  testId: string;
  observer: string;
  team: 1 | 2 | null;
  teams: readonly [TeamRecord | null | undefined, TeamRecord | null | undefined];
  disabled: boolean;
  onChange: (team: 1 | 2 | null) => void;
}) {
  return (
    <span className="roles-team-toggle" role="group" aria-label={`Team cams for ${observer}`}>
      <span className="roles-team-label" aria-hidden>
        Cams
      </span>
      {([1, 2] as const).map((side) => {
        const name = teams[side - 1]?.name;
        return (
          <button
            key={side}
            type="button"
            className="roles-team-button"
            aria-pressed={team === side}
            aria-label={`${observer} follows team ${side}${name ? ` (${name})` : ""}`}
            title={name ? `Cams of ${name}` : `The live match has no team ${side}`}
            disabled={disabled || !name}
            data-testid={`${testId}-${side}`}
            onClick={() => onChange(team === side ? null : side)}
          >
            {side}
          </button>
        );
      })}
    </span>
  );
}
