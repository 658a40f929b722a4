import { defineScene } from "../../engine/sceneDef.ts";
import { versusRoute } from "./options.ts";
import { VersusScene } from "./VersusScene.ts";

export const versus = defineScene(versusRoute, { create: (ctx) => new VersusScene(ctx) });
