import { defineScene } from "../../engine/sceneDef.ts";
import { MvpScene } from "./MvpScene.ts";
import { mvpRoute } from "./options.ts";

export const mvp = defineScene(mvpRoute, {
  create: (ctx) => new MvpScene(ctx),
  // The MVP, every hero (their favourite hero is found by name), and the presenting sponsor.
  needs: (o, { broadcast, get, ids }) => {
    const live = get(broadcast.live_match?.[0], "Matches");
    const event = get(broadcast.event?.[0], "Events");
    const sponsor = o.sponsor ? (broadcast.sponsors?.length ? broadcast.sponsors : event?.sponsors)?.[0] : null;
    return [...(live?.mvp ?? []), "Heroes", ...ids("Heroes"), sponsor];
  },
});
