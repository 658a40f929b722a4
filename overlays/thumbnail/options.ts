import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const thumbnailRoute = defineRoute({
  name: "thumbnail",
  group: "Break and filler",
  summary: "A VOD thumbnail: the match's teams big, event logo and round; or the day's schedule.",
  schema: z.object({ schedule: queryBool().describe("Show the day's schedule instead of the match") }),
  examples: ["thumbnail", "thumbnail?schedule"],
});
