import { useMemo, useState } from "react";
import { PERMISSION_MESSAGES } from "../../domain/permissions.ts";
import {
  compositionSummary,
  filterSignups,
  parseSignupSettings,
  SIGNUP_ROLES,
  signupsCsv,
  signupsOpen,
  sortSignups,
  srText,
  TEAM_FROM_SIGNUPS_MAX,
  type SignupEntry,
  type SignupFilter,
  type SignupRole,
  type SignupSort,
} from "../../domain/signups.ts";
import type { EventRecord } from "../../domain/tables.ts";
import { present, useServerNow, useThings } from "../../live/hooks.ts";
import { ActionFeedback } from "../../ui/actions/ActionFeedback.tsx";
import { useActionCall } from "../../ui/actions/useActionCall.ts";
import { useViewerRecords } from "../../ui/auth/useViewerRecords.ts";
import { Protected } from "../auth/Protected.tsx";
import { Empty, SmartLink, useLinkTo } from "../components/common.tsx";
import "./signups.css";

/** /event/{id}/signups: the organisers' list of an event's sign-ups, and teams built from them. */
export function SignupList({ event, canEdit }: { event: EventRecord; canEdit: boolean }) {
  return (
    <Protected>
      {canEdit ? (
        <SignupTable event={event} />
      ) : (
        <p className="error" data-testid="signups-denied">
          {PERMISSION_MESSAGES.editEvent}
        </p>
      )}
    </Protected>
  );
}

const numberOrNull = (value: string) => (value.trim() === "" || !Number.isFinite(Number(value)) ? null : Number(value));

function SignupTable({ event }: { event: EventRecord }) {
  const linkTo = useLinkTo();
  const now = useServerNow();
  const signups = present(useViewerRecords("Signup Data", event.signup_data ?? [])).filter((s) => s.event.includes(event.id));
  const playerIds = signups.flatMap((s) => s.player?.slice(0, 1) ?? []);
  const playerRecords = useThings("Players", playerIds);
  const players = new Map(playerIds.map((id, i) => [id, playerRecords[i]]));
  const teams = present(useThings("Teams", event.teams ?? null));
  const [role, setRole] = useState<SignupRole | "">("");
  const [minSr, setMinSr] = useState("");
  const [maxSr, setMaxSr] = useState("");
  const [search, setSearch] = useState("");
  const [onTeam, setOnTeam] = useState<NonNullable<SignupFilter["onTeam"]>>("any");
  const [sort, setSort] = useState<SignupSort>("sr-desc");
  const [selected, setSelected] = useState<string[]>([]);
  const openState = signupsOpen(parseSignupSettings(event.blocks), now);
  const toggle = useActionCall();

  const entries: SignupEntry[] = signups.map((s) => {
    const playerId = s.player?.[0] ?? null;
    const player = playerId ? players.get(playerId) : null;
    const team = playerId ? teams.find((t) => t.players?.includes(playerId)) : undefined;
    return {
      id: s.id,
      playerId,
      name: player?.name ?? (player === undefined ? "…" : "Unknown player"),
      signup: s,
      team: team ? { id: team.id, name: team.name ?? team.code ?? team.id } : null,
    };
  });
  const shown = sortSignups(filterSignups(entries, { role, minSr: numberOrNull(minSr), maxSr: numberOrNull(maxSr), search, onTeam }), sort);
  const chosen = entries.filter((e) => e.playerId && selected.includes(e.playerId));

  const exportCsv = () => {
    const blob = new Blob([signupsCsv(shown)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = `${(event.short ?? event.name ?? "event").replace(/[^\w-]+/g, "-")}-signups.csv`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section className="signup-list" data-testid="event-signups">
      <div className="page-header">
        <h2>Sign-ups ({signups.length})</h2>
        <div className="row">
          <span data-testid="signups-state">{openState ? "Sign-ups are open" : "Sign-ups are closed"}</span>
          <button
            type="button"
            className="secondary"
            disabled={toggle.busy}
            onClick={() =>
              void toggle.call("set-signups-open", { event: event.id, open: !openState }, (d) =>
                d.open ? "Sign-ups opened" : "Sign-ups closed",
              )
            }
            data-testid="signups-toggle"
          >
            {openState ? "Close sign-ups" : "Open sign-ups"}
          </button>
        </div>
      </div>
      <ActionFeedback feedback={toggle.feedback} testId="signups-toggle" />

      <div className="row signup-filters" data-testid="signups-filters">
        <label>
          Role
          <select value={role} onChange={(e) => setRole(e.target.value as SignupRole | "")} data-testid="signups-filter-role">
            <option value="">Any role</option>
            {SIGNUP_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <label>
          Min SR
          <input type="number" min={0} step={1} value={minSr} onChange={(e) => setMinSr(e.target.value)} data-testid="signups-filter-min" />
        </label>
        <label>
          Max SR
          <input type="number" min={0} step={1} value={maxSr} onChange={(e) => setMaxSr(e.target.value)} data-testid="signups-filter-max" />
        </label>
        <label>
          Search
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name or notes"
            data-testid="signups-search"
          />
        </label>
        <label>
          Team
          <select value={onTeam} onChange={(e) => setOnTeam(e.target.value as typeof onTeam)} data-testid="signups-filter-team">
            <option value="any">Everyone</option>
            <option value="no">Not on a team</option>
            <option value="yes">On a team</option>
          </select>
        </label>
        <label>
          Sort
          <select value={sort} onChange={(e) => setSort(e.target.value as SignupSort)} data-testid="signups-sort">
            <option value="sr-desc">SR, highest first</option>
            <option value="sr-asc">SR, lowest first</option>
            <option value="name">Name</option>
          </select>
        </label>
        <button type="button" className="secondary" onClick={exportCsv} disabled={!shown.length} data-testid="signups-export">
          Export CSV
        </button>
      </div>

      {signups.length === 0 ? (
        <Empty>No one has signed up yet.</Empty>
      ) : (
        <div className="table-card">
          <table data-testid="signups-table">
            <thead>
              <tr>
                <th>
                  <span className="sr-only">Select</span>
                </th>
                <th>Player</th>
                <th>Main role</th>
                <th>SR</th>
                <th>Eligible roles</th>
                <th>Notes for captains</th>
                <th>Team</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((e) => (
                <tr key={e.id} data-testid="signup-row">
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Select ${e.name}`}
                      disabled={!e.playerId}
                      checked={!!e.playerId && selected.includes(e.playerId)}
                      onChange={(ev) =>
                        setSelected((list) => (ev.target.checked ? [...list, e.playerId!] : list.filter((id) => id !== e.playerId)))
                      }
                      data-testid="signup-select"
                    />
                  </td>
                  <td>{e.playerId ? <SmartLink to={linkTo("player", e.playerId)}>{e.name}</SmartLink> : e.name}</td>
                  <td>{e.signup.main_role ?? "—"}</td>
                  <td>{srText(e.signup)}</td>
                  <td>{(e.signup.eligible_roles ?? []).join(", ") || "—"}</td>
                  <td className="signup-notes">{e.signup.info_for_captains ?? ""}</td>
                  <td>{e.team ? <SmartLink to={linkTo("team", e.team.id)}>{e.team.name}</SmartLink> : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length === 0 ? <p className="muted">No sign-ups match these filters.</p> : null}
        </div>
      )}

      <CreateTeam event={event} chosen={chosen} onCreated={() => setSelected([])} />
    </section>
  );
}

function CreateTeam({ event, chosen, onCreated }: { event: EventRecord; chosen: SignupEntry[]; onCreated: () => void }) {
  const linkTo = useLinkTo();
  const { call, busy, feedback, refuse } = useActionCall();
  const [name, setName] = useState("");
  const [code, setCode] = useState("");
  const [captain, setCaptain] = useState("");
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null);
  const summary = useMemo(() => compositionSummary(chosen.map((e) => e.signup)), [chosen]);
  const captainId = chosen.some((e) => e.playerId === captain) ? captain : "";

  const submit = async () => {
    if (!name.trim()) return refuse("Name the team", [{ path: "name", message: "Required" }]);
    if (chosen.length > TEAM_FROM_SIGNUPS_MAX)
      return refuse(`A team starts with at most ${TEAM_FROM_SIGNUPS_MAX} players`, [{ path: "players", message: "Too many players" }]);
    const teamName = name.trim();
    const data = await call(
      "create-team-from-signups",
      {
        event: event.id,
        name: teamName,
        ...(code.trim() ? { code: code.trim() } : {}),
        players: chosen.map((e) => e.playerId!),
        ...(captainId ? { captain: captainId } : {}),
      },
      () => `Team ${teamName} created`,
    );
    if (data) {
      setCreated({ id: data.id, name: teamName });
      setName("");
      setCode("");
      setCaptain("");
      onCreated();
    }
  };

  return (
    <section className="table-card stack signup-create-team" data-testid="signups-create-team">
      <h3>Create team</h3>
      <p data-testid="signups-selected">
        {chosen.length} selected{chosen.length ? `: ${chosen.map((e) => e.name).join(", ")}` : " — tick players in the list"}
      </p>
      <table className="signup-composition" data-testid="signups-composition">
        <thead>
          <tr>
            <th>Role</th>
            <th>Players</th>
            <th>Average SR</th>
          </tr>
        </thead>
        <tbody>
          {SIGNUP_ROLES.map((r) => (
            <tr key={r}>
              <td>{r}</td>
              <td>{summary.roles[r].count}</td>
              <td>{summary.roles[r].average ?? "—"}</td>
            </tr>
          ))}
          <tr>
            <th>All</th>
            <th>{summary.players}</th>
            <th data-testid="signups-average">{summary.average ?? "—"}</th>
          </tr>
        </tbody>
      </table>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label>
          Team name
          <input value={name} maxLength={120} onChange={(e) => setName(e.target.value)} data-testid="signups-team-name" />
        </label>
        <label>
          Code
          <input value={code} maxLength={6} onChange={(e) => setCode(e.target.value)} data-testid="signups-team-code" />
        </label>
        <label>
          Captain
          <select value={captainId} onChange={(e) => setCaptain(e.target.value)} data-testid="signups-team-captain">
            <option value="">No captain</option>
            {chosen.map((e) => (
              <option key={e.playerId} value={e.playerId!}>
                {e.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button" disabled={busy} data-testid="signups-team-create">
          {busy ? "Creating…" : "Create team"}
        </button>
      </form>
      <ActionFeedback feedback={feedback} testId="signups-team" />
      {created ? (
        <p>
          <SmartLink to={linkTo("team", created.id)} testId="signups-team-link">
            Open {created.name}
          </SmartLink>
        </p>
      ) : null}
    </section>
  );
}
