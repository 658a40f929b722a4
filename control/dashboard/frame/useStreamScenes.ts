import { useEffect, useState } from "react";
import { mergeProgramChange, type ClientStreamView } from "../../../domain/streamStatus.ts";
import { ProductionRoom } from "../../../engine/production.ts";
import { useLiveClient } from "../../../live/LiveProvider.tsx";

/**
 * The dashboard client's stream software as the server reports it (SPEC §7
 * prod_preview_program_change), so every producer of the client sees the same scenes: the
 * server replays the last state on join, and a disconnected one reads `connected: false`.
 */
export function useStreamScenes(clientKey: string, broadcastKey: string): ClientStreamView | null {
  const live = useLiveClient();
  // Keyed by the client, so a switch of client never shows the previous one's scenes.
  const [state, setState] = useState<{ clientKey: string; view: ClientStreamView } | null>(null);
  useEffect(() => {
    const room = new ProductionRoom(live.socket, clientKey);
    room.follow(broadcastKey);
    room.onProgramChange((change) =>
      setState((old) => ({ clientKey, view: mergeProgramChange(old?.clientKey === clientKey ? old.view : undefined, change) })),
    );
    return () => room.close();
  }, [live, clientKey, broadcastKey]);
  return state?.clientKey === clientKey ? state.view : null;
}
