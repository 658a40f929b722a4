import { useState } from "react";
import type { ActionInput } from "../../domain/actions.ts";
import { LOGO_FILE_TYPES, TEAM_NAME_MAX } from "../../domain/eventSettings.ts";
import { canEditEvent, canEditTeam, PERMISSION_MESSAGES } from "../../domain/permissions.ts";
import type { TeamRecord } from "../../domain/tables.ts";
import { present, useThing, useThings } from "../../live/hooks.ts";
import { usePermissionSubject } from "../../ui/auth/usePlayer.ts";
import { Loading } from "../../ui/components/Loading.tsx";
import { Logo } from "../components/common.tsx";
import {
  ColourFields,
  coloursOf,
  coloursPayload,
  PlayerName,
  PlayerPicker,
  SettingsForm,
  socialRows,
  socialsPayload,
  SocialsFields,
  useFormFor,
} from "../event/settings/fields.tsx";

const LOGO_MAX_BYTES = 1024 * 1024;

/**
 * Who may change the team's settings: its captains, owners and staff, and the editors of its
 * events (`staff`, who also approve the socials captains add).
 */
export function useTeamSettingsAccess(team: TeamRecord): { allowed: boolean; staff: boolean } {
  const subject = usePermissionSubject();
  const events = present(useThings("Events", team.event ?? null));
  const staff = events.some((e) => canEditEvent(subject, e));
  return { allowed: staff || canEditTeam(subject.player, team), staff };
}

/** /team/{id}/settings (SPEC §2.5): the team's captains, owners and staff, and the editors of its event. */
export function TeamSettings({ team }: { team: TeamRecord }) {
  const { allowed, staff } = useTeamSettingsAccess(team);
  if (!allowed)
    return (
      <section>
        <h2>Team settings</h2>
        <p className="error" data-testid="team-settings-denied">
          {PERMISSION_MESSAGES.editTeam}
        </p>
      </section>
    );
  return (
    <section data-testid="team-settings">
      <h2>Team settings</h2>
      <h3>Name, colours and logo</h3>
      <TeamIdentity team={team} />
      <h3>Roster</h3>
      <TeamRoster team={team} />
      <h3>Socials</h3>
      <TeamSocials team={team} staffView={staff} />
    </section>
  );
}

const teamPayload = (team: TeamRecord, settings: ActionInput<"update-team-settings">["settings"]) => ({ team: team.id, settings });

function TeamIdentity({ team }: { team: TeamRecord }) {
  const theme = useThing("Themes", team.theme?.[0]);
  const [form, setForm] = useFormFor(team.id, () => ({ name: team.name, code: team.code ?? "" }));
  const [colours, setColours] = useFormFor(theme ? `${team.id}:${theme.id}` : team.theme?.length ? null : team.id, () => coloursOf(theme));
  const [logo, setLogo] = useState<{ dataUrl: string; name: string } | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  /** The theme is still on its way: its colours are neither shown nor sent. */
  const coloursLoading = !!team.theme?.length && theme === undefined;
  const colourPayload = coloursLoading ? undefined : coloursPayload(colours);
  const pickLogo = (file: File | undefined) => {
    setLogoError(null);
    setLogo(null);
    if (!file) return;
    if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type)) return setLogoError("The logo must be a PNG, JPEG, GIF or WebP image");
    if (file.size > LOGO_MAX_BYTES) return setLogoError("The logo must be at most 1 MB");
    const reader = new FileReader();
    reader.onload = () => setLogo({ dataUrl: String(reader.result), name: file.name });
    reader.readAsDataURL(file);
  };
  return (
    <SettingsForm
      testId="team-identity"
      action="update-team-settings"
      payload={() =>
        teamPayload(team, {
          name: form.name,
          code: form.code || null,
          ...(colourPayload ? { theme: colourPayload } : {}),
          ...(logo ? { logo: logo.dataUrl } : {}),
        })
      }
      onSaved={() => setLogo(null)}
    >
      <label>
        Name
        <input
          value={form.name}
          required
          maxLength={TEAM_NAME_MAX}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          data-testid="team-settings-name"
        />
      </label>
      <label>
        Code
        <input
          value={form.code}
          maxLength={6}
          onChange={(e) => setForm({ ...form, code: e.target.value.toUpperCase() })}
          data-testid="team-settings-code"
        />
      </label>
      {/* The colours show once the team's theme is here: an edit made before would be lost when it arrives. */}
      {coloursLoading ? (
        <Loading label="Loading the team's colours" />
      ) : (
        <ColourFields value={colours} onChange={setColours} testId="team-theme" preview={form.name} />
      )}
      {!colourPayload && !coloursLoading ? (
        <p className="hint error">Fix the colours above; they are not saved until they are valid.</p>
      ) : null}
      <fieldset className="settings-fieldset">
        <legend>Logo</legend>
        <div className="row">
          {logo ? (
            <img src={logo.dataUrl} alt="New logo" width={72} height={72} />
          ) : (
            <Logo attachments={theme?.default_logo} alt={team.name} size={72} />
          )}
          <label>
            Upload a new logo
            <input type="file" accept={LOGO_FILE_TYPES} onChange={(e) => pickLogo(e.target.files?.[0])} data-testid="team-settings-logo" />
          </label>
        </div>
        {logoError ? (
          <p className="error">{logoError}</p>
        ) : (
          <small className="hint">PNG, JPEG, GIF or WebP, at most 1 MB; saved with the button below.</small>
        )}
      </fieldset>
    </SettingsForm>
  );
}

function TeamRoster({ team }: { team: TeamRecord }) {
  const [roster, setRoster] = useFormFor(team.id, () => ({
    players: team.players ?? [],
    captains: team.captains ?? [],
    team_staff: team.team_staff ?? [],
  }));
  const toggleCaptain = (id: string, on: boolean) =>
    setRoster({ ...roster, captains: on ? [...roster.captains, id] : roster.captains.filter((c) => c !== id) });
  const captainsOff = roster.captains.filter((c) => !roster.players.includes(c));
  return (
    <SettingsForm testId="team-roster-form" action="update-team-settings" payload={() => teamPayload(team, roster)}>
      <fieldset className="settings-fieldset">
        <legend>Players</legend>
        {!roster.players.length ? <p className="empty">No players yet.</p> : null}
        <ul className="people-list" data-testid="team-settings-players">
          {roster.players.map((id) => (
            <li key={id}>
              <PlayerName id={id} />
              <label className="check">
                <input type="checkbox" checked={roster.captains.includes(id)} onChange={(e) => toggleCaptain(id, e.target.checked)} />
                Captain
              </label>
              <button
                type="button"
                className="secondary"
                onClick={() =>
                  setRoster({
                    ...roster,
                    players: roster.players.filter((p) => p !== id),
                    captains: roster.captains.filter((c) => c !== id),
                  })
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        {captainsOff.length ? (
          <p className="hint">
            Also captains, not on the roster:{" "}
            {captainsOff.map((id) => (
              <span key={id} className="chip small">
                <PlayerName id={id} />
              </span>
            ))}
          </p>
        ) : null}
        <PlayerPicker
          testId="team-settings-add-player"
          exclude={roster.players}
          onPick={(id) => setRoster({ ...roster, players: [...roster.players, id] })}
        />
      </fieldset>
      <fieldset className="settings-fieldset">
        <legend>Team staff</legend>
        {!roster.team_staff.length ? <p className="empty">No staff.</p> : null}
        <ul className="people-list">
          {roster.team_staff.map((id) => (
            <li key={id}>
              <PlayerName id={id} />
              <button
                type="button"
                className="secondary"
                onClick={() => setRoster({ ...roster, team_staff: roster.team_staff.filter((s) => s !== id) })}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <PlayerPicker
          testId="team-settings-add-staff"
          label="Add staff"
          exclude={roster.team_staff}
          onPick={(id) => setRoster({ ...roster, team_staff: [...roster.team_staff, id] })}
        />
      </fieldset>
    </SettingsForm>
  );
}

function TeamSocials({ team, staffView }: { team: TeamRecord; staffView: boolean }) {
  const records = useThings("Socials", team.socials ?? null);
  const loaded = records.every((r) => r !== undefined);
  const [rows, setRows] = useFormFor(loaded ? `${team.id}:${(team.socials ?? []).join()}` : null, () => socialRows(records));
  return (
    <SettingsForm testId="team-socials" action="update-team-settings" payload={() => teamPayload(team, { socials: socialsPayload(rows) })}>
      {!staffView ? <p className="hint">New links show once the event staff approve them.</p> : null}
      <SocialsFields value={rows} onChange={setRows} testId="team-socials" showApproval />
    </SettingsForm>
  );
}
