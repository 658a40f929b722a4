import { useId, useState, type FormEvent } from "react";
import { DEFAULT_TRANSMITTER_URL } from "../../../../domain/crewRoutes.ts";
import { transmitterStateText } from "../../../../domain/streamSoftware.ts";
import { Modal } from "../../../../ui/components/Modal.tsx";
import { StreamFacts } from "../../../crew/StreamFacts.tsx";
import { useDashboard } from "../DashboardContext.tsx";
import { useDashboardTransmitter } from "./TransmitterProvider.tsx";

/** What OBS says while connected: scenes, the stream and where it goes (durations straight from OBS). */
function ConnectedFacts() {
  const { broadcast } = useDashboard();
  const { snapshot } = useDashboardTransmitter();
  return (
    <dl className="stream-facts" data-testid="transmitter-facts">
      <StreamFacts scenes={snapshot.scenes} stream={snapshot.stream} broadcast={broadcast} testId="transmitter" />
    </dl>
  );
}

/**
 * The OBS Websocket Transmitter modal (SPEC §2.9): where this dashboard finds OBS, and whether
 * it is the client's transmitter. The password is never shown in clear nor logged.
 */
export function TransmitterModal({ onClose }: { onClose: () => void }) {
  const { client } = useDashboard();
  const { snapshot, settings, save } = useDashboardTransmitter();
  const [url, setUrl] = useState(settings.url);
  const [password, setPassword] = useState(settings.password);
  const [enabled, setEnabled] = useState(settings.enabled);
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save({ url, password, enabled });
  };

  return (
    <Modal title="OBS Websocket Transmitter" onClose={onClose} testId="transmitter">
      <p className="hint">
        The transmitter reads OBS over its websocket and sends the program and preview scenes of client {client.name || client.key} to the
        server for the tally lights; as the producer client it turns advertise on and off when the stream starts and stops.
      </p>
      <p className="transmitter-state" data-testid="transmitter-state" data-state={snapshot.state.status} role="status">
        {transmitterStateText(snapshot.state)}
      </p>
      {snapshot.state.status === "connected" ? <ConnectedFacts /> : null}
      <form className="transmitter-form" onSubmit={submit}>
        <label htmlFor={`${id}-url`}>
          Address
          <input
            id={`${id}-url`}
            value={url}
            placeholder={DEFAULT_TRANSMITTER_URL}
            autoComplete="off"
            spellCheck={false}
            data-testid="transmitter-url"
            onChange={(e) => setUrl(e.target.value)}
          />
        </label>
        <label htmlFor={`${id}-password`}>
          Password
          <input
            id={`${id}-password`}
            type="password"
            value={password}
            autoComplete="off"
            data-testid="transmitter-password"
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <label className="check">
          <input type="checkbox" checked={enabled} data-testid="transmitter-enabled" onChange={(e) => setEnabled(e.target.checked)} />
          Use this dashboard as the transmitter
        </label>
        <div>
          <button type="submit" data-testid="transmitter-save">
            Save &amp; connect
          </button>
        </div>
      </form>
      <p className="hint">In OBS, Tools › WebSocket Server Settings shows the port and the password.</p>
    </Modal>
  );
}
