import type { BroadcastRecord } from "../../../../domain/tables.ts";
import { present } from "../../../../live/hooks.ts";
import { useViewerRecords } from "../../../../ui/auth/useViewerRecords.ts";
import { ClientStreamCard } from "./ClientStreamCard.tsx";
import { useBroadcastStreams } from "./useBroadcastStreams.ts";
import "./streams.css";

/** The Streams modal's stream software part: each client of the broadcast, as its transmitter reports it, with remote control. */
export function StreamSoftwareSection({ broadcast }: { broadcast: BroadcastRecord }) {
  const clients = present(useViewerRecords("Clients", broadcast.clients));
  const views = useBroadcastStreams(broadcast.key);
  return (
    <section className="stream-software" data-testid="stream-software">
      <h3>Stream software</h3>
      <p className="hint">
        Each client&apos;s OBS as its transmitter reports it. Remote control runs through the client&apos;s remote page
        (/client/&lt;key&gt;/remote), which must be open in OBS.
      </p>
      {clients.length ? (
        clients.map((client) => (
          <ClientStreamCard key={client.id} client={client} view={views.get(client.key.toLowerCase())} broadcast={broadcast} />
        ))
      ) : (
        <p className="muted">This broadcast has no clients.</p>
      )}
    </section>
  );
}
