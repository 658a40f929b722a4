import { predictionStatusText } from "../../../domain/twitchControls.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";
import { CommercialButtons } from "./CommercialButtons.tsx";
import { PredictionButtons } from "./PredictionButtons.tsx";
import { MarkerControl, TitleControl } from "./TitleAndMarker.tsx";
import "./twitch.css";

/**
 * Twitch Controls (SPEC §2.9): title, marker, commercials and predictions; only when the broadcast
 * has a channel. Advertise sits in the broadcast editor, where it shows with or without a channel.
 */
export function TwitchPanel() {
  const { broadcast, fullBroadcastPermissions } = useDashboard();
  if (!broadcast.channel) return null;
  return (
    <Panel
      id="twitch"
      title="Twitch Controls"
      status={`${broadcast.channel} · ${broadcast.advertise ? "advertising" : "not advertising"} · ${predictionStatusText(broadcast.prediction_status)}`}
    >
      <div className="twitch-row">
        <TitleControl />
      </div>
      <div className="twitch-row">
        <MarkerControl />
      </div>
      {fullBroadcastPermissions ? <CommercialButtons /> : null}
      <PredictionButtons />
    </Panel>
  );
}
