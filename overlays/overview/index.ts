import { defineScene } from "../../engine/sceneDef.ts";
import { lineupNeeds } from "../shared/mapTile.ts";
import { OverviewScene } from "./OverviewScene.ts";
import { overviewRoute } from "./options.ts";

export const overview = defineScene(overviewRoute, { create: (ctx) => new OverviewScene(ctx), needs: (_o, input) => lineupNeeds(input) });
