import { COMMERCIAL_LENGTHS } from "../../../domain/actions.ts";
import { commercialLabel } from "../../../domain/twitchControls.ts";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import { messageOf } from "./messageOf.ts";

/**
 * Commercials (SPEC §2.9): 30s to 3m, each asking first, as an ad interrupts the stream for every
 * viewer; disabled with the reason while Twitch cannot run one, so no confirmation asks for an ad
 * that would be refused.
 */
export function CommercialButtons({ blocker }: { blocker: string | null }) {
  const { run, pending, error } = useDashboardAction();
  return (
    <div className="twitch-group" role="group" aria-label="Commercials">
      <h3>Commercials</h3>
      <div className="twitch-buttons">
        {COMMERCIAL_LENGTHS.map((seconds) => {
          const label = commercialLabel(seconds);
          const start = () => {
            if (!window.confirm(`Run a ${label} commercial now? Viewers see ads until it ends.`)) return;
            void run(
              "start-commercial",
              { commercialDuration: seconds },
              { notice: (data) => messageOf(data, `Running a ${label} commercial`) },
            );
          };
          return (
            <button
              key={seconds}
              type="button"
              className="twitch-commercial dash-danger"
              aria-label={`Run a ${label} commercial`}
              disabled={pending || !!blocker}
              title={blocker ?? undefined}
              data-testid={`twitch-commercial-${seconds}`}
              onClick={start}
            >
              {label}
            </button>
          );
        })}
      </div>
      <InlineError error={error} testId="twitch-commercial-error" />
    </div>
  );
}
