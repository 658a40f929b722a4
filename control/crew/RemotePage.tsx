import { useEffect, useState } from "react";
import type { ActionReply } from "../../domain/actions.ts";
import { routeTransmitter, type RemoteCommand } from "../../domain/streamSoftware.ts";
import type { ClientRecord } from "../../domain/tables.ts";
import { useLiveClient } from "../../live/LiveProvider.tsx";
import { serveRemoteRequests } from "../../live/obs/crew.ts";
import { useTransmitterInstance } from "../../live/obs/useTransmitter.ts";
import { useSettings } from "../../ui/settings.tsx";
import { ObsStatus } from "./ObsStatus.tsx";

/** The last requests the page ran, newest first. */
const LOG_LENGTH = 12;

interface LogLine {
  at: number;
  what: string;
  result: string;
  ok: boolean;
}

function describe(command: RemoteCommand): string {
  return "requestData" in command && command.requestData ? `${command.requestType} ${command.requestData.sceneName}` : command.requestType;
}

/**
 * `remote`: a browser source in this client's OBS that runs the OBS requests the crew sends
 * from the dashboard (switch scene, start or stop the stream). The server lets only the
 * client's crew send them; this page answers each with OBS's answer or its refusal.
 */
export function RemotePage({ client, query }: { client: ClientRecord; query: URLSearchParams }) {
  const live = useLiveClient();
  const { settings } = useSettings();
  const { url, password } = routeTransmitter(query, settings);
  const { transmitter, snapshot } = useTransmitterInstance({ url, password, enabled: true });
  const [joined, setJoined] = useState<ActionReply<true> | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);

  useEffect(() => {
    if (!live.socket || !transmitter) return;
    const run = async (command: RemoteCommand): Promise<ActionReply<unknown>> => {
      const line = (result: string, ok: boolean) =>
        setLog((old) => [{ at: Date.now(), what: describe(command), result, ok }, ...old].slice(0, LOG_LENGTH));
      try {
        const data = await transmitter.call(command.requestType, "requestData" in command ? command.requestData : undefined);
        line("done", true);
        return { data: data ?? true };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        line(message, false);
        return { error: true, errorMessage: message };
      }
    };
    return serveRemoteRequests(live.socket, client.key, run, setJoined);
  }, [live, client.key, transmitter]);

  return (
    <main className="crew-page crew-remote">
      <header className="crew-header">
        <h1>Remote</h1>
        <span className="crew-muted">{client.name || client.key}</span>
        <span className="crew-spacer" />
        <span
          data-testid="remote-joined"
          className={`crew-chip ${joined && !joined.error ? "crew-chip-ok" : "crew-chip-bad"}`}
          title={joined?.error ? joined.errorMessage : undefined}
        >
          {joined ? (joined.error ? `Refused: ${joined.errorMessage}` : "Taking requests") : "Joining…"}
        </span>
      </header>
      <ObsStatus snapshot={snapshot} />
      <h2>Requests</h2>
      {log.length ? (
        <ol className="crew-log" data-testid="remote-log">
          {log.map((l) => (
            <li key={`${l.at}-${l.what}`} className={l.ok ? "crew-ok" : "crew-bad"}>
              {new Date(l.at).toLocaleTimeString()} {l.what}: {l.result}
            </li>
          ))}
        </ol>
      ) : (
        <p className="crew-muted">None yet. The dashboard&apos;s Streams window sends them.</p>
      )}
    </main>
  );
}
