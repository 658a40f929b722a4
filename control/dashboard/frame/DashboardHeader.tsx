import { linkTo } from "../../../domain/links.ts";
import { scoreTexts, sideNames } from "../../../domain/match.ts";
import { BroadcastSwitcher } from "./BroadcastSwitcher.tsx";
import { Clocks } from "./Clocks.tsx";
import { useDashboard } from "./DashboardContext.tsx";
import { StreamsButton } from "./StreamsModal.tsx";
import { TransmitterLight } from "./transmitter/TransmitterLight.tsx";

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

/** The dashboard's top bar: broadcast switcher, live match and event thumbnails, the OBS light, streams and clocks (the scenes sit in the program/preview strip). */
export function DashboardHeader() {
  return (
    <header className="dash-header">
      <BroadcastSwitcher />
      <LiveMatchThumb />
      <EventThumb />
      <TransmitterLight />
      <StreamsButton />
      <Clocks />
    </header>
  );
}
