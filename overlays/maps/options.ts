import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const mapsRoute = defineRoute({
  name: "maps",
  group: "Match and game",
  summary: "The live match's map line-up: each map's picture, name and type, who picked it, the winner and score, and the heroes banned.",
  schema: z.object({
    auto: z.string().optional().describe('"score": the title is the match score with team codes ("AAA 0 - 0 BBB")'),
  }),
  examples: ["maps", "maps?auto=score"],
});
