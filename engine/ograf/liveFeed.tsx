import { useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { LiveProvider } from "../../live/LiveProvider.tsx";
import { ThingClient } from "../../live/ThingClient.ts";
import type { OverlayRoute } from "../route.ts";
import type { FeedData } from "../types.ts";
import { useOverlayData, type SceneNeeds } from "../useOverlayData.ts";

export interface LiveFeedInput {
  /** Our server's origin. */
  server: string;
  route: OverlayRoute;
  sceneThemeIds: readonly string[];
  sceneNeeds?: SceneNeeds;
  /** Each new data, and whether every record it reads has arrived. */
  onData(data: FeedData, complete: boolean): void;
  /** The broadcast or client does not exist (or is not loaded yet: null). */
  onMissing(missing: string | null): void;
}

function Feed({ input }: { input: LiveFeedInput }) {
  const { data, complete, missing } = useOverlayData(input.route, null, input.sceneThemeIds, input.sceneNeeds);
  // Applied as the feed's render commits, as the overlay page does (OverlayApp).
  useLayoutEffect(() => {
    if (data) input.onData(data, complete);
    else input.onMissing(missing);
  }, [data, complete, missing, input]);
  return null;
}

/**
 * A live-bound OGraf graphic's data: the overlay page's own feed (useOverlayData), read-only,
 * from our server at another origin. Answers the stop.
 */
export function startLiveFeed(input: LiveFeedInput): () => void {
  const live = new ThingClient({ baseUrl: input.server });
  const root = createRoot(document.createElement("div"));
  root.render(
    <LiveProvider client={live}>
      <Feed input={input} />
    </LiveProvider>,
  );
  return () => {
    root.unmount();
    live.close();
  };
}
