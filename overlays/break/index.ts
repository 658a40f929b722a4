import { defineScene } from "../../engine/sceneDef.ts";
import { breakRoute } from "./options.ts";
import { BreakScene } from "./BreakScene.ts";

export const breakScene = defineScene(breakRoute, { create: (ctx) => new BreakScene(ctx) });
