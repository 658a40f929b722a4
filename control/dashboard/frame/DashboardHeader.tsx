import { linkTo } from "../../../domain/links.ts";
import { scoreTexts, sideNames } from "../../../domain/match.ts";
import { BroadcastSwitcher } from "./BroadcastSwitcher.tsx";
import { Clocks } from "./Clocks.tsx";
import { useDashboard } from "./DashboardContext.tsx";
import { StreamsButton } from "./StreamsModal.tsx";
import { TransmitterLight } from "./transmitter/TransmitterLight.tsx";
import { useStreamScenes } from "./useStreamScenes.ts";

function LiveMatchThumb() {
  const { liveMatch, teams } = useDashboard();
  if (!liveMatch)
    return (
      <div className="dash-thumb dash-thumb-empty" data-testid="thumb-live-match">
        <span className="dash-kicker">Live match</span>
        <span className="muted">{liveMatch === null ? "None: pick one in Schedule" : "Loading…"}</span>
      </div>
    );
  const [left, right] = sideNames(liveMatch, teams);
  const [a, b] = scoreTexts(liveMatch);
  return (
    <a
      className="dash-thumb"
      href={linkTo("detailed", liveMatch, null, { mainOrigin: window.location.origin })}
      data-testid="thumb-live-match"
      title="Open the detailed match page"
    >
      <span className="dash-kicker">Live match</span>
      <span className="dash-thumb-main">
        {left} <strong>{a}</strong> – <strong>{b}</strong> {right}
      </span>
    </a>
  );
}

function EventThumb() {
  const { event } = useDashboard();
  if (!event) return null;
  return (
    <a
      className="dash-thumb"
      href={linkTo("event", event, null, { mainOrigin: window.location.origin })}
      data-testid="thumb-event"
      title="Open the event page"
    >
      <span className="dash-kicker">Event</span>
      <span className="dash-thumb-main">{event.short || event.name}</span>
    </a>
  );
}

/**
 * Program (red) and preview (green) scene names of the client's stream software, as the server
 * reports them to every producer of the client; a disconnected one shows no stale scenes.
 */
function Scenes() {
  const { client, broadcast } = useDashboard();
  const view = useStreamScenes(client.key, broadcast.key);
  if (!view?.connected)
    return (
      <div
        className="dash-scenes"
        data-testid="stream-scenes"
        data-connected="false"
        title="Connect the stream software transmitter to see its scenes here"
      >
        <span className="dash-kicker">Stream software</span>
        <span className="muted">{view ? "Stream software disconnected" : "No scenes reported yet"}</span>
      </div>
    );
  return (
    <div className="dash-scenes" data-testid="stream-scenes" data-connected="true">
      <span className="scene scene-program" title="Program">
        <span className="dash-kicker">Program</span> <span data-testid="scene-program">{view.programScene ?? "—"}</span>
      </span>
      <span className="scene scene-preview" title="Preview">
        <span className="dash-kicker">Preview</span> <span data-testid="scene-preview">{view.previewScene ?? "—"}</span>
      </span>
    </div>
  );
}

/** The dashboard's top bar: broadcast switcher, live match and event thumbnails, the OBS light and scenes, streams and clocks. */
export function DashboardHeader() {
  return (
    <header className="dash-header">
      <BroadcastSwitcher />
      <LiveMatchThumb />
      <EventThumb />
      <TransmitterLight />
      <Scenes />
      <StreamsButton />
      <Clocks />
    </header>
  );
}
