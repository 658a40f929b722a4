import { DERIVED_FIELDS } from "./derived.ts";
import type { TableName } from "./tables.ts";

/**
 * The on-air audit: who changed which record, when, from what to what. The store writes one
 * entry per record an action changed, in the action's own transaction; staff read them per
 * match and per broadcast, and undo one through the `undo-change` action.
 */

/** One changed field of an entry. Absent values are null. */
export interface AuditField {
  field: string;
  before: unknown;
  after: unknown;
}

/** An entry as `GET /audit` answers it. */
export interface AuditEntry {
  id: string;
  at: number;
  player: { id: string; name: string } | null;
  /** The action's key (`update-match-data`), or `undo-change`. */
  action: string;
  table: TableName;
  record: string;
  /** What the record is called (its name, a match's title). */
  label: string;
  fields: AuditField[];
  /** Whether `undo-change` may put this back: an edit, not undone yet, and no later change to its fields. */
  undoable: boolean;
  /** The entry that undid this one. */
  undoneBy?: string;
  /** The entry this one undid. */
  undoOf?: string;
}

type Fields = Record<string, unknown> | null;

/** Empty lists, null and absent all mean "unset". */
function normal(value: unknown): unknown {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0) ? null : value;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normal(a)) === JSON.stringify(normal(b));
}

const BOOKKEEPING = new Set(["id", "__id", "__tableName", "__version"]);

/** The fields that differ between two versions of a record, in a stable order; derived fields are left out (they follow). */
export function changedFields(table: TableName, before: Fields, after: Fields): AuditField[] {
  const derived = new Set<string>((DERIVED_FIELDS as Partial<Record<TableName, readonly string[]>>)[table] ?? []);
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return keys
    .filter((k) => !BOOKKEEPING.has(k) && !derived.has(k) && !sameValue(before?.[k], after?.[k]))
    .map((field) => ({ field, before: normal(before?.[field]), after: normal(after?.[field]) }));
}

/** The fields of an edit that something else has changed since (the record's current values differ from the edit's results). */
export function undoConflicts(fields: readonly AuditField[], current: Fields): string[] {
  return fields.filter((f) => !sameValue(current?.[f.field], f.after)).map((f) => f.field);
}

/** The patch that puts an edit back: each field's value before it (null removes a field that was unset). */
export function undoPatch(fields: readonly AuditField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.field, f.before]));
}

/** What an audit line says of a value: short and readable. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return "(none)";
  if (typeof value === "string") return value.length > 60 ? `${value.slice(0, 57)}…` : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.length <= 3 ? value.map(describeValue).join(", ") : `${value.length} items`;
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** The records an entry is about besides its own: a map's match, a report's match, a GFX's or headline's broadcast. */
export function auditScopes(table: TableName, record: string, before: Fields, after: Fields): string[] {
  const scopes = new Set([record]);
  const field = ({ Maps: "match", Reports: "match", GFX: "broadcast", Headlines: "broadcast" } as Partial<Record<TableName, string>>)[
    table
  ];
  if (field) {
    for (const version of [before, after]) {
      const ids = version?.[field];
      if (Array.isArray(ids)) for (const id of ids) if (typeof id === "string") scopes.add(id);
    }
  }
  return [...scopes];
}
