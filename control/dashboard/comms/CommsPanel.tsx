import type { BROADCAST_SETTINGS } from "../../../domain/records.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { Panel } from "../frame/Panel.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import "./comms.css";

/** The broadcast setting that turns team comms on (SPEC §2.9). */
const COMMS_SETTING: (typeof BROADCAST_SETTINGS)[number] = "Connect for team comms";

/** Team Comms Listen-In (SPEC §2.9, §4): which team's voice comms are on air, or none. */
export function CommsPanel() {
  const { broadcast } = useDashboard();
  if (!broadcast.broadcast_settings?.includes(COMMS_SETTING)) return null;
  return <CommsControls />;
}

function CommsControls() {
  const { broadcast, teams } = useDashboard();
  const { run, pending, error } = useDashboardAction();
  const active = broadcast.comms ?? 0;
  const nameOf = (side: 1 | 2) => teams[side - 1]?.name ?? `Team ${side}`;
  const set = (comms: 0 | 1 | 2) =>
    void run("set-comms", { comms }, { notice: () => (comms ? `Listening in to ${nameOf(comms)}` : "Comms disabled") });

  return (
    <Panel id="comms" title="Team Comms Listen-In" status={active ? `On air: ${nameOf(active === 1 ? 1 : 2)}` : "Off"}>
      <div className="comms-buttons" role="group" aria-label="Team comms">
        {([1, 2] as const).map((side) => (
          <button
            key={side}
            type="button"
            className="comms-button dash-on-air"
            aria-pressed={active === side}
            disabled={pending}
            data-testid={`comms-team-${side}`}
            onClick={() => set(side)}
          >
            {nameOf(side)}
            {active === side ? <span className="comms-live">Live</span> : null}
          </button>
        ))}
        <button
          type="button"
          className="comms-button dash-danger"
          disabled={pending || active === 0}
          title={active === 0 ? "Comms are already off" : undefined}
          data-testid="comms-disable"
          onClick={() => set(0)}
        >
          Disable Comms
        </button>
      </div>
      <InlineError error={error} testId="comms-error" />
    </Panel>
  );
}
