import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import { ToggleButton } from "./ToggleButton.tsx";

/** Advertise and Show live match, each its own update-broadcast call with its own pending state and error. */
export function BroadcastToggles() {
  const { broadcast } = useDashboard();
  const advertise = useDashboardAction();
  const showLive = useDashboardAction();
  return (
    <div className="bc-toggles">
      <div className="bc-toggle">
        <ToggleButton
          on={!!broadcast.advertise}
          label="Advertise"
          disabled={advertise.pending}
          onToggle={(next) =>
            void advertise.run("update-broadcast", { advertise: next }, { notice: () => (next ? "Advertise on" : "Advertise off") })
          }
          testId="broadcast-advertise"
        />
        <InlineError error={advertise.error} testId="broadcast-advertise-error" />
      </div>
      <div className="bc-toggle">
        <ToggleButton
          on={!!broadcast.show_live_match}
          label="Show live match"
          disabled={showLive.pending}
          onToggle={(next) =>
            void showLive.run(
              "update-broadcast",
              { showLiveMatch: next },
              { notice: () => (next ? "Live match shown" : "Live match hidden") },
            )
          }
          testId="broadcast-show-live-match"
        />
        <InlineError error={showLive.error} testId="broadcast-show-live-match-error" />
      </div>
    </div>
  );
}
