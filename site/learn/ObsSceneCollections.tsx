import { useState } from "react";
import { useThing } from "../../live/hooks.ts";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";
import { useViewerRecord } from "../../ui/auth/useViewerRecords.ts";
import { PageHeader, usePageTitle } from "../components/common.tsx";
import { OBSERVER_SCENES, sceneCollection } from "./obsCollection.ts";

/** /tools/obs-scene-collections: a scene collection file generated for a broadcast and client. */
export default function ObsSceneCollections() {
  usePageTitle("OBS scene collections");
  const auth = useAuth();
  const client = useViewerRecord("Clients", auth.user?.clients[0]);
  const broadcast = useThing("Broadcasts", client?.broadcast?.[0]);
  const [broadcastKey, setBroadcastKey] = useState("");
  const [clientKey, setClientKey] = useState("");
  const bKey = broadcastKey || broadcast?.key || "";
  const cKey = clientKey || client?.key || "";
  let error: string | null = null;
  let href: string | null = null;
  if (bKey && cKey) {
    try {
      const json = sceneCollection(window.location.origin, bKey, cKey);
      href = `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(json, null, 2))}`;
    } catch (e) {
      error = e instanceof Error ? e.message.replace(/^\[\w+\] /, "Broadcast and client ") : String(e);
    }
  }
  return (
    <div data-testid="obs-tool">
      <PageHeader title="OBS scene collections" subtitle="Import with Scene Collection → Import in OBS." />
      <form className="form-grid" onSubmit={(e) => e.preventDefault()}>
        <label>
          Broadcast key{" "}
          <input value={bKey} onChange={(e) => setBroadcastKey(e.target.value)} placeholder="main" data-testid="obs-broadcast" />
        </label>
        <label>
          Client key <input value={cKey} onChange={(e) => setClientKey(e.target.value)} placeholder="observer" data-testid="obs-client" />
        </label>
      </form>
      {error ? <p className="error">{error}</p> : null}
      {href ? (
        <a className="button" href={href} download={`scenes-${bKey}-${cKey}.json`} data-testid="obs-download">
          Download scene collection
        </a>
      ) : (
        <p className="hint">Enter a broadcast key and a client key.</p>
      )}
      <h2>Scenes included</h2>
      <ul>
        {OBSERVER_SCENES(bKey || "{broadcast}", cKey || "{client}").map((s) => (
          <li key={s.scene}>
            <strong>{s.scene}</strong>: {s.sources.map((x) => x.path || x.name).join(", ")}
          </li>
        ))}
      </ul>
    </div>
  );
}
