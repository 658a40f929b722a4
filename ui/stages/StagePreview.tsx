import { useMemo } from "react";
import { layoutGeometry } from "../../domain/bracket/geometry.ts";
import type { StageFormat, StagePlan } from "../../domain/stages/types.ts";
import { ScrollingBracket } from "../bracket/ScrollingBracket.tsx";
import { firstRoundRows, planSummary, previewSlotText } from "./stageForm.ts";

/** Boxes above which the drawing scrolls instead of fitting its width (fitting draws every node). */
const FIT_LIMIT = 64;

/** The stage as it would be made: its bracket drawn with ui/bracket, and the first round's matches. */
export function StagePreview({ plan, format, names }: { plan: StagePlan; format: StageFormat; names: ReadonlyMap<string, string> }) {
  const geometry = useMemo(() => layoutGeometry(plan.layout), [plan]);
  const slotText = useMemo(() => previewSlotText(plan, names), [plan, names]);
  const rows = useMemo(() => firstRoundRows(plan, names), [plan, names]);
  return (
    <div className="stage-preview" data-testid="stage-preview">
      <p data-testid="stage-preview-summary">{planSummary(plan, format)}</p>
      {geometry.boxes.length ? (
        <div className="stage-preview-bracket">
          <ScrollingBracket
            geometry={geometry}
            slotText={slotText}
            testId="stage-preview-bracket"
            maxHeight="60vh"
            fit={geometry.boxes.length <= FIT_LIMIT}
          />
        </div>
      ) : null}
      <h3>First round</h3>
      <table className="stage-round" data-testid="stage-first-round">
        <thead>
          <tr>
            <th scope="col">Match</th>
            <th scope="col">Group</th>
            <th scope="col">Teams</th>
            <th scope="col">First to</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number} data-testid="stage-first-round-match">
              <td>{row.number}</td>
              <td>{row.group}</td>
              <td>
                {row.teams[0]} vs {row.teams[1]}
              </td>
              <td>{row.firstTo}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
