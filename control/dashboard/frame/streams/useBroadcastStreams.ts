import { useEffect, useState } from "react";
import { clientKeyOf, mergeProgramChange, type ClientStreamView } from "../../../../domain/streamStatus.ts";
import { ProductionRoom } from "../../../../engine/production.ts";
import { useLiveClient } from "../../../../live/LiveProvider.tsx";

type Views = ReadonlyMap<string, ClientStreamView>;
const NONE: Views = new Map();

/**
 * The stream software of every client of a broadcast, by lower-case client key, from the
 * broadcast room's prod_preview_program_change. Joining the room makes the server replay each
 * client's last state, so the list is whole as soon as the Streams modal opens.
 */
export function useBroadcastStreams(broadcastKey: string): Views {
  const live = useLiveClient();
  const [state, setState] = useState<{ broadcastKey: string; views: Views }>({ broadcastKey, views: NONE });
  useEffect(() => {
    const room = new ProductionRoom(live.socket, null);
    room.follow(broadcastKey);
    room.onProgramChange((change) => {
      // The socket may still sit in a broadcast room the dashboard switched away from.
      if (change.broadcastKey && change.broadcastKey !== broadcastKey) return;
      setState((old) => {
        const views = new Map(old.broadcastKey === broadcastKey ? old.views : NONE);
        views.set(clientKeyOf(change), mergeProgramChange(views.get(clientKeyOf(change)), change));
        return { broadcastKey, views };
      });
    });
    return () => room.close();
  }, [live, broadcastKey]);
  return state.broadcastKey === broadcastKey ? state.views : NONE;
}
