import type { GamePreset } from "../../domain/gamePresets.ts";
import type { HeroGroup } from "../../domain/heroChoices.ts";
import { chooseMap, rowChoices, type MapChoice } from "../../domain/mapChoices.ts";
import { blankRow, setScore, setWinner, type EditorMapRow, type TeamIds } from "../../domain/mapRows.ts";
import { MapEditorRow, type RowEdits } from "./MapEditorRow.tsx";

interface Props {
  rows: EditorMapRow[];
  onChange: (rows: EditorMapRow[]) => void;
  /** Every map the editor offers; each row narrows them by the match's map set. */
  maps: readonly MapChoice[];
  mapSet: string | null;
  restrict: boolean;
  loserPicks: boolean;
  names: [string, string];
  teams: TeamIds;
  preset: GamePreset;
  heroes: readonly HeroGroup[] | undefined | null;
  testId: string;
}

/** The match editor's map table (SPEC §2.8): a row per map with Add map; the game's preset decides the columns. */
export function MapEditorTable({ rows, onChange, maps, mapSet, restrict, loserPicks, names, teams, preset, heroes, testId }: Props) {
  const columns = 4 + (preset.mapScores ? 2 : 0) + (preset.mapPicks ? 1 : 0) + (preset.mapBans ? 1 : 0);
  const editsOf = (i: number, choices: readonly MapChoice[]): RowEdits => ({
    name: (name) => onChange(rows.map((row, k) => (k === i ? chooseMap(row, name, choices) : row))),
    score: (side, value) => onChange(setScore(rows, i, side, value, teams, loserPicks)),
    winner: (team) => onChange(setWinner(rows, i, team, teams, loserPicks)),
    set: (patch) => onChange(rows.map((row, k) => (k === i ? { ...row, ...patch } : row))),
    remove: () => onChange(rows.filter((_, k) => k !== i)),
  });
  return (
    <div className="stack">
      <div className="table-scroll">
        <table className="maps-table map-editor" data-testid={testId}>
          <thead>
            <tr>
              <th>#</th>
              <th>Map</th>
              {preset.mapScores ? <th>{names[0]}</th> : null}
              {preset.mapScores ? <th>{names[1]}</th> : null}
              <th>Winner</th>
              {preset.mapPicks ? <th>Picked by</th> : null}
              {preset.mapBans ? <th>Banned by</th> : null}
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const choices = rowChoices(maps, rows, i, mapSet, restrict);
              return (
                <MapEditorRow
                  key={row.id ?? `new-${i}`}
                  row={row}
                  index={i}
                  choices={choices}
                  listed={maps.length > 0}
                  names={names}
                  teams={teams}
                  preset={preset}
                  heroes={heroes}
                  columns={columns}
                  edits={editsOf(i, choices)}
                  testId={testId}
                />
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="row">
        <button type="button" className="secondary" onClick={() => onChange([...rows, blankRow()])} data-testid={`${testId}-add`}>
          Add map
        </button>
      </div>
    </div>
  );
}
