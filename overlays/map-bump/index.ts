import { defineScene } from "../../engine/sceneDef.ts";
import { lineupNeeds } from "../shared/mapTile.ts";
import { MapBumpScene } from "./MapBumpScene.ts";
import { mapBumpRoute } from "./options.ts";

export const mapBump = defineScene(mapBumpRoute, { create: (ctx) => new MapBumpScene(ctx), needs: (_o, input) => lineupNeeds(input) });
