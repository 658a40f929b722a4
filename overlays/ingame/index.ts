import { defineScene } from "../../engine/sceneDef.ts";
import { ingameRoute } from "./options.ts";
import { IngameScene } from "./IngameScene.ts";

export const ingame = defineScene(ingameRoute, { create: (ctx) => new IngameScene(ctx) });
