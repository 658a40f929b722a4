import { broadcastPresets, type BroadcastPreset } from "../../../domain/broadcastPresets.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";

/** What a preset changes, in a line under its button. */
function describe(preset: BroadcastPreset): string {
  const parts = [`title “${preset.broadcast.title}”`, `break display ${preset.breakDisplay}`];
  if (preset.broadcast.countdownEnd === null) parts.push("countdown cleared");
  return parts.join(", ");
}

/** SPEC §9 presets: Start of stream and End of stream, each a title (update-broadcast) and a break display. */
export function PresetButtons() {
  const { broadcast, event } = useDashboard();
  const { run, pending, error } = useDashboardAction();
  const apply = async (preset: BroadcastPreset) => {
    // The title first, without a toast: the break display's notice then confirms the whole preset.
    if (!(await run("update-broadcast", preset.broadcast, { notice: () => null }))) return;
    await run("update-break-display", { option: preset.breakDisplay }, { notice: () => `${preset.name}: ${describe(preset)}` });
  };
  return (
    <div className="bc-presets" role="group" aria-label="Presets">
      {broadcastPresets(broadcast, event).map((preset) => (
        <div key={preset.name} className="bc-preset">
          <button
            type="button"
            className={preset.id === "end-of-stream" ? "dash-danger" : undefined}
            disabled={pending}
            onClick={() => void apply(preset)}
            data-testid={`broadcast-preset-${preset.id}`}
          >
            {preset.name}
          </button>
          <span className="hint">{describe(preset)}</span>
        </div>
      ))}
      <InlineError error={error} testId="broadcast-preset-error" />
    </div>
  );
}
