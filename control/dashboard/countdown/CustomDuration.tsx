import { useState } from "react";
import { countdownNotice, customDurationSeconds, type DurationInput } from "../../../domain/countdownControls.ts";
import { serverNow } from "../../../live/serverClock.ts";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";

const FIELDS = [
  { key: "hours", label: "Hours", max: undefined },
  { key: "minutes", label: "Minutes", max: 59 },
  { key: "seconds", label: "Seconds", max: 59 },
] as const;

/**
 * A countdown of any length from now (SPEC §5): hours from 0, minutes and seconds 0 to 59,
 * whole numbers; Set time is enabled only when the total is not zero.
 */
export function CustomDuration({ testIdPrefix }: { testIdPrefix: string }) {
  const { broadcast } = useDashboard();
  const { run, pending, error } = useDashboardAction();
  const [input, setInput] = useState<DurationInput>({ hours: "", minutes: "", seconds: "" });
  const total = customDurationSeconds(input);
  const invalid = total === null;
  const submit = () => {
    if (!total) return;
    const countdownEnd = serverNow() + total * 1000;
    void run(
      "update-broadcast",
      { countdownEnd },
      { notice: () => countdownNotice(countdownEnd, serverNow(), broadcast.timezone ?? undefined) },
    );
  };
  return (
    <form
      className="cd-custom"
      aria-label="Custom countdown"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="cd-fields">
        {FIELDS.map(({ key, label, max }) => (
          <label key={key}>
            <span className="cd-field-label">{label}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              step={1}
              placeholder="0"
              value={input[key]}
              aria-invalid={invalid || undefined}
              onChange={(e) => setInput((old) => ({ ...old, [key]: e.target.value }))}
              data-testid={`${testIdPrefix}-${key}`}
            />
          </label>
        ))}
        <button type="submit" disabled={pending || !total} data-testid={`${testIdPrefix}-set`}>
          Set time
        </button>
      </div>
      {invalid ? <p className="hint error">Use whole numbers: hours from 0, minutes and seconds from 0 to 59.</p> : null}
      <InlineError error={error} testId={`${testIdPrefix}-custom-error`} />
    </form>
  );
}
