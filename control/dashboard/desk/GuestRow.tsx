import { useId } from "react";
import type { GuestField } from "../../../domain/guests.ts";
import type { GuestRowValue } from "./guestRows.ts";

const FIELDS: { field: GuestField; label: string; placeholder: string }[] = [
  { field: "name", label: "Name", placeholder: "Name" },
  { field: "pronouns", label: "Pronouns", placeholder: "they/them" },
  { field: "twitter", label: "Twitter", placeholder: "@handle" },
  { field: "avatar", label: "Avatar", placeholder: "Avatar link (https://…)" },
  { field: "webcam", label: "Webcam", placeholder: "Webcam view link (…?view=…)" },
];

/** One guest's fields, each marked invalid with its §5 message beneath the row. */
export function GuestRow({
  row,
  index,
  problems,
  onChange,
  onRemove,
}: {
  row: GuestRowValue;
  index: number;
  problems: { field: GuestField; message: string }[];
  onChange: (row: GuestRowValue) => void;
  onRemove: () => void;
}) {
  const who = row.name.trim() || `Guest ${index + 1}`;
  const errorId = useId();
  return (
    <li className="guest-row" data-testid={`desk-guests-row-${index}`}>
      <div className="guest-fields">
        {FIELDS.map(({ field, label, placeholder }) => {
          const invalid = problems.some((p) => p.field === field);
          return (
            <input
              key={field}
              className={`guest-${field}`}
              aria-label={`${who}: ${label}`}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              placeholder={placeholder}
              value={row[field] ?? ""}
              onChange={(e) => onChange({ ...row, [field]: e.target.value })}
              data-testid={`desk-guests-${field}-${index}`}
            />
          );
        })}
        <button
          type="button"
          className="secondary guest-remove"
          aria-label={`Remove ${who}`}
          onClick={onRemove}
          data-testid={`desk-guests-remove-${index}`}
        >
          Remove
        </button>
      </div>
      {problems.length ? (
        <ul className="guest-problems" id={errorId} data-testid={`desk-guests-problems-${index}`}>
          {problems.map((p) => (
            <li key={`${p.field}:${p.message}`}>{p.message}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
