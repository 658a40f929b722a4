import { defineScene } from "../../engine/sceneDef.ts";
import { lineupNeeds } from "../shared/mapTile.ts";
import { MapsScene } from "./MapsScene.ts";
import { mapsRoute } from "./options.ts";

export const maps = defineScene(mapsRoute, { create: (ctx) => new MapsScene(ctx), needs: (_o, input) => lineupNeeds(input) });
