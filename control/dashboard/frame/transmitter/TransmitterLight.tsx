import { useState } from "react";
import { transmitterLightText, transmitterStateText } from "../../../../domain/streamSoftware.ts";
import { TransmitterModal } from "./TransmitterModal.tsx";
import { useDashboardTransmitter } from "./TransmitterProvider.tsx";
import "./transmitter.css";

/**
 * The stream software status light of the header (DASHBOARD.md "The stream software"): green
 * connected, amber connecting or retrying in 2 s, red wrong password, grey not configured.
 * One click opens the OBS Websocket Transmitter settings.
 */
export function TransmitterLight() {
  const { snapshot } = useDashboardTransmitter();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const text = transmitterStateText(snapshot.state);
  return (
    <>
      <button
        type="button"
        className="dash-clock transmitter-light"
        data-testid="transmitter-light"
        data-state={snapshot.state.status}
        title={`${text}. Open the OBS Websocket Transmitter settings`}
        onClick={() => setOpen(true)}
      >
        <span className="dash-kicker">OBS</span>
        <span className="transmitter-light-text">
          <span className="light-dot" aria-hidden="true" />
          <span>{transmitterLightText(snapshot.state)}</span>
        </span>
      </button>
      {open ? <TransmitterModal onClose={close} /> : null}
    </>
  );
}
