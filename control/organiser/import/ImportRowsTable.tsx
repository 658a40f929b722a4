import { PLAYER_MATCH_LABELS, type ImportRow, type ImportStatus } from "../../../domain/importRows.ts";

const STATUS_LABELS: Record<ImportStatus, string> = { create: "New", update: "Update", skip: "Unchanged", error: "Error" };
const TABLE_LABELS = { Teams: "Team", Players: "Player", Matches: "Match" } as const;

function formatStart(ms: number, timezone: string): string {
  // dateStyle and timeStyle take no other fields (a timeZoneName throws): the zone is named after.
  const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
  try {
    return `${new Date(ms).toLocaleString(undefined, { ...options, timeZone: timezone || undefined })} (${timezone})`;
  } catch {
    return new Date(ms).toISOString();
  }
}

/** A row's values as "field: value" pairs, shown as text. */
function describe(row: ImportRow, timezone: string): string {
  return Object.entries(row.values)
    .map(([field, value]) => {
      if (field === "start" && typeof value === "number") return `start: ${formatStart(value, timezone)}`;
      return `${field}: ${Array.isArray(value) ? value.join(", ") : String(value)}`;
    })
    .join(" · ");
}

/** The preview's rows: where each comes from, what the import does with it, its values and its errors. */
export function ImportRowsTable({ rows, timezone }: { rows: ImportRow[]; timezone: string }) {
  if (!rows.length) return <p className="empty">The file has no rows.</p>;
  const mixed = new Set(rows.map((r) => r.table)).size > 1;
  return (
    <div className="table-card org-import-table">
      <table data-testid="import-rows">
        <thead>
          <tr>
            <th scope="col">Row</th>
            {mixed ? <th scope="col">Type</th> : null}
            <th scope="col">Status</th>
            <th scope="col">Values</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr
              key={`${row.table}:${row.row}:${i}`}
              className={row.status === "error" ? "org-import-bad" : undefined}
              data-testid="import-row"
            >
              <td>{row.row}</td>
              {mixed ? <td>{TABLE_LABELS[row.table]}</td> : null}
              <td>
                <span className={`badge org-import-status org-import-${row.status}`} data-testid="import-row-status">
                  {STATUS_LABELS[row.status]}
                </span>
              </td>
              <td>
                <span>{describe(row, timezone)}</span>
                {row.note ? <span className="muted"> ({row.note})</span> : null}
                {row.matchedBy && row.id ? (
                  <span className="muted org-import-matched" data-testid="import-row-matched">
                    {" "}
                    (existing player {row.id}, found by {PLAYER_MATCH_LABELS[row.matchedBy]})
                  </span>
                ) : null}
                {row.errors.length ? (
                  <ul className="error org-import-errors" data-testid="import-row-errors">
                    {row.errors.map((error, j) => (
                      <li key={j}>{error}</li>
                    ))}
                  </ul>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
