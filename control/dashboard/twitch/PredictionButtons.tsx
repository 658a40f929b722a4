import { PREDICTION_BUTTONS, predictionBlocker, predictionStatusText, type PredictionButton } from "../../../domain/twitchControls.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";

const DONE: Record<PredictionButton["action"], string> = {
  create: "created",
  lock: "locked",
  resolve: "resolved",
  cancel: "cancelled",
};

/** Predictions (SPEC §2.9, §4): create for the match or the current map, lock, resolve, cancel. */
export function PredictionButtons({ blocker }: { blocker: string | null }) {
  const { broadcast, liveMatch } = useDashboard();
  const { run, pending, error } = useDashboardAction();
  const press = (b: PredictionButton) => {
    if (b.action === "cancel" && !window.confirm("Cancel the running prediction? Viewers get their points back.")) return;
    const what = b.action === "create" || b.action === "resolve" ? `${b.type === "match" ? "Match" : "Map"} prediction` : "Prediction";
    void run(
      "manage-prediction",
      { predictionAction: b.action, predictionType: b.type, ...(b.autoLockAfter ? { autoLockAfter: b.autoLockAfter } : {}) },
      { notice: () => `${what} ${DONE[b.action]}` },
    );
  };
  const noMatch = !liveMatch ? "Choose a live match to create a prediction" : null;

  return (
    <div className="twitch-group" role="group" aria-label="Predictions">
      <h3>
        Predictions <span className="muted twitch-state">{predictionStatusText(broadcast.prediction_status)}</span>
      </h3>
      <div className="twitch-buttons">
        {PREDICTION_BUTTONS.map((b) => {
          const reason = blocker ?? predictionBlocker(b, broadcast, liveMatch);
          return (
            <button
              key={b.label}
              type="button"
              className={b.action === "cancel" ? "dash-danger" : b.action === "create" ? undefined : "secondary"}
              disabled={pending || !!reason}
              title={reason ?? (b.autoLockAfter ? `Locks after ${b.autoLockAfter / 60} minutes` : undefined)}
              data-testid={`twitch-prediction-${b.action}${b.action === "create" || b.action === "resolve" ? `-${b.type}` : ""}`}
              onClick={() => press(b)}
            >
              {b.label}
            </button>
          );
        })}
      </div>
      {noMatch ? <p className="hint">{noMatch}</p> : null}
      <InlineError error={error} testId="twitch-prediction-error" />
    </div>
  );
}
