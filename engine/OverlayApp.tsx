import { useEffect, useLayoutEffect, useRef } from "react";
import type { Director } from "./Director.ts";
import type { OverlayData, SceneInstance } from "./types.ts";
import type { OverlayRoute } from "./route.ts";
import { useOverlayData, type SceneNeeds } from "./useOverlayData.ts";

export interface Mounted {
  scene: SceneInstance;
  director: Director;
  onDrawn(version: number, complete: boolean): void;
  onFrame(data: OverlayData): void;
}

/** React's only job on an overlay page: feed live data to the mounted scene. */
export function OverlayApp({
  route,
  stingerThemeId,
  sceneThemeIds,
  sceneNeeds,
  mounted,
}: {
  route: OverlayRoute;
  stingerThemeId: string | null;
  sceneThemeIds: readonly string[];
  sceneNeeds?: SceneNeeds;
  mounted: Mounted;
}) {
  const { data: feed, complete, missing } = useOverlayData(route, stingerThemeId, sceneThemeIds, sceneNeeds);
  const version = useRef(0);
  useEffect(() => {
    if (missing) console.warn(`[Overlay] ${missing}`);
  }, [missing]);
  // Applied as the feed's render commits, in the same task: a passive effect would wait for
  // an animation frame of its own, and the change would be drawn a frame later.
  useLayoutEffect(() => {
    if (!feed) return;
    const data: OverlayData = { ...feed, version: ++version.current };
    mounted.director.setData(data);
    mounted.onFrame(data);
    mounted.scene.update(data);
    mounted.onDrawn(data.version, complete);
  }, [feed, complete, mounted]);
  return null;
}
