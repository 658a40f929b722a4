import { useState } from "react";
import type { BroadcastRecord, ClientRecord } from "../../../../domain/tables.ts";
import type { ClientStreamView } from "../../../../domain/streamStatus.ts";
import { useServerNow } from "../../../../live/hooks.ts";
import { InlineError } from "../../../../ui/actions/ActionFeedback.tsx";
import { ownsClient } from "../../../../domain/permissions.ts";
import { StreamFacts } from "../../../crew/StreamFacts.tsx";
import { useDashboard } from "../DashboardContext.tsx";
import { useToasts } from "../toasts.tsx";
import { useRemote } from "./useRemote.ts";

/** What a client's stream software shows: connected or not, program, preview, the stream and where it goes. */
function ClientFacts({ view, broadcast }: { view: ClientStreamView | undefined; broadcast: BroadcastRecord }) {
  const now = useServerNow(1000);
  if (!view) return <p className="muted">No stream software has reported for this client yet.</p>;
  if (!view.connected) return <p className="muted">Stream software disconnected</p>;
  return (
    <dl className="stream-facts">
      <StreamFacts scenes={view} stream={view} broadcast={broadcast} now={now} />
    </dl>
  );
}

/** Remote control through the client's `remote` page: scene switch, start and stop. */
function RemoteControls({ client, view }: { client: ClientRecord; view: ClientStreamView | undefined }) {
  const remote = useRemote(client.key);
  const toasts = useToasts();
  const [scene, setScene] = useState("");
  const name = client.name || client.key;
  const live = view?.connected ? view.status?.outputActive : undefined;
  const busy = remote.pending !== null;

  const switchProgram = async () => {
    if (await remote.run({ client: client.key, requestType: "SetCurrentProgramScene", requestData: { sceneName: scene } }))
      toasts.show(`${name}: program switched to ${scene}`);
  };
  const start = async () => {
    if (await remote.run({ client: client.key, requestType: "StartStream" })) toasts.show(`${name}: starting the stream`);
  };
  // The list may come back unchanged, so the toast says it was read again.
  const refresh = async () => {
    const scenes = await remote.refreshScenes();
    if (scenes) toasts.show(`${name}: ${scenes.length} scene${scenes.length === 1 ? "" : "s"} in OBS`);
  };
  const stop = async () => {
    if (!window.confirm(`Stop the stream of ${name}? Viewers lose it at once.`)) return;
    if (await remote.run({ client: client.key, requestType: "StopStream" })) toasts.show(`${name}: stopping the stream`);
  };
  const placeholder = remote.scenes
    ? remote.scenes.length
      ? "Pick a scene"
      : "No scenes"
    : remote.error
      ? "No scenes"
      : "Loading scenes…";

  return (
    <>
      <div className="stream-remote">
        <select
          aria-label={`Scene for ${name}`}
          value={scene}
          disabled={busy}
          data-testid={`remote-scene-${client.key}`}
          onChange={(e) => setScene(e.target.value)}
        >
          <option value="">{placeholder}</option>
          {remote.scenes?.map((s) => (
            <option key={s} value={s}>
              {s === view?.programScene ? `${s} (program)` : s}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() => void refresh()}
          title="Ask OBS for its scenes again"
          data-testid={`remote-refresh-${client.key}`}
        >
          Refresh
        </button>
        <button type="button" disabled={busy || !scene} data-testid={`remote-switch-${client.key}`} onClick={() => void switchProgram()}>
          {remote.pending === "SetCurrentProgramScene" ? "Switching…" : "Switch program"}
        </button>
        <button type="button" disabled={busy || live === true} data-testid={`remote-start-${client.key}`} onClick={() => void start()}>
          {remote.pending === "StartStream" ? "Starting…" : "Start stream"}
        </button>
        <button
          type="button"
          className="dash-danger"
          disabled={busy || live === false}
          data-testid={`remote-stop-${client.key}`}
          onClick={() => void stop()}
        >
          {remote.pending === "StopStream" ? "Stopping…" : "Stop stream"}
        </button>
      </div>
      <InlineError error={remote.error ? { text: remote.error, issues: [] } : null} testId={`remote-error-${client.key}`} />
    </>
  );
}

/** One client of the broadcast: its stream software, and remote control for the clients this user is crew of. */
export function ClientStreamCard({
  client,
  view,
  broadcast,
}: {
  client: ClientRecord;
  view: ClientStreamView | undefined;
  broadcast: BroadcastRecord;
}) {
  const { user } = useDashboard();
  const crew = ownsClient({ id: user.airtableID, clients: user.clients }, client);
  return (
    <section className="stream-client" data-testid={`stream-software-${client.key}`}>
      <header className="stream-client-header">
        <strong>{client.name || client.key}</strong>
        {view?.connected ? <span className="chip small">Connected</span> : <span className="muted">Not connected</span>}
      </header>
      <ClientFacts view={view} broadcast={broadcast} />
      {crew ? <RemoteControls client={client} view={view} /> : null}
    </section>
  );
}
