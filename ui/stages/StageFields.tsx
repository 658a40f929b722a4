import { useId } from "react";
import { STAGE_FORMATS, type StageFormat } from "../../domain/stages/types.ts";
import { FORMAT_HINTS, FORMAT_LABELS, NAME_LIMIT, type StageForm } from "./stageForm.ts";

/** A whole number typed in a number input, or the fallback while the input is blank or not a number. */
const whole = (text: string, fallback: number) => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : fallback;
};

function NumberField({
  label,
  value,
  min,
  max,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  testId: string;
}) {
  return (
    <label>
      {label}
      <input
        type="number"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(e) => onChange(whole(e.target.value, value))}
        data-testid={testId}
      />
    </label>
  );
}

/** The stage's name, format, first-to and the chosen format's options. */
export function StageFields({ form, onChange }: { form: StageForm; onChange: (patch: Partial<StageForm>) => void }) {
  const formatId = useId();
  return (
    <fieldset className="stage-fieldset stage-fields" data-testid="stage-fields">
      <legend>Stage</legend>
      <label>
        Stage name
        <input
          value={form.name}
          maxLength={NAME_LIMIT}
          placeholder="Swiss stage"
          onChange={(e) => onChange({ name: e.target.value })}
          data-testid="stage-name"
        />
      </label>
      {/* Labelled by id, not wrapped: a wrapping label's text would take in the options' names. */}
      <div className="stage-field">
        <label htmlFor={formatId}>Format</label>
        <select
          id={formatId}
          value={form.format}
          onChange={(e) => onChange({ format: e.target.value as StageFormat })}
          data-testid="stage-format"
        >
          {STAGE_FORMATS.map((f) => (
            <option key={f} value={f}>
              {FORMAT_LABELS[f]}
            </option>
          ))}
        </select>
      </div>
      <small className="hint">{FORMAT_HINTS[form.format]}</small>
      <NumberField
        label="First to"
        value={form.firstTo}
        min={1}
        max={9}
        onChange={(firstTo) => onChange({ firstTo })}
        testId="stage-first-to"
      />
      <small className="hint">Maps a team must win to take a match (2 plays a best of 3).</small>
      {form.format === "single-elimination" ? (
        <label className="check">
          <input type="checkbox" checked={form.thirdPlace} onChange={(e) => onChange({ thirdPlace: e.target.checked })} />
          Third-place match
        </label>
      ) : null}
      {form.format === "double-elimination" ? (
        <label className="check">
          <input type="checkbox" checked={form.grandFinalReset} onChange={(e) => onChange({ grandFinalReset: e.target.checked })} />
          Grand final reset (a second final when the lower bracket's finalist wins the first)
        </label>
      ) : null}
      {form.format === "round-robin" ? (
        <>
          <NumberField
            label="Groups"
            value={form.groups}
            min={1}
            max={64}
            onChange={(groups) => onChange({ groups })}
            testId="stage-groups"
          />
          <label className="check">
            <input type="checkbox" checked={form.double} onChange={(e) => onChange({ double: e.target.checked })} />
            Double round robin (every pair meets twice)
          </label>
        </>
      ) : null}
      {form.format === "swiss" ? (
        <>
          <NumberField
            label="Wins to advance"
            value={form.wins}
            min={1}
            max={10}
            onChange={(wins) => onChange({ wins })}
            testId="stage-wins"
          />
          <NumberField
            label="Losses to be eliminated"
            value={form.losses}
            min={1}
            max={10}
            onChange={(losses) => onChange({ losses })}
            testId="stage-losses"
          />
          <label>
            Deciding matches first to
            <input
              type="number"
              min={1}
              max={9}
              step={1}
              value={form.decidingFirstTo ?? ""}
              placeholder={String(form.firstTo)}
              onChange={(e) => onChange({ decidingFirstTo: e.target.value ? whole(e.target.value, form.firstTo) : null })}
              data-testid="stage-deciding-first-to"
            />
          </label>
          <small className="hint">Matches that advance or eliminate a team; leave empty to play them like the others.</small>
        </>
      ) : null}
    </fieldset>
  );
}
