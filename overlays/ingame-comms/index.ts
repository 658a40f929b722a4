import { defineScene } from "../../engine/sceneDef.ts";
import { CommsScene } from "./CommsScene.ts";
import { ingameCommsRoute } from "./options.ts";

export const ingameComms = defineScene(ingameCommsRoute, { create: (ctx) => new CommsScene(ctx) });
