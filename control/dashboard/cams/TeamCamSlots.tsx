import type { TeamRecord } from "../../../domain/tables.ts";
import { present, useThings } from "../../../live/hooks.ts";

/** One team's cam slots: a picker of the team's players per slot, up to the game's limit. */
export function TeamCamSlots({
  side,
  team,
  slots,
  limit,
  disabled,
  onChange,
}: {
  side: 1 | 2;
  team: TeamRecord | null | undefined;
  slots: readonly (string | null)[];
  limit: number;
  disabled: boolean;
  onChange: (slots: (string | null)[]) => void;
}) {
  const roster = useThings("Players", team?.players);
  const players = present(roster);
  const loaded = !roster.includes(undefined);
  if (!team)
    return (
      <section className="cams-team" data-testid={`player-cams-team-${side}`}>
        <h3>Team {side}</h3>
        <p className="hint">{team === undefined ? "Loading the team…" : "This side of the live match has no team yet."}</p>
      </section>
    );
  const full = slots.length >= limit;
  return (
    <section className="cams-team" data-testid={`player-cams-team-${side}`} aria-label={`${team.name} cams`}>
      <h3>{team.name}</h3>
      {slots.length ? null : <p className="hint">No cams chosen: overlays show the whole roster.</p>}
      <ol className="cams-slots">
        {slots.map((id, i) => (
          <li key={i}>
            <select
              aria-label={`${team.name} cam ${i + 1}`}
              value={id ?? ""}
              disabled={disabled}
              aria-invalid={!id}
              data-testid={`player-cams-select-${side}-${i + 1}`}
              onChange={(e) => onChange(slots.map((s, j) => (j === i ? e.target.value || null : s)))}
            >
              <option value="">Pick a player</option>
              {id && !players.some((p) => p.id === id) ? (
                <option value={id}>{loaded ? "Not on this team's roster" : "Loading…"}</option>
              ) : null}
              {players.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove ${team.name} cam ${i + 1}`}
              disabled={disabled}
              data-testid={`player-cams-remove-${side}-${i + 1}`}
              onClick={() => onChange(slots.filter((_, j) => j !== i))}
            >
              −
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="secondary cams-add"
        disabled={disabled || full}
        title={full ? `Each team holds up to ${limit} cams` : undefined}
        data-testid={`player-cams-add-${side}`}
        onClick={() => onChange([...slots, null])}
      >
        Add cam ({slots.length}/{limit})
      </button>
    </section>
  );
}
