import { predictionStatusText } from "../../../domain/twitchControls.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";
import { CommercialButtons } from "./CommercialButtons.tsx";
import { PredictionButtons } from "./PredictionButtons.tsx";
import { MarkerControl, TitleControl } from "./TitleAndMarker.tsx";
import { TWITCH_AUTH_PATH, TWITCH_NOT_CONFIGURED, twitchBlocker, useTwitchConfigured } from "./twitchBlocker.ts";
import "./twitch.css";

/**
 * Twitch Controls (SPEC §2.9): title, marker, commercials and predictions; only when the broadcast
 * has a channel. Advertise sits in the broadcast editor, where it shows with or without a channel.
 * Until the channel is connected, every control is disabled with the reason shown.
 */
export function TwitchPanel() {
  const { broadcast, fullBroadcastPermissions } = useDashboard();
  const configured = useTwitchConfigured();
  if (!broadcast.channel) return null;
  const blocker = twitchBlocker(broadcast, configured);
  const state =
    blocker === TWITCH_NOT_CONFIGURED ? "not configured" : blocker ? "not connected" : predictionStatusText(broadcast.prediction_status);
  return (
    <Panel
      id="twitch"
      title="Twitch Controls"
      status={`${broadcast.channel} · ${broadcast.advertise ? "advertising" : "not advertising"} · ${state}`}
    >
      {blocker === TWITCH_NOT_CONFIGURED ? (
        <p className="hint twitch-blocked" role="status" data-testid="twitch-not-connected">
          {blocker}: its administrator sets TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET, then these controls work.
        </p>
      ) : blocker ? (
        <p className="hint twitch-blocked" role="status" data-testid="twitch-not-connected">
          {blocker}: its owner connects it with the{" "}
          <a href={TWITCH_AUTH_PATH} target="_blank" rel="noreferrer">
            Twitch authorisation tool
          </a>
          , then these controls work.
        </p>
      ) : null}
      <div className="twitch-row">
        <TitleControl blocker={blocker} />
      </div>
      <div className="twitch-row">
        <MarkerControl blocker={blocker} />
      </div>
      {fullBroadcastPermissions ? <CommercialButtons blocker={blocker} /> : null}
      <PredictionButtons blocker={blocker} />
    </Panel>
  );
}
