import { defineScene } from "../../engine/sceneDef.ts";
import { GfxScene } from "./GfxScene.ts";
import { gfxAt, gfxNeeds } from "./layout.ts";
import { gfxRoute } from "./options.ts";

export const gfx = defineScene(gfxRoute, {
  create: (ctx) => new GfxScene(ctx),
  // The broadcast's entries, then what the entry of this index reads.
  needs: (o, { broadcast, get, ids }) => {
    const entries = (broadcast.gfx ?? []).map((id) => get(id, "GFX"));
    const live = get(broadcast.live_match?.[0], "Matches");
    return [...(broadcast.gfx ?? []), ...gfxNeeds(gfxAt(entries, o.index), get, live?.mvp?.[0], ids("Heroes"))];
  },
});
