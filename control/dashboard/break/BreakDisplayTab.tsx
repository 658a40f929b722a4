import { BREAK_DISPLAY_OPTIONS } from "../../../domain/actions.ts";
import { breakDisplayOf } from "../../../domain/breakControls.ts";
import type { BreakDisplayOption } from "../../../domain/broadcastPresets.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";

/** SPEC §4 names some options by what they show. */
const SHOWS: Partial<Record<BreakDisplayOption, string>> = {
  Automated: "Rotates the Automation tab's choices",
  Staff: "Event staff",
  "Other Info": "Other Broadcasts",
  "Other Streams": "Other Stream Feeds",
};

export const breakOptionTestId = (option: string) => option.toLowerCase().replaceAll(" ", "-");

/** What the break screen shows (SPEC §4 break display options), set with update-break-display. */
export function BreakDisplayTab() {
  const { broadcast } = useDashboard();
  const { run, pending, error } = useDashboardAction();
  const current = breakDisplayOf(broadcast);
  return (
    <div className="brk-tab">
      <div className="brk-options" role="radiogroup" aria-label="Break display">
        {BREAK_DISPLAY_OPTIONS.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={option === current}
            className="brk-option"
            disabled={pending}
            onClick={() => void run("update-break-display", { option }, { notice: () => `Break display set to ${option}` })}
            data-testid={`break-display-${breakOptionTestId(option)}`}
          >
            {option}
            {SHOWS[option] ? <span className="brk-option-note">{SHOWS[option]}</span> : null}
          </button>
        ))}
      </div>
      <InlineError error={error} testId="break-display-error" />
    </div>
  );
}
