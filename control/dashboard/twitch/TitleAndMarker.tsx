import { titleBlocker, titleFormatOf } from "../../../domain/twitchControls.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { MARKER_MESSAGE_MS, TITLE_MESSAGE_MS } from "../frame/toasts.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import { messageOf } from "./messageOf.ts";

/** Why the panel's controls cannot reach Twitch at all (twitchBlocker), or null. */
type Blocked = { blocker: string | null };

/** Update title (set-title): the stream title from the broadcast's title format and the live match. */
export function TitleControl({ blocker: twitch }: Blocked) {
  const { broadcast, liveMatch } = useDashboard();
  const { run, pending, error } = useDashboardAction();
  const blocker = twitch ?? titleBlocker(broadcast, liveMatch);
  const format = titleFormatOf(broadcast, liveMatch);
  return (
    <div className="twitch-control">
      <button
        type="button"
        disabled={pending || !!blocker}
        aria-describedby={blocker ? "twitch-title-blocker" : undefined}
        data-testid="twitch-title"
        onClick={() => void run("set-title", {}, { notice: (data) => messageOf(data, "Title updated"), durationMs: TITLE_MESSAGE_MS })}
      >
        {pending ? "Updating…" : "Update title"}
      </button>
      {blocker ? (
        <span className="hint" id="twitch-title-blocker">
          {blocker}
        </span>
      ) : (
        <span className="hint twitch-format" title="The title format">
          {format}
        </span>
      )}
      <InlineError error={error} testId="twitch-title-error" />
    </div>
  );
}

/** A stream marker (set-marker) with the text the producer types; empty input is ignored (SPEC §5). */
export function MarkerControl({ blocker }: Blocked) {
  const { run, pending, error } = useDashboardAction();
  const addMarker = () => {
    const text = window.prompt("Marker text")?.trim();
    if (!text) return;
    void run("set-marker", { text }, { notice: (data) => messageOf(data, `Marker added: ${text}`), durationMs: MARKER_MESSAGE_MS });
  };
  return (
    <div className="twitch-control">
      <button
        type="button"
        className="secondary"
        disabled={pending || !!blocker}
        title={blocker ?? undefined}
        data-testid="twitch-marker"
        onClick={addMarker}
      >
        {pending ? "Adding…" : "Add marker"}
      </button>
      <InlineError error={error} testId="twitch-marker-error" />
    </div>
  );
}
