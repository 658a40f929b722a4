import type { MapRow } from "../../domain/matchForms.ts";
import { MapScoreInput } from "./MapScoreInput.tsx";

/** Editable map rows (name and each side's score, SPEC §5: whole numbers from 0), with Add map and Remove. */
export function MapRowsTable<R extends MapRow & { id?: string }>({
  rows,
  onChange,
  names,
  testId,
}: {
  rows: R[];
  onChange: (rows: R[]) => void;
  names: [string, string];
  testId: string;
}) {
  const setRow = (i: number, patch: Partial<MapRow>) => onChange(rows.map((row, k) => (k === i ? { ...row, ...patch } : row)));
  const score = (row: R, i: number, side: 1 | 2) => (
    <MapScoreInput
      index={i}
      team={names[side - 1]}
      value={row[`score_${side}`]}
      onChange={(value) => setRow(i, { [`score_${side}`]: value })}
      testId={`${testId}-score-${side}-${i}`}
    />
  );
  return (
    <div className="stack">
      {rows.length ? (
        <table className="maps-table" data-testid={testId}>
          <thead>
            <tr>
              <th>#</th>
              <th>Map</th>
              <th>{names[0]}</th>
              <th>{names[1]}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.id ?? `new-${i}`}>
                <td>{i + 1}</td>
                <td>
                  <input
                    aria-label={`Map ${i + 1} name`}
                    value={row.name}
                    onChange={(e) => setRow(i, { name: e.target.value })}
                    data-testid={`${testId}-name-${i}`}
                  />
                </td>
                <td>{score(row, i, 1)}</td>
                <td>{score(row, i, 2)}</td>
                <td>
                  <button type="button" className="secondary" onClick={() => onChange(rows.filter((_, k) => k !== i))}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="row">
        <button
          type="button"
          className="secondary"
          onClick={() => onChange([...rows, { name: "", score_1: "", score_2: "" } as R])}
          data-testid={`${testId}-add`}
        >
          Add map
        </button>
      </div>
    </div>
  );
}
