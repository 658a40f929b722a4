import { useEffect } from "react";
import type { Director } from "./Director.ts";
import type { SceneInstance } from "./types.ts";
import type { OverlayRoute } from "./route.ts";
import { useOverlayData } from "./useOverlayData.ts";

export interface Mounted {
  scene: SceneInstance;
  director: Director;
  onDrawn(version: number, complete: boolean): void;
  onFrame(data: import("./types.ts").OverlayData): void;
}

/** React's only job on an overlay page: feed live data to the mounted scene. */
export function OverlayApp({ route, stingerThemeId, mounted }: { route: OverlayRoute; stingerThemeId: string | null; mounted: Mounted }) {
  const { data, complete, missing } = useOverlayData(route, stingerThemeId);
  useEffect(() => {
    if (missing) console.warn(`[Overlay] ${missing}`);
  }, [missing]);
  useEffect(() => {
    if (!data) return;
    mounted.director.setData(data);
    mounted.onFrame(data);
    mounted.scene.update(data);
    mounted.onDrawn(data.version, complete);
  }, [data, complete, mounted]);
  return null;
}
