import { MAX_ROLE_ROWS, type BroadcastRole } from "../../../domain/broadcastRoles.ts";
import type { ClientRecord, PlayerRecord, TeamRecord } from "../../../domain/tables.ts";
import { ObserverTeamToggle } from "./ObserverTeamToggle.tsx";
import { clientOf } from "./useRoleCandidates.ts";

const slug = (role: string) => role.toLowerCase().replace(/\s+/g, "-");

export interface ObserverTeams {
  teamOf: (playerId: string) => 1 | 2 | null;
  set: (playerId: string, team: 1 | 2 | null) => void;
  teams: readonly [TeamRecord | null | undefined, TeamRecord | null | undefined];
  clients: readonly ClientRecord[];
}

/** One role of the table: a person picker per row, with add and remove, and the observer team toggles. */
export function RoleRow({
  role,
  rows,
  candidates,
  disabled,
  observers,
  onChange,
}: {
  role: BroadcastRole;
  rows: readonly (string | null)[];
  candidates: readonly PlayerRecord[];
  disabled: boolean;
  /** Only for the Observer role. */
  observers?: ObserverTeams;
  onChange: (rows: (string | null)[]) => void;
}) {
  const byId = new Map(candidates.map((p) => [p.id, p]));
  const setRow = (i: number, id: string | null) => onChange(rows.map((r, j) => (j === i ? id : r)));
  return (
    <tr data-testid={`roles-row-${slug(role)}`}>
      <th scope="row">
        <span className="roles-name">{role}</span>
        <button
          type="button"
          className="icon-button roles-add"
          aria-label={`Add a ${role} row`}
          title={rows.length >= MAX_ROLE_ROWS ? `At most ${MAX_ROLE_ROWS} rows` : `Add a ${role} row`}
          disabled={disabled || rows.length >= MAX_ROLE_ROWS}
          data-testid={`roles-add-${slug(role)}`}
          onClick={() => onChange([...rows, null])}
        >
          +
        </button>
      </th>
      <td>
        <ul className="roles-slots">
          {rows.map((id, i) => {
            const player = id ? byId.get(id) : undefined;
            const client = observers && player ? clientOf(player, observers.clients) : null;
            const label = `${role} ${i + 1}`;
            return (
              <li key={i} className="roles-slot">
                <select
                  aria-label={label}
                  value={id ?? ""}
                  disabled={disabled}
                  data-testid={`roles-select-${slug(role)}-${i + 1}`}
                  onChange={(e) => setRow(i, e.target.value || null)}
                >
                  <option value="">Nobody</option>
                  {id && !player ? <option value={id}>Loading…</option> : null}
                  {candidates.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
                {observers && id && player ? (
                  client ? (
                    <ObserverTeamToggle
                      testId={`roles-observer-team-${i + 1}`}
                      observer={player.name}
                      team={observers.teamOf(id)}
                      teams={observers.teams}
                      disabled={disabled}
                      onChange={(team) => observers.set(id, team)}
                    />
                  ) : (
                    <span className="hint roles-no-client">No production client: cams can&apos;t follow a team</span>
                  )
                ) : null}
                {rows.length > 1 ? (
                  <button
                    type="button"
                    className="icon-button roles-remove"
                    aria-label={`Remove ${label}`}
                    disabled={disabled}
                    data-testid={`roles-remove-${slug(role)}-${i + 1}`}
                    onClick={() => onChange(rows.filter((_, j) => j !== i))}
                  >
                    −
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </td>
    </tr>
  );
}
