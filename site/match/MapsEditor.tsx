import { useState } from "react";
import { editorMapData, type EditorMapRow } from "../../domain/matchForms.ts";
import type { MapRecord, MatchRecord } from "../../domain/tables.ts";
import { useThings } from "../../live/hooks.ts";
import { Loading } from "../components/Loading.tsx";
import { ActionFeedback } from "./ActionFeedback.tsx";
import { MapRowsTable } from "./MapRowsTable.tsx";
import { useActionCall } from "./useActionCall.ts";

const text = (n: number | undefined) => (n === undefined || n === null ? "" : String(n));

/** The match editor's map table (SPEC §2.8): names and scores of each map, saved with update-map-data. */
export function MapsEditor({ match, names }: { match: MatchRecord; names: [string, string] }) {
  const saved = useThings("Maps", match.maps ?? null);
  const { call, busy, feedback, refuse } = useActionCall();
  const [rows, setRows] = useState<EditorMapRow[] | null>(null);
  if (saved.includes(undefined)) return <Loading label="Loading the maps" />;
  const records = saved.filter((m): m is MapRecord => !!m);
  const current = rows ?? records.map((m) => ({ id: m.id, name: m.name ?? "", score_1: text(m.score_1), score_2: text(m.score_2) }));
  const save = async () => {
    const result = editorMapData(current, new Map(records.map((m) => [m.id, m as Record<string, unknown>])), match.teams);
    if (!result.ok) return refuse("Check the maps", result.issues);
    // Once saved, the rows follow the live records again (new maps get their ids).
    if (await call("update-map-data", { matchID: match.id, mapData: result.value }, () => "Map data saved")) setRows(null);
  };
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      data-testid="editor-maps"
    >
      <h3>Maps</h3>
      <MapRowsTable rows={current} onChange={setRows} names={names} testId="editor-map" />
      <div className="row">
        <button type="submit" disabled={busy} data-testid="editor-maps-save">
          Save maps
        </button>
      </div>
      <ActionFeedback feedback={feedback} testId="editor-maps" />
    </form>
  );
}
