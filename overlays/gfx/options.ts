import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const gfxRoute = defineRoute({
  name: "gfx",
  group: "Break and filler",
  summary: "The broadcast's GFX entry of that index: schedule, bracket, image, page, standings, text, MVP, stats or rosters.",
  schema: z.object({
    index: queryNumber(1, 0, 999).describe("The GFX entry's index (the path: gfx/3)"),
    extended: queryBool().describe("A bracket entry with room for times"),
  }),
  pathOption: "index",
  examples: ["gfx/1", "gfx/2", "gfx/3", "gfx/4", "gfx/5", "gfx/6", "gfx/7", "gfx/8", "gfx/9", "gfx/10", "gfx/2?extended"],
});
