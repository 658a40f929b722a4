import { useState } from "react";
import { RELATIONSHIP_PERMISSIONS } from "../../../domain/eventSettings.ts";
import type { EventRecord } from "../../../domain/tables.ts";
import { present, useTableList, useThings } from "../../../live/hooks.ts";
import { ActionFeedback } from "../../../ui/actions/ActionFeedback.tsx";
import { useActionCall } from "../../../ui/actions/useActionCall.ts";
import { useViewerRecords } from "../../../ui/auth/useViewerRecords.ts";
import { eventPayload, PlayerName, PlayerPicker, SettingsForm, useFormFor } from "./fields.tsx";

type Permission = (typeof RELATIONSHIP_PERMISSIONS)[number];

/** The Staff tab: the event's staff list, and relationships (a named role with permissions) on the event. */
export function StaffSettings({ event }: { event: EventRecord }) {
  const [staff, setStaff] = useFormFor(event.id, () => event.staff ?? []);
  return (
    <>
      <SettingsForm testId="event-staff" action="update-event-settings" payload={() => eventPayload(event, { staff })}>
        <fieldset className="settings-fieldset">
          <legend>Event staff</legend>
          <p className="hint">Staff can edit the event, its matches and its settings.</p>
          {!staff.length ? <p className="empty">No staff yet.</p> : null}
          <ul className="people-list" data-testid="event-staff-list">
            {staff.map((id) => (
              <li key={id}>
                <PlayerName id={id} />
                <button type="button" className="secondary" onClick={() => setStaff(staff.filter((s) => s !== id))}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <PlayerPicker testId="event-staff-add" exclude={staff} onPick={(id) => setStaff([...staff, id])} />
        </fieldset>
      </SettingsForm>
      <Relationships event={event} />
    </>
  );
}

function Relationships({ event }: { event: EventRecord }) {
  // The event lists the relationships made here; older ones only name the event.
  const all = useTableList("Player Relationships");
  const ids = present(useThings("Player Relationships", all?.ids ?? event.player_relationships ?? null))
    .filter((rel) => rel.events?.includes(event.id) || event.player_relationships?.includes(rel.id))
    .map((rel) => rel.id);
  // Their permissions are for the event's staff alone (domain/projection.ts): read with the token.
  const relationships = present(useViewerRecords("Player Relationships", ids));
  const { call, busy, feedback } = useActionCall();
  const [player, setPlayer] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [permissions, setPermissions] = useState<Permission[]>([]);
  const add = async () => {
    if (!player || !name.trim()) return;
    const saved = await call("set-event-relationship", { event: event.id, player, singular_name: name.trim(), permissions }, () => "Saved");
    if (saved) {
      setPlayer(null);
      setName("");
      setPermissions([]);
    }
  };
  return (
    <section className="settings-form">
      <h3>Relationships</h3>
      <p className="hint">A named role on this event (Caster, Producer, Tournament Admin…) with what it may do.</p>
      {!relationships.length ? <p className="empty">No relationships on this event.</p> : null}
      <ul className="people-list" data-testid="event-relationships">
        {relationships.map((rel) => (
          <li key={rel.id} data-testid="event-relationship">
            <strong>{rel.player?.[0] ? <PlayerName id={rel.player[0]} /> : "No player"}</strong>
            <span>{rel.singular_name}</span>
            <span className="muted">{rel.permissions?.length ? rel.permissions.join(", ") : "No permissions"}</span>
            {rel.player?.[0] ? (
              <button
                type="button"
                className="secondary"
                disabled={busy}
                onClick={() =>
                  void call(
                    "set-event-relationship",
                    { event: event.id, player: rel.player![0], singular_name: rel.singular_name, remove: true },
                    () => "Removed",
                  )
                }
              >
                Remove
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <form
        className="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
        data-testid="event-relationship-form"
      >
        {player ? (
          <p>
            Player:{" "}
            <strong>
              <PlayerName id={player} />
            </strong>{" "}
            <button type="button" className="secondary" onClick={() => setPlayer(null)}>
              Change
            </button>
          </p>
        ) : (
          <PlayerPicker testId="event-relationship-player" label="Player" onPick={setPlayer} />
        )}
        <label>
          Role name
          <input list="relationship-names" value={name} onChange={(e) => setName(e.target.value)} data-testid="event-relationship-name" />
          <datalist id="relationship-names">
            {RELATIONSHIP_PERMISSIONS.map((p) => (
              <option key={p} value={p} />
            ))}
          </datalist>
        </label>
        <fieldset className="settings-fieldset">
          <legend>Permissions</legend>
          <div className="check-grid">
            {RELATIONSHIP_PERMISSIONS.map((p) => (
              <label key={p} className="check">
                <input
                  type="checkbox"
                  checked={permissions.includes(p)}
                  onChange={(e) => setPermissions(e.target.checked ? [...permissions, p] : permissions.filter((x) => x !== p))}
                />
                {p}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="row">
          <button type="submit" className="button" disabled={busy || !player || !name.trim()} data-testid="event-relationship-save">
            {busy ? "Saving…" : "Add relationship"}
          </button>
        </div>
        <ActionFeedback feedback={feedback} testId="event-relationship" />
      </form>
    </section>
  );
}
