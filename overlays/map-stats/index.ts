import { defineScene } from "../../engine/sceneDef.ts";
import { MapStatsScene } from "./MapStatsScene.ts";
import { mapStatsRoute } from "./options.ts";

export const mapStats = defineScene(mapStatsRoute, {
  create: (ctx) => new MapStatsScene(ctx),
  // The pool's Map Data, and the map records of every match of the event (the feed loads only the live match's).
  needs: (_o, { broadcast, get }) => {
    const event = get(broadcast.event?.[0], "Events");
    return [...(event?.map_pool ?? []), ...(event?.matches ?? []).flatMap((id) => get(id, "Matches")?.maps ?? [])];
  },
});
