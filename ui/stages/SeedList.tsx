import type { TeamRecord } from "../../domain/tables.ts";
import { addSeeds, moveSeed, type SeedingFrom } from "./stageForm.ts";

/**
 * The teams of a stage in seed order: each seed moves up or down or leaves; the event's other
 * teams are added one by one, or all at once in the order the event lists them, or the list is
 * taken from an earlier stage's standings.
 */
export function SeedList({
  teams,
  seeds,
  seedings,
  onChange,
}: {
  /** The event's teams, in the event's order. */
  teams: readonly TeamRecord[];
  seeds: readonly string[];
  /** Seed lists earlier stages offer (the teams that advanced from a Swiss stage, by standing). */
  seedings: readonly SeedingFrom[];
  onChange: (seeds: string[]) => void;
}) {
  const byId = new Map(teams.map((t) => [t.id, t]));
  const unseeded = teams.filter((t) => !seeds.includes(t.id));
  const name = (id: string) => byId.get(id)?.name ?? "Unknown team";
  return (
    <fieldset className="stage-fieldset" data-testid="stage-seeds">
      <legend>Teams in seed order</legend>
      {seeds.length ? (
        <ol className="stage-seeds" aria-label="Seeds">
          {seeds.map((id, i) => (
            <li key={id} data-testid="stage-seed">
              <span className="stage-seed-number">{i + 1}</span>
              <span className="stage-seed-name">{name(id)}</span>
              <button
                type="button"
                className="secondary stage-mini"
                aria-label={`Move ${name(id)} up`}
                disabled={i === 0}
                onClick={() => onChange(moveSeed(seeds, i, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="secondary stage-mini"
                aria-label={`Move ${name(id)} down`}
                disabled={i === seeds.length - 1}
                onClick={() => onChange(moveSeed(seeds, i, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className="secondary stage-mini"
                aria-label={`Remove ${name(id)}`}
                onClick={() => onChange(seeds.filter((s) => s !== id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="empty">No teams seeded yet. Add the event's teams below, best first.</p>
      )}
      <div className="row">
        <button
          type="button"
          className="secondary"
          disabled={!unseeded.length}
          onClick={() =>
            onChange(
              addSeeds(
                seeds,
                unseeded.map((t) => t.id),
              ),
            )
          }
        >
          Add all teams in the event's order
        </button>
        {seedings.map((seeding) => (
          <button key={seeding.label} type="button" className="secondary" onClick={() => onChange([...seeding.teams])}>
            {seeding.label}
          </button>
        ))}
        <button type="button" className="secondary" disabled={!seeds.length} onClick={() => onChange([])}>
          Clear seeds
        </button>
      </div>
      {unseeded.length ? (
        <>
          <p className="hint">Not seeded: each team added goes below the last seed.</p>
          <ul className="stage-unseeded" aria-label="Not seeded">
            {unseeded.map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  className="secondary stage-mini"
                  aria-label={`Add ${t.name}`}
                  onClick={() => onChange(addSeeds(seeds, [t.id]))}
                >
                  + {t.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : teams.length ? null : (
        <p className="empty">This event has no teams yet. Add or import them first.</p>
      )}
    </fieldset>
  );
}
