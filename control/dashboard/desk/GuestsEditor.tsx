import { useRef, useState } from "react";
import { cleanGuest, formatManualGuests, validateGuest } from "../../../domain/guests.ts";
import type { ManualGuest } from "../../../domain/records.ts";
import { Modal } from "../../../ui/components/Modal.tsx";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import { DraftConflict } from "../../../ui/components/DraftConflict.tsx";
import { GuestEntry } from "./GuestEntry.tsx";
import { GuestRow } from "./GuestRow.tsx";
import { sameRows, storedRows, type GuestRowValue } from "./guestRows.ts";
import { useDraft } from "../../../ui/components/useDraft.ts";

/** The guests as rows: edit, add, remove (a named guest after confirming), then Save stores them all. */
export function GuestsEditor() {
  const { broadcast } = useDashboard();
  const draft = useDraft(storedRows(broadcast.manual_guests), sameRows);
  const { run, pending, error } = useDashboardAction();
  const [confirming, setConfirming] = useState<GuestRowValue | null>(null);
  const closeConfirm = () => setConfirming(null);
  const nextKey = useRef(0);
  const rows = draft.value;
  const problems = rows.map((row) => validateGuest(cleanGuest(row)));
  const invalid = problems.some((p) => p.length > 0);

  const add = (guest: ManualGuest) => draft.set([...rows, { ...guest, key: `new-${nextKey.current++}` }]);
  const change = (row: GuestRowValue) => draft.set(rows.map((r) => (r.key === row.key ? row : r)));
  const remove = (row: GuestRowValue) => draft.set(rows.filter((r) => r.key !== row.key));
  const save = () =>
    void run("update-broadcast", { manualGuests: formatManualGuests(rows.map(cleanGuest)) }, { notice: () => "Updated guests" });

  return (
    <div className="guests">
      <DraftConflict
        draft={draft}
        describe={(theirs) => theirs.map((g) => g.name).join(", ") || "no guests"}
        testId="desk-guests-conflict"
      />
      {rows.length ? (
        <ul className="guest-list">
          {rows.map((row, i) => (
            <GuestRow
              key={row.key}
              row={row}
              index={i}
              problems={problems[i]}
              onChange={change}
              onRemove={() => (row.name.trim() ? setConfirming(row) : remove(row))}
            />
          ))}
        </ul>
      ) : (
        <p className="muted" data-testid="desk-guests-empty">
          No desk guests. Type one below (name, @handle, pronouns, links) and press Add, then Save.
        </p>
      )}
      <GuestEntry onAdd={add} />
      <div className="guests-save">
        <button type="button" disabled={pending || !draft.dirty || invalid} onClick={save} data-testid="desk-guests-save">
          Save
        </button>
        {invalid || draft.dirty ? (
          <span className="hint" data-testid="desk-guests-save-hint">
            {invalid ? "Fix the marked fields to save." : "Unsaved changes: the desk shows the saved guests."}
          </span>
        ) : null}
      </div>
      <InlineError error={error} testId="desk-guests-error" />
      {confirming ? (
        <Modal title="Remove guest" onClose={closeConfirm} testId="desk-guests-confirm">
          <p>Remove {confirming.name.trim()} from the desk guests? The desk keeps showing them until you Save.</p>
          <div className="row">
            <button
              type="button"
              className="dash-danger"
              onClick={() => {
                remove(confirming);
                setConfirming(null);
              }}
              data-testid="desk-guests-confirm-remove"
            >
              Remove
            </button>
            <button type="button" className="secondary" onClick={closeConfirm} data-testid="desk-guests-confirm-cancel">
              Cancel
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
