import { transmitterStateText } from "../../domain/streamSoftware.ts";
import type { TransmitterSnapshot } from "../../live/obs/types.ts";
import { StreamFacts } from "./StreamFacts.tsx";

/** A transmitter's connection, scenes and stream, as the transmitter and remote pages show them. */
export function ObsStatus({ snapshot }: { snapshot: TransmitterSnapshot }) {
  const { state, scenes, stream } = snapshot;
  const connected = state.status === "connected";
  return (
    <dl className="crew-status">
      <dt>Stream software</dt>
      <dd data-testid="obs-state" data-state={state.status} className={connected ? "crew-ok" : "crew-bad"}>
        {transmitterStateText(state)}
      </dd>
      {connected ? <StreamFacts scenes={scenes} stream={stream} testId="obs" /> : null}
    </dl>
  );
}
