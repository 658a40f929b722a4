import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const versusRoute = defineRoute({
  name: "versus",
  group: "Match and game",
  summary: "The event logo and two team blocks flying in, with a slanted VS or the score.",
  schema: z.object({
    vertical: queryBool().describe("Teams above each other"),
    extra: queryBool().describe("Add the match description"),
  }),
  examples: ["versus", "versus?extra"],
});
