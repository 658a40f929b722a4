import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { VersusScene } from "./VersusScene.ts";

export const versus = defineScene({
  name: "versus",
  schema: z.object({ vertical: queryBool(), extra: queryBool() }),
  create: (ctx) => new VersusScene(ctx),
});
