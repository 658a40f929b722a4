import { useState } from "react";
import { formatDateTime, formatTime, type TimeFormat } from "../../domain/time.ts";
import { callAction } from "../../live/actions.ts";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";
import { Modal } from "../../ui/components/Modal.tsx";
import { useSettings } from "../../ui/settings.tsx";
import type { AuditEntry, AuditScope } from "../../live/console.ts";
import { isConsoleTable } from "../../domain/console.ts";
import { useThings } from "../../live/hooks.ts";
import { auditValue, FIELDS, recordLabel, type FieldDescription } from "./fields.ts";
import { useAudit } from "./useConsole.ts";

/** "21:04 · Admin Morgan · update-match-data · score_1: 1 → 2": one audited change as a line. */
export function auditLine(entry: AuditEntry, format: TimeFormat): string {
  const time = formatTime(entry.at, { ...format, showZone: false });
  const who = entry.player?.name ?? "System";
  const changes = entry.fields.map((f) => `${f.field}: ${auditValue(f.before)} → ${auditValue(f.after)}`).join(", ");
  return [time, who, entry.action, changes].filter(Boolean).join(" · ");
}

/** A value in the audit; a relation's record ids are shown by name. */
function AuditValue({ table, field, value }: { table: string; field: string; value: unknown }) {
  const description = isConsoleTable(table) ? (FIELDS[table] as Record<string, FieldDescription | undefined>)[field] : undefined;
  const refTable = description && (description.kind === "ref" || description.kind === "refs") ? description.table : null;
  const ids = refTable && Array.isArray(value) && value.every((v) => typeof v === "string") ? (value as string[]) : null;
  const records = useThings(refTable ?? "Teams", ids);
  if (!ids) return <>{auditValue(value)}</>;
  return <>{auditValue(ids.map((id, i) => recordLabel(records[i] as Record<string, unknown> | null | undefined, id)))}</>;
}

/**
 * The on-air audit of a record, a match (with its maps) or a broadcast: newest first, with
 * Undo (after a confirm) where the change can still be put back. `version` refetches it.
 */
export function AuditFeed({ scope, version, title = "Changes" }: { scope: AuditScope; version?: unknown; title?: string }) {
  const { token } = useAuth();
  const { settings } = useSettings();
  const format: TimeFormat = { zone: settings.timezone, use24Hour: settings.use24HourTime };
  const { result, refetch } = useAudit(scope, version);
  const [confirming, setConfirming] = useState<AuditEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const undo = async (entry: AuditEntry) => {
    setBusy(true);
    setNotice(null);
    const reply = await callAction("undo-change", { auditId: entry.id }, { token });
    setBusy(false);
    setConfirming(null);
    if (reply.error) {
      setErrors((e) => ({ ...e, [entry.id]: reply.errorMessage }));
      return;
    }
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => key !== entry.id)));
    setNotice(`Undone: ${reply.data.fields.join(", ") || "the change"}`);
    refetch();
  };

  return (
    <section className="org-audit" aria-labelledby="org-audit-title" data-testid="org-audit">
      <header className="org-audit-head">
        <h2 id="org-audit-title">{title}</h2>
        <button type="button" className="secondary small-button" onClick={refetch}>
          Refresh
        </button>
      </header>
      {notice ? (
        <p className="notice-ok" role="status" data-testid="org-audit-notice">
          {notice}
        </p>
      ) : null}
      {!result ? <p className="muted">Loading changes…</p> : null}
      {result && !result.ok ? (
        <p className="error" role="alert" data-testid="org-audit-error">
          {result.message}
        </p>
      ) : null}
      {result?.ok && result.data.length === 0 ? <p className="muted">No changes recorded yet</p> : null}
      {result?.ok && result.data.length ? (
        <ol className="org-audit-list">
          {result.data.map((entry) => (
            <li key={entry.id} className={entry.undoneBy ? "org-undone" : undefined} data-testid="org-audit-entry">
              <div className="org-audit-line">
                <time dateTime={new Date(entry.at).toISOString()} title={formatDateTime(entry.at, format)}>
                  {formatTime(entry.at, { ...format, showZone: false })}
                </time>
                <span> · {entry.player?.name ?? "System"}</span>
                <span> · </span>
                <code>{entry.action}</code>
                {entry.label ? <span className="muted"> · {entry.label}</span> : null}
                {entry.undoneBy ? <span className="badge">Undone</span> : null}
                {entry.undoable && !entry.undoneBy ? (
                  <button
                    type="button"
                    className="secondary small-button org-undo"
                    disabled={busy}
                    onClick={() => setConfirming(entry)}
                    data-testid="org-undo"
                  >
                    Undo
                  </button>
                ) : null}
              </div>
              {entry.fields.length ? (
                <ul className="org-audit-fields">
                  {entry.fields.map((f) => (
                    <li key={f.field}>
                      <code>{f.field}</code>: <AuditValue table={entry.table} field={f.field} value={f.before} /> →{" "}
                      <AuditValue table={entry.table} field={f.field} value={f.after} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {errors[entry.id] ? (
                <p className="error" role="alert" data-testid="org-undo-error">
                  {errors[entry.id]}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {confirming ? (
        <Modal title="Undo this change?" onClose={() => setConfirming(null)} testId="org-undo-confirm">
          <p>{auditLine(confirming, format)}</p>
          <p className="muted">The fields go back to what they were before it.</p>
          <div className="org-actions">
            <button type="button" disabled={busy} onClick={() => void undo(confirming)} data-testid="org-undo-yes">
              {busy ? "Undoing…" : "Undo change"}
            </button>
            <button type="button" className="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
