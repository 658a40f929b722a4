import { useId, useState } from "react";
import { GUEST_FIELDS, parseGuestString } from "../../../domain/guests.ts";
import type { ManualGuest } from "../../../domain/records.ts";

/**
 * Quick entry (SPEC §5): one line split on commas or pipes, each part read by its shape
 * (@handle, view= webcam, http avatar, pronouns with a slash, else the name). Add with an
 * empty line adds an empty row to fill in.
 */
export function GuestEntry({ onAdd }: { onAdd: (guest: ManualGuest) => void }) {
  const [text, setText] = useState("");
  const inputId = useId();
  const hintId = useId();
  const parsed = text.trim() ? parseGuestString(text) : null;
  return (
    <form
      className="guests-entry"
      onSubmit={(e) => {
        e.preventDefault();
        onAdd(parsed ?? { name: "" });
        setText("");
      }}
    >
      <label htmlFor={inputId}>Add a guest</label>
      <div className="guests-entry-row">
        <input
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Name, @handle, they/them, avatar link, webcam view link"
          aria-describedby={hintId}
          data-testid="desk-guests-entry"
        />
        <button type="submit" data-testid="desk-guests-add">
          Add
        </button>
      </div>
      <p className="hint" id={hintId} data-testid="desk-guests-entry-preview">
        {parsed
          ? GUEST_FIELDS.filter((f) => parsed[f])
              .map((f) => `${f}: ${parsed[f]}`)
              .join(" · ")
          : "Separate the parts with commas or |; each is recognised by its shape."}
      </p>
    </form>
  );
}
