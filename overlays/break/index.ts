import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { BreakScene } from "./BreakScene.ts";

export const breakScene = defineScene({
  name: "break",
  schema: z.object({ secondary: queryBool(), interval: queryNumber(10_000, 1000, 600_000) }),
  optionAliases: { interval: ["headlineInterval"] },
  create: (ctx) => new BreakScene(ctx),
});
