import { useEffect, useState } from "react";
import { ProductionRoom, type SceneChange } from "../../../engine/production.ts";
import { useLiveClient } from "../../../live/LiveProvider.tsx";

/** The stream software's preview and program scenes for a client, as its transmitter reports them (SPEC §7). */
export function useStreamScenes(clientKey: string, broadcastKey: string): SceneChange | null {
  const live = useLiveClient();
  const [scenes, setScenes] = useState<SceneChange | null>(null);
  useEffect(() => {
    const room = new ProductionRoom(live.socket, clientKey);
    room.follow(broadcastKey);
    room.onSceneChange(setScenes);
    return () => room.close();
  }, [live, clientKey, broadcastKey]);
  return scenes;
}
