import { useMemo } from "react";
import { routeTransmitter } from "../../domain/streamSoftware.ts";
import type { ClientRecord } from "../../domain/tables.ts";
import { useLiveClient } from "../../live/LiveProvider.tsx";
import { reportToServer } from "../../live/obs/socketReport.ts";
import { useTransmitter } from "../../live/obs/useTransmitter.ts";
import { useSettings } from "../../ui/settings.tsx";
import { ObsStatus } from "./ObsStatus.tsx";

/**
 * `tally-transmitter` / `websocket-transmitter`: a browser source in OBS that sends OBS's
 * scenes and stream state for this client to the server, for the tally lights and the
 * dashboard. It connects to the `url` and `password` of its address, else to this
 * browser's transmitter settings.
 */
export function TransmitterPage({ client, query, title }: { client: ClientRecord; query: URLSearchParams; title: string }) {
  const live = useLiveClient();
  const { settings } = useSettings();
  const { url, password } = routeTransmitter(query, settings);
  const number = query.get("number");
  const report = useMemo(() => (live.socket ? reportToServer(live.socket, client.key) : undefined), [live, client.key]);
  const snapshot = useTransmitter({ url, password, report, enabled: true });
  return (
    <main className="crew-page crew-transmitter">
      <header className="crew-header">
        <h1>
          {title}
          {number ? ` ${number}` : ""}
        </h1>
        <span className="crew-muted">{client.name || client.key}</span>
      </header>
      <ObsStatus snapshot={snapshot} />
      <p className="crew-muted">
        Sends this OBS&apos;s program and preview scenes and its stream state to the tally lights and the dashboard.
      </p>
    </main>
  );
}
