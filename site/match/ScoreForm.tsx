import { MATCH_TEXT_LIMITS } from "../../domain/actions.ts";
import type { ScoreForm as Form } from "../../domain/matchForms.ts";
import { MapRowsTable } from "../../ui/match/MapRowsTable.tsx";

/**
 * The score report editor: a score for each side (whole numbers, at most first_to, SPEC §5),
 * forfeit with its reason, and optional map rows (name and each side's score).
 */
export function ScoreForm({
  form,
  onChange,
  names,
  firstTo,
  disabled,
}: {
  form: Form;
  onChange: (form: Form) => void;
  names: [string, string];
  firstTo: number | undefined;
  disabled: boolean;
}) {
  return (
    <fieldset className="stack" disabled={disabled} data-testid="score-form">
      <div className="row">
        {([1, 2] as const).map((side) => (
          <label key={side}>
            {names[side - 1]}
            <input
              type="number"
              min={0}
              max={firstTo}
              step={1}
              value={form[`score_${side}`]}
              onChange={(e) => onChange({ ...form, [`score_${side}`]: e.target.value })}
              data-testid={`score-input-${side}`}
            />
          </label>
        ))}
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={form.forfeit}
          onChange={(e) => onChange({ ...form, forfeit: e.target.checked })}
          data-testid="score-forfeit"
        />{" "}
        Forfeit
      </label>
      {form.forfeit ? (
        <label>
          Forfeit reason{" "}
          <input
            value={form.forfeit_reason}
            maxLength={MATCH_TEXT_LIMITS.forfeit_reason}
            onChange={(e) => onChange({ ...form, forfeit_reason: e.target.value })}
            data-testid="score-forfeit-reason"
          />
        </label>
      ) : null}
      <MapRowsTable rows={form.maps} onChange={(maps) => onChange({ ...form, maps })} names={names} testId="score-maps" />
    </fieldset>
  );
}
