import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import type { ObsTransmitter, TransmitterSnapshot } from "../../../../live/obs/types.ts";
import { reportToServer } from "../../../../live/obs/socketReport.ts";
import { useTransmitterInstance } from "../../../../live/obs/useTransmitter.ts";
import { useLiveClient } from "../../../../live/LiveProvider.tsx";
import { useSettings } from "../../../../ui/settings.tsx";
import { useDashboard } from "../DashboardContext.tsx";
import { useGoLive } from "./useGoLive.ts";

/** The transmitter settings of SPEC §3, as the OBS Websocket Transmitter modal edits them. */
export interface TransmitterSettings {
  url: string;
  password: string;
  enabled: boolean;
}

export interface DashboardTransmitter {
  snapshot: TransmitterSnapshot;
  /** For direct OBS calls from this dashboard; null while it is not the transmitter. */
  transmitter: ObsTransmitter | null;
  settings: TransmitterSettings;
  save: (settings: TransmitterSettings) => void;
}

const TransmitterContext = createContext<DashboardTransmitter | null>(null);

/**
 * This dashboard as its client's transmitter (SPEC §4, useDashboardTransmitter): it reads OBS
 * over its websocket, reports scenes and stream status to the server for the tally, and, as
 * the producer client, turns advertise on and off with the stream.
 */
export function TransmitterProvider({ children }: { children: ReactNode }) {
  const { client } = useDashboard();
  const live = useLiveClient();
  const { settings: site, update } = useSettings();
  const report = useMemo(() => (live.socket ? reportToServer(live.socket, client.key) : undefined), [live, client.key]);
  const settings = useMemo<TransmitterSettings>(
    () => ({ url: site.transmitterUrl, password: site.transmitterPassword, enabled: site.useDashboardTransmitter }),
    [site.transmitterUrl, site.transmitterPassword, site.useDashboardTransmitter],
  );
  const { transmitter, snapshot } = useTransmitterInstance({
    url: settings.url,
    password: settings.password,
    enabled: settings.enabled,
    report,
  });
  useGoLive(snapshot.stream, settings.enabled);

  // New settings make a new transmitter (useTransmitterInstance); the same ones connect again (after a wrong password, which is not retried).
  const save = useCallback(
    (next: TransmitterSettings) => {
      const url = next.url.trim();
      if (url !== settings.url || next.password !== settings.password || next.enabled !== settings.enabled)
        update({ transmitterUrl: url, transmitterPassword: next.password, useDashboardTransmitter: next.enabled });
      else if (transmitter && transmitter.snapshot.state.status !== "connected") {
        transmitter.stop();
        transmitter.start();
      }
    },
    [settings, update, transmitter],
  );
  const value = useMemo<DashboardTransmitter>(() => ({ snapshot, transmitter, settings, save }), [snapshot, transmitter, settings, save]);
  return <TransmitterContext.Provider value={value}>{children}</TransmitterContext.Provider>;
}

export function useDashboardTransmitter(): DashboardTransmitter {
  const value = useContext(TransmitterContext);
  if (!value) throw new Error("[Dashboard] useDashboardTransmitter needs a <TransmitterProvider>");
  return value;
}
