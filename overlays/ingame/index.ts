import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { IngameScene } from "./IngameScene.ts";

export const ingame = defineScene({
  name: "ingame",
  schema: z.object({ codes: queryBool(), basic: queryBool(), costreamer: queryBool(), sponsorSpeed: queryNumber(10_000, 500, 120_000) }),
  optionAliases: { sponsorSpeed: ["sponsorFadeSpeed"] },
  create: (ctx) => new IngameScene(ctx),
});
