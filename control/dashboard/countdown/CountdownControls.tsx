import {
  countdownNotice,
  MATCH_START_OFFSETS,
  QUICK_COUNTDOWNS,
  showMatchStartRow,
  type CountdownPreset,
} from "../../../domain/countdownControls.ts";
import { useServerNow } from "../../../live/hooks.ts";
import { serverNow } from "../../../live/serverClock.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import { CountdownReadout } from "./CountdownReadout.tsx";
import { CustomDuration } from "./CustomDuration.tsx";
import "./countdown.css";

const minutes = (seconds: number) => Math.abs(seconds) / 60;
const offsetId = (p: CountdownPreset) => (p.seconds === 0 ? "start" : `${p.seconds < 0 ? "before" : "after"}-${minutes(p.seconds)}`);
const offsetTitle = (p: CountdownPreset) =>
  p.seconds === 0
    ? "Count down to the match start"
    : `Count down to ${minutes(p.seconds)} minutes ${p.seconds < 0 ? "before" : "after"} the match start`;

/**
 * The countdown's controls (SPEC §9): quick countdowns from now, countdowns to the live
 * match's start, a custom duration and Clear, all setting countdown_end on the server's
 * clock. Used by the Countdown panel and the Break display settings' Countdown tab, each
 * with its own test id prefix.
 */
export function CountdownControls({ testIdPrefix }: { testIdPrefix: string }) {
  const { broadcast, liveMatch } = useDashboard();
  const { run, pending, error } = useDashboardAction();
  const now = useServerNow(1000);
  const start = liveMatch?.start;
  const set = (countdownEnd: number | null) =>
    void run(
      "update-broadcast",
      { countdownEnd },
      { notice: () => countdownNotice(countdownEnd, serverNow(), broadcast.timezone ?? undefined) },
    );
  const clear = () => {
    if (window.confirm("Clear the countdown? The overlays will show the clock instead.")) set(null);
  };

  return (
    <div className="cd">
      <CountdownReadout testId={`${testIdPrefix}-display`} />
      <div className="cd-row" role="group" aria-label="Count down from now">
        <span className="cd-row-label">From now</span>
        <div className="cd-buttons">
          {QUICK_COUNTDOWNS.map((p) => (
            <button
              key={p.label}
              type="button"
              title={`Count down ${minutes(p.seconds)} minutes from now`}
              disabled={pending}
              onClick={() => set(serverNow() + p.seconds * 1000)}
              data-testid={`${testIdPrefix}-quick-${minutes(p.seconds)}`}
            >
              {p.label}
            </button>
          ))}
        </div>
      </div>
      {showMatchStartRow(start, now) ? (
        <div className="cd-row" role="group" aria-label="Count down to the match start">
          <span className="cd-row-label">Match start</span>
          <div className="cd-buttons">
            {MATCH_START_OFFSETS.map((p) => (
              <button
                key={p.label}
                type="button"
                className="secondary"
                title={offsetTitle(p)}
                disabled={pending}
                onClick={() => set(start + p.seconds * 1000)}
                data-testid={`${testIdPrefix}-match-${offsetId(p)}`}
              >
                {p.label}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <CustomDuration testIdPrefix={testIdPrefix} />
      <div className="cd-buttons">
        <button
          type="button"
          className="dash-danger"
          title={broadcast.countdown_end == null ? "No countdown is set" : "Clear the countdown"}
          disabled={pending || broadcast.countdown_end == null}
          onClick={clear}
          data-testid={`${testIdPrefix}-clear`}
        >
          Clear
        </button>
      </div>
      <InlineError error={error} testId={`${testIdPrefix}-error`} />
    </div>
  );
}
