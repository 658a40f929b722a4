import { useEffect, useState } from "react";
import { overlayPath } from "../../domain/gfx.ts";
import type { OverlaySource } from "../../domain/streamSoftware.ts";
import type { ClientRecord } from "../../domain/tables.ts";
import { ago } from "../../domain/time.ts";
import { useLiveClient } from "../../live/LiveProvider.tsx";
import { useConnection, useServerNow } from "../../live/hooks.ts";
import { reloadSources, watchSources } from "../../live/obs/crew.ts";

function optionsText(options: Record<string, string>): string {
  const entries = Object.entries(options);
  return entries.length ? entries.map(([k, v]) => (v ? `${k}=${v}` : k)).join("  ") : "—";
}

function SourceRow({ source, now, onReload }: { source: OverlaySource; now: number; onReload: () => void }) {
  const path = overlayPath(source.client ? "client" : "broadcast", source.client ?? source.broadcast ?? "", source.overlay);
  return (
    <tr data-testid="source-row" data-overlay={source.overlay} data-source={source.id}>
      <th scope="row">
        <a href={path} target="_blank" rel="noreferrer">
          {source.overlay}
        </a>
        {source.known ? null : <span className="crew-chip crew-chip-bad">Unknown overlay</span>}
      </th>
      <td className="crew-options">{optionsText(source.options)}</td>
      <td title={new Date(source.since).toLocaleString()}>
        {new Date(source.since).toLocaleTimeString()} <span className="crew-muted">({ago(now - source.since)})</span>
      </td>
      <td data-testid="source-version">
        {source.version ? `v${source.version}` : "not drawn yet"}
        {source.drawnAt ? <span className="crew-muted"> · {ago(now - source.drawnAt)} ago</span> : null}
      </td>
      <td>
        {source.renderer}
        <div className="crew-muted">{source.host}</div>
      </td>
      <td>
        <button type="button" className="crew-button" onClick={onReload} data-testid={`source-reload-${source.id}`}>
          Reload
        </button>
      </td>
    </tr>
  );
}

/**
 * `/client/<key>/admin`, the Source overview: every overlay page this client has open right
 * now, live, with a remote Reload per source and for all.
 */
export function AdminPage({ client }: { client: ClientRecord }) {
  const live = useLiveClient();
  const { connected } = useConnection();
  const now = useServerNow(1000);
  const [sources, setSources] = useState<OverlaySource[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!live.socket) return;
    return watchSources(
      live.socket,
      client.key,
      (list) => {
        setSources(list);
        setError(null);
      },
      setError,
    );
  }, [live, client.key]);

  const reload = async (source?: OverlaySource) => {
    if (!live.socket) return;
    const reply = await reloadSources(live.socket, client.key, source?.id);
    if (reply.error) setError(reply.errorMessage);
    else setNotice(source ? `Reloading ${source.overlay}` : `Reloading ${reply.data} overlay page${reply.data === 1 ? "" : "s"}`);
  };

  return (
    <main className="crew-page crew-admin">
      <header className="crew-header">
        <h1>Source overview</h1>
        <span className="crew-muted">{client.name || client.key}</span>
        <span className={`crew-chip ${connected ? "crew-chip-ok" : "crew-chip-bad"}`}>{connected ? "Live" : "Reconnecting…"}</span>
        <span className="crew-spacer" />
        <span data-testid="sources-count">
          {sources ? `${sources.length} overlay page${sources.length === 1 ? "" : "s"} open` : "Loading the open pages…"}
        </span>
        <button
          type="button"
          className="crew-button"
          disabled={!sources?.length}
          onClick={() => window.confirm(`Reload all ${sources?.length ?? 0} overlay pages of this client?`) && void reload()}
          data-testid="sources-reload-all"
        >
          Reload all
        </button>
      </header>
      {error ? (
        <p className="crew-error" role="alert" data-testid="sources-error">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className="crew-notice" role="status">
          {notice}
        </p>
      ) : null}
      {sources?.length ? (
        <table className="crew-table">
          <thead>
            <tr>
              <th scope="col">Overlay</th>
              <th scope="col">Options</th>
              <th scope="col">Connected since</th>
              <th scope="col">Last data version</th>
              <th scope="col">Renderer</th>
              <th scope="col">
                <span className="crew-visually-hidden">Reload</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sources.map((s) => (
              <SourceRow key={s.id} source={s} now={now} onReload={() => void reload(s)} />
            ))}
          </tbody>
        </table>
      ) : sources ? (
        <p className="crew-muted">
          No overlay page of this client is open. Browser sources in OBS appear here as soon as they load an address under /client/
          {client.key}/.
        </p>
      ) : null}
    </main>
  );
}
