import { useState } from "react";
import { transmitterLightText, transmitterStateText } from "../../../../domain/streamSoftware.ts";
import { TransmitterModal } from "./TransmitterModal.tsx";
import { useDashboardTransmitter } from "./TransmitterProvider.tsx";
import "./transmitter.css";

/**
 * The stream software status light of the header (DASHBOARD.md "The stream software"): green
 * connected, amber connecting or retrying in 2 s, red wrong password, grey not configured.
 * While connected it also says whether the stream output is live (`data-stream`: live,
 * offline, or unread until the first stream reading). One click opens the settings.
 */
export function TransmitterLight() {
  const { snapshot } = useDashboardTransmitter();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const connected = snapshot.state.status === "connected";
  const streaming = connected && snapshot.stream ? snapshot.stream.status.outputActive : undefined;
  const text = transmitterStateText(snapshot.state) + (streaming ? ", streaming" : "");
  return (
    <>
      <button
        type="button"
        className="dash-clock transmitter-light"
        data-testid="transmitter-light"
        data-state={snapshot.state.status}
        data-stream={streaming === undefined ? "unread" : streaming ? "live" : "offline"}
        title={`${text}. Open the OBS Websocket Transmitter settings`}
        onClick={() => setOpen(true)}
      >
        <span className="dash-kicker">OBS</span>
        <span className="transmitter-light-text">
          <span className="light-dot" aria-hidden="true" />
          <span>{transmitterLightText(snapshot.state)}</span>
          {streaming ? <span className="transmitter-live">LIVE</span> : null}
        </span>
      </button>
      {open ? <TransmitterModal onClose={close} /> : null}
    </>
  );
}
