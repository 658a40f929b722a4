import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { CONSOLE_EVENT_FIELD, type ConsoleTable, type SaveRecordPayload } from "../../domain/console.ts";
import { shortId } from "../../domain/ids.ts";
import { callAction } from "../../live/actions.ts";
import { useThing } from "../../live/hooks.ts";
import { asksConfirmation } from "../../ui/actions/useActionCall.ts";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";
import { useViewerRecord, useViewerRecords } from "../../ui/auth/useViewerRecords.ts";
import { AuditFeed } from "./AuditFeed.tsx";
import type { AuditScope } from "../../live/console.ts";
import { FieldInput } from "./FieldInput.tsx";
import { isSiteStaff } from "../../domain/permissions.ts";
import { EventBlocksNote } from "./EventBlocksNote.tsx";
import { ThemeLogo } from "./ThemeLogo.tsx";
import {
  fieldsOf,
  formIssues,
  formValuesOf,
  isRequired,
  maxLengthOf,
  recordLabel,
  savePayloadFields,
  TABLE_INFO,
  type FormValues,
} from "./fields.ts";

type Outcome = { kind: "saved"; text: string } | { kind: "error"; text: string; byField: Record<string, string[]>; other: string[] } | null;

/** Create (`id` null) or edit a record of a console table: the form, Save, Archive/Restore, links and its audit. */
export function EditView({ table, id, event }: { table: ConsoleTable; id: string | null; event: string | null }) {
  // As the organiser sees it: a client's key and crew, a player's settings are not on the public record.
  const record = useViewerRecord(table, id);
  if (id && record === undefined) return <p className="muted">Loading…</p>;
  if (id && record === null) return <MissingRecord table={table} id={id} />;
  const initial = id ? formValuesOf(table, record as unknown as Record<string, unknown>) : null;
  // A fresh form per record (and per event scope for a new one).
  return (
    <RecordForm
      key={id ?? `new:${event ?? ""}`}
      table={table}
      id={id}
      event={event}
      initial={initial}
      version={record?.__version ?? null}
      archived={(record as { archived?: boolean } | null | undefined)?.archived === true}
      title={id ? recordLabel(record as unknown as Record<string, unknown>, id) : `New ${TABLE_INFO[table].singular}`}
    />
  );
}

/** A record the live data does not answer: gone, or archived out of public view; it may still be restored. */
function MissingRecord({ table, id }: { table: ConsoleTable; id: string }) {
  const info = TABLE_INFO[table];
  return (
    <section className="org-edit">
      <p>
        <Link to={`/organiser/${info.slug}`}>← {info.title}</Link>
      </p>
      <h1>Not found</h1>
      <p className="muted" data-testid="org-missing">
        No {info.singular} with the id {id}, or it is archived and hidden from public view.
      </p>
      <ArchiveButton table={table} id={id} archived />
    </section>
  );
}

function ArchiveButton({ table, id, archived }: { table: ConsoleTable; id: string; archived: boolean }) {
  const { token } = useAuth();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const toggle = async () => {
    setBusy(true);
    setMessage(null);
    const reply = await callAction("archive-record", { table, id, archived: !archived }, { token });
    setBusy(false);
    setMessage(reply.error ? { ok: false, text: reply.errorMessage } : { ok: true, text: archived ? "Restored" : "Archived" });
  };
  return (
    <>
      <button type="button" className="secondary" disabled={busy} onClick={() => void toggle()} data-testid="org-archive">
        {archived ? "Restore" : "Archive"}
      </button>
      {message ? (
        <span className={message.ok ? "notice-ok" : "error"} role={message.ok ? "status" : "alert"} data-testid="org-archive-message">
          {message.text}
        </span>
      ) : null}
    </>
  );
}

function RecordForm({
  table,
  id,
  event,
  initial,
  version,
  archived,
  title,
}: {
  table: ConsoleTable;
  id: string | null;
  event: string | null;
  initial: FormValues | null;
  version: number | null;
  archived: boolean;
  title: string;
}) {
  const info = TABLE_INFO[table];
  const { token, user } = useAuth();
  // A player's website settings are site staff's alone (the server refuses others too).
  const shownFields = fieldsOf(table).filter(([, d]) => !d.staffOnly || isSiteStaff(user));
  const navigate = useNavigate();
  const [base, setBase] = useState<{ version: number | null; values: FormValues | null }>({ version, values: initial });
  const [values, setValues] = useState<FormValues>(() => {
    const start = initial ?? formValuesOf(table, null);
    // A new record in an event-scoped console starts in that event.
    const eventField = CONSOLE_EVENT_FIELD[table];
    return !initial && event && eventField ? { ...start, [eventField]: [event] } : start;
  });
  const [saving, setSaving] = useState(false);
  // Just created: the new record's page says so.
  const justCreated = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const [outcome, setOutcome] = useState<Outcome>(justCreated ? { kind: "saved", text: "Saved" } : null);
  const dirty = JSON.stringify(values) !== JSON.stringify(base.values ?? formValuesOf(table, null));

  // The record changed live: an untouched form follows it; an edited one offers to load it.
  const changedElsewhere = id !== null && version !== base.version;
  if (changedElsewhere && !dirty && initial) {
    setBase({ version, values: initial });
    setValues(initial);
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { fields, issues } = savePayloadFields(table, id ? base.values : null, values);
    if (issues.length) {
      const byField: Record<string, string[]> = {};
      for (const issue of issues) (byField[issue.field] ??= []).push(issue.message);
      setOutcome({ kind: "error", text: "Check the highlighted fields", byField, other: [] });
      return;
    }
    if (id && Object.keys(fields).length === 0) {
      setOutcome({ kind: "saved", text: "Nothing to save" });
      return;
    }
    setSaving(true);
    setOutcome(null);
    const payload = { table, ...(id ? { id } : {}), fields } as SaveRecordPayload;
    let reply = await callAction("save-record", payload, { token });
    // A match's corrected result that clears later bracket results applies once confirmed (the refusal names them).
    if (reply.error && asksConfirmation(reply.issues) && window.confirm(reply.errorMessage))
      reply = await callAction("save-record", { ...payload, confirm: true }, { token });
    setSaving(false);
    if (reply.error) {
      // Each message once, in the form's words: on its field, or under the save button.
      const { byField, other } = formIssues(reply.issues ?? []);
      const onFields = Object.keys(byField).length > 0;
      const text = onFields ? "Check the highlighted fields" : other.length ? "Not saved" : reply.errorMessage;
      setOutcome({ kind: "error", text, byField, other });
      return;
    }
    setOutcome({ kind: "saved", text: "Saved" });
    if (!id || reply.data.created) {
      navigate(`/organiser/${info.slug}/${reply.data.id}`, { replace: true, state: { saved: true } });
      return;
    }
    // What was saved is the new base, until the live record arrives.
    setBase((b) => ({ ...b, values }));
  };

  const errors = outcome?.kind === "error" ? outcome.byField : {};
  const auditScope: AuditScope | null = !id
    ? null
    : table === "Matches"
      ? { match: id }
      : table === "Broadcasts"
        ? { broadcast: id }
        : { record: id };

  return (
    <div className="org-edit-layout">
      <section className="org-edit" aria-labelledby="org-edit-title">
        <p className="org-back">
          <Link to={`/organiser/${info.slug}`}>← {info.title}</Link>
        </p>
        <header className="org-edit-head">
          <h1 id="org-edit-title" data-testid="org-edit-title">
            {title}
            {archived ? <span className="badge org-archived">Archived</span> : null}
          </h1>
          {id ? <ArchiveButton table={table} id={id} archived={archived} /> : null}
        </header>
        {id ? <RecordLinks table={table} id={id} /> : null}
        {table === "Events" ? <EventBlocksNote id={id} /> : null}
        {table === "Themes" ? <ThemeLogo id={id} /> : null}
        {changedElsewhere && dirty ? (
          <p className="org-conflict" role="status" data-testid="org-conflict">
            Someone changed this {info.singular} while you were editing.{" "}
            <button
              type="button"
              className="secondary small-button"
              onClick={() => {
                setBase({ version, values: initial });
                if (initial) setValues(initial);
              }}
            >
              Load their version
            </button>
          </p>
        ) : null}
        <form className="org-form" onSubmit={(e) => void submit(e)} noValidate data-testid="org-form">
          <p className="hint">
            Fields marked <span className="org-required">*</span> are required.
          </p>
          <div className="org-fields">
            {shownFields.map(([field, description]) => (
              <FieldInput
                key={field}
                field={field}
                description={description}
                value={values[field]}
                onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
                required={isRequired(table, field)}
                errors={errors[field]}
                maxLength={maxLengthOf(table, field)}
              />
            ))}
          </div>
          <div className="org-actions org-save-bar">
            <button type="submit" disabled={saving} data-testid="org-save">
              {saving ? "Saving…" : id ? "Save" : `Create ${info.singular}`}
            </button>
            {outcome?.kind === "saved" ? (
              <span className="notice-ok" role="status" data-testid="org-saved">
                {outcome.text}
              </span>
            ) : null}
            {outcome?.kind === "error" ? (
              <div className="error" role="alert" data-testid="org-save-error">
                {outcome.text}
                {outcome.other.length ? (
                  <ul>
                    {outcome.other.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
          </div>
        </form>
      </section>
      {auditScope ? (
        <aside className="org-side">
          <AuditFeed scope={auditScope} version={version} title={table === "Matches" ? "Changes to this match and its maps" : "Changes"} />
        </aside>
      ) : null}
    </div>
  );
}

/** Where else a record is edited or shown. */
function RecordLinks({ table, id }: { table: ConsoleTable; id: string }) {
  if (table === "Events")
    return (
      <p className="org-links">
        <Link to={`/event/${shortId(id)}/settings`} data-testid="org-event-settings">
          Event settings
        </Link>{" "}
        for the rest of this event's settings · <Link to={`/event/${shortId(id)}`}>Public page</Link>
      </p>
    );
  if (table === "Matches")
    return (
      <p className="org-links">
        <Link to={`/match/${shortId(id)}`}>Public page</Link> · <Link to={`/match/${shortId(id)}/editor`}>Match editor</Link> (maps, picks
        and bans) · <Link to={`/organiser/audit?match=${id}`}>Full audit</Link>
      </p>
    );
  if (table === "Teams")
    return (
      <p className="org-links">
        <Link to={`/team/${shortId(id)}`}>Public page</Link>
      </p>
    );
  if (table === "Broadcasts") return <BroadcastClients id={id} />;
  return null;
}

function BroadcastClients({ id }: { id: string }) {
  const broadcast = useThing("Broadcasts", id);
  const clients = useViewerRecords("Clients", broadcast?.clients ?? null);
  return (
    <div className="org-links" data-testid="org-broadcast-clients">
      <h2>Clients</h2>
      {broadcast?.clients?.length ? (
        <ul className="org-client-list">
          {broadcast.clients.map((clientId, i) => {
            const client = clients[i];
            return (
              <li key={clientId}>
                <Link to={`/organiser/clients/${clientId}`}>{client ? client.name || client.key : clientId}</Link>
                {client?.key ? (
                  <>
                    {" "}
                    · <code>{client.key}</code> · <Link to={`/client/${client.key}/admin`}>Source overview</Link>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">No clients yet</p>
      )}
      <p>
        <Link to={`/organiser/audit?broadcast=${id}`}>Full audit</Link>
      </p>
    </div>
  );
}
