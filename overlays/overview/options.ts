import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const overviewRoute = defineRoute({
  name: "overview",
  group: "Match and game",
  summary: "For observer feeds: the live match's score and its maps in a compact list.",
  schema: z.object({
    video: queryBool(true).describe("Keep the game video's area clear: score and maps in a column on the left (false: centred, larger)"),
    live: queryBool().describe("Mark the map being played as LIVE"),
  }),
  examples: ["overview", "overview?video=false&live"],
});
