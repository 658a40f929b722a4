import { useEffect, useId, useState } from "react";
import type { ConsoleTable } from "../../domain/console.ts";
import { useThings } from "../../live/hooks.ts";
import { DateTimeInput } from "../../ui/match/DateTimeInput.tsx";
import { listQueryString } from "../../live/console.ts";
import { pickerLabel, TABLE_INFO, type FieldDescription, type FormValue } from "./fields.ts";
import { pickerStart } from "../../domain/matchPicker.ts";
import { useConsoleList } from "./useConsole.ts";

/** `value`, settled for `ms` (a search box's typing). */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface FieldProps {
  field: string;
  description: FieldDescription;
  value: FormValue;
  onChange: (value: FormValue) => void;
  required: boolean;
  errors: string[] | undefined;
  /** The longest text the server takes (fields.ts maxLengthOf). */
  maxLength?: number;
}

/** One field of a console form: its label, input, hint and the server's issues for it. */
export function FieldInput({ field, description, value, onChange, required, errors, maxLength }: FieldProps) {
  const id = `org-field-${field}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [description.hint ? hintId : "", errors?.length ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const invalid = errors?.length ? true : undefined;
  const label = (
    <span>
      {description.label}
      {required ? (
        <span className="org-required" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </span>
  );
  const hint = description.hint ? (
    <span className="hint org-hint" id={hintId}>
      {description.hint}
    </span>
  ) : null;
  const errorList = errors?.length ? (
    <span className="error org-field-error" id={errorId} data-testid={`field-error-${field}`}>
      {errors.join("; ")}
    </span>
  ) : null;
  const common = {
    id,
    "aria-describedby": describedBy,
    "aria-invalid": invalid,
    "aria-required": required || undefined,
    "data-testid": `field-${field}`,
  };

  switch (description.kind) {
    case "checkbox":
      return (
        <div className="org-field org-field-check">
          <label className="check" htmlFor={id}>
            <input type="checkbox" {...common} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
            {label}
          </label>
          {hint}
          {errorList}
        </div>
      );
    case "datetime":
      return (
        <div className="org-field">
          <DateTimeInput
            value={typeof value === "number" ? value : null}
            onChange={onChange}
            label={description.label}
            testId={`field-${field}`}
          />
          {hint}
          {errorList}
        </div>
      );
    case "datetimes": {
      const list = Array.isArray(value) ? (value as (number | null)[]) : [];
      const shown = list.length < description.max ? [...list, null] : list;
      return (
        <fieldset className="org-field org-fieldset" aria-describedby={describedBy}>
          <legend>{label}</legend>
          {shown.map((ms, i) => (
            <DateTimeInput
              key={i}
              value={ms}
              label={`${description.label} ${i + 1}`}
              testId={`field-${field}-${i}`}
              onChange={(next) => {
                const copy = [...shown];
                copy[i] = next;
                onChange(copy.filter((v): v is number => typeof v === "number"));
              }}
            />
          ))}
          {hint}
          {errorList}
        </fieldset>
      );
    }
    case "checks": {
      const list = Array.isArray(value) ? (value as string[]) : [];
      return (
        <fieldset className="org-field org-fieldset" aria-describedby={describedBy} data-testid={`field-${field}`}>
          <legend>{label}</legend>
          <div className="org-checks">
            {description.options.map((option) => (
              <label key={option} className="check">
                <input
                  type="checkbox"
                  checked={list.includes(option)}
                  onChange={(e) => onChange(e.target.checked ? [...list, option] : list.filter((o) => o !== option))}
                />
                {option}
              </label>
            ))}
          </div>
          {hint}
          {errorList}
        </fieldset>
      );
    }
    case "ref":
    case "refs":
      return (
        <fieldset className="org-field org-fieldset" aria-describedby={describedBy} data-testid={`field-${field}`}>
          <legend>{label}</legend>
          <RefPicker
            table={description.table}
            many={description.kind === "refs"}
            value={Array.isArray(value) ? (value as string[]) : []}
            onChange={onChange}
            label={description.label}
            field={field}
          />
          {hint}
          {errorList}
        </fieldset>
      );
    default:
      return (
        <div className="org-field">
          <label htmlFor={id}>{label}</label>
          {description.kind === "textarea" ? (
            <textarea
              {...common}
              rows={description.rows ?? 4}
              maxLength={maxLength}
              className={description.code ? "org-code" : undefined}
              value={typeof value === "string" ? value : ""}
              onChange={(e) => onChange(e.target.value)}
            />
          ) : description.kind === "select" ? (
            <select {...common} value={typeof value === "string" ? value : ""} onChange={(e) => onChange(e.target.value)}>
              <option value="">—</option>
              {description.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          ) : description.kind === "colour" ? (
            <div className="org-colour">
              <input
                type="color"
                aria-label={`${description.label} picker`}
                value={typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value) ? value : "#000000"}
                onChange={(e) => onChange(e.target.value)}
              />
              <input
                {...common}
                type="text"
                placeholder="#rrggbb"
                value={typeof value === "string" ? value : ""}
                onChange={(e) => onChange(e.target.value)}
              />
            </div>
          ) : (
            <input
              {...common}
              type="text"
              inputMode={description.kind === "number" ? "numeric" : undefined}
              maxLength={description.kind === "number" ? undefined : maxLength}
              value={typeof value === "string" ? value : ""}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
          {hint}
          {errorList}
        </div>
      );
  }
}

/** A record's chip: its name, live. */
function useLabels(table: ConsoleTable, ids: string[]): string[] {
  const records = useThings(table, ids);
  return ids.map((id, i) => pickerLabel(records[i] as Record<string, unknown> | null | undefined, records[i] === undefined ? "…" : id));
}

/** One or several records of `table`: chosen ones as chips, and a search calling the console list. */
export function RefPicker({
  table,
  many,
  value,
  onChange,
  label,
  field,
  eventScope,
}: {
  table: ConsoleTable;
  many: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  label: string;
  field: string;
  eventScope?: string;
}) {
  const searchId = useId();
  const [q, setQ] = useState("");
  const settled = useDebounced(q.trim());
  const labels = useLabels(table, value);
  const query = settled ? listQueryString({ table, q: settled, size: 8, event: eventScope }) : null;
  const { result } = useConsoleList(query);
  const rows = result?.ok ? result.data.rows.filter((row) => !value.includes(row.id)) : [];
  const choose = (id: string) => {
    onChange(many ? [...value, id] : [id]);
    setQ("");
  };
  return (
    <div className="org-ref">
      {value.length ? (
        <ul className="org-chips" aria-label={`Chosen: ${label}`}>
          {value.map((id, i) => (
            <li key={id} className="org-chip" data-testid={`chip-${field}`}>
              <span>{labels[i]}</span>
              {many && i > 0 ? (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move ${labels[i]} up`}
                  onClick={() => onChange(value.map((v, j) => (j === i - 1 ? id : j === i ? value[i - 1] : v)))}
                >
                  ↑
                </button>
              ) : null}
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove ${labels[i]}`}
                onClick={() => onChange(value.filter((v) => v !== id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <span className="muted org-none">None</span>
      )}
      <label htmlFor={searchId} className="sr-only">
        Find {TABLE_INFO[table].title.toLowerCase()} for {label}
      </label>
      <input
        id={searchId}
        type="search"
        className="org-ref-search"
        placeholder={`Find ${TABLE_INFO[table].singular}…`}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            // Enter picks the first result rather than submitting the form.
            e.preventDefault();
            if (rows[0]) choose(rows[0].id);
          }
        }}
        data-testid={`ref-search-${field}`}
      />
      {q.trim() && settled && result ? (
        <ul className="org-ref-results" data-testid={`ref-results-${field}`}>
          {!result.ok ? <li className="error">{result.message}</li> : rows.length === 0 ? <li className="muted">No matches</li> : null}
          {rows.map((row) => (
            <li key={row.id}>
              <button type="button" className="org-ref-option" onClick={() => choose(row.id)}>
                {row.label}
                {row.detail ? <span className="muted"> · {row.detail}</span> : null}
                {row.start ? <span className="muted"> · {pickerStart(row.start)}</span> : null}
                {row.archived ? <span className="badge">Archived</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
