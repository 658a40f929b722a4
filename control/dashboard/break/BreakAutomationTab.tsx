import { BREAK_AUTOMATION_ENDINGS, BREAK_AUTOMATION_ROTATION } from "../../../domain/actions.ts";
import { breakDisplayOf, matchupWontShow, toggleAutomationOption, type BreakAutomationOption } from "../../../domain/breakControls.ts";
import { automationPanels } from "../../../domain/breakRotation.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import { breakOptionTestId } from "./BreakDisplayTab.tsx";

/**
 * Break automation (SPEC §5): the rotation, in the order ticked, and one ending option for
 * the countdown's last 30 s (the last choice wins). It runs only while the break display is
 * Automated; the tab says so, with a button to switch.
 */
export function BreakAutomationTab() {
  const { broadcast } = useDashboard();
  const automation = useDashboardAction();
  const display = useDashboardAction();
  const chosen = broadcast.break_automation ?? [];
  const automated = breakDisplayOf(broadcast) === "Automated";
  const wontShow = matchupWontShow(broadcast);
  const toggle = (option: BreakAutomationOption) =>
    void automation.run(
      "update-break-automation",
      { options: toggleAutomationOption(chosen, option) },
      { notice: () => "Break automation updated" },
    );

  const checkbox = (option: BreakAutomationOption, note?: string) => (
    <label key={option} className="check brk-check">
      <input
        type="checkbox"
        checked={chosen.includes(option)}
        disabled={automation.pending}
        onChange={() => toggle(option)}
        data-testid={`break-automation-${breakOptionTestId(option)}`}
      />
      {option}
      {note ? <span className="chip small brk-wont-show">{note}</span> : null}
    </label>
  );

  return (
    <div className="brk-tab">
      {automated ? (
        <p className="hint">Automation is active: the break display is Automated.</p>
      ) : (
        <div className="brk-inactive" role="status" data-testid="break-automation-inactive">
          <span>Automation is active only when the break display is Automated (now {breakDisplayOf(broadcast)}).</span>
          <button
            type="button"
            className="secondary"
            disabled={display.pending}
            onClick={() =>
              void display.run("update-break-display", { option: "Automated" }, { notice: () => "Break display set to Automated" })
            }
            data-testid="break-automation-use-automated"
          >
            Use Automated
          </button>
        </div>
      )}
      <InlineError error={display.error} testId="break-automation-display-error" />
      <fieldset className="brk-fieldset">
        <legend>Rotation</legend>
        <p className="hint">Shown in turn, in the order ticked: {automationPanels(chosen).join(" → ")}</p>
        <div className="brk-checks">
          {BREAK_AUTOMATION_ROTATION.map((option) => checkbox(option, option === "Matchup" && wontShow ? "Won't show" : undefined))}
        </div>
        {wontShow ? <p className="hint">Matchup won't show: no live match is selected or the live match isn't showing.</p> : null}
      </fieldset>
      <fieldset className="brk-fieldset">
        <legend>Ending</legend>
        <p className="hint">For the countdown's last 30 s. Only one ending option: the last choice wins.</p>
        <div className="brk-checks">{BREAK_AUTOMATION_ENDINGS.map((option) => checkbox(option))}</div>
      </fieldset>
      <InlineError error={automation.error} testId="break-automation-error" />
    </div>
  );
}
