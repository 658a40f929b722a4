import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const historyRoute = defineRoute({
  name: "history",
  group: "Match and game",
  summary: "Both teams' recent matches: opponent, score, win or loss and date.",
  schema: z.object({
    max: queryNumber(5, 1, 8).describe("How many matches each team shows (default 5)"),
    reverse: queryBool(true).describe("Newest first (default); false lists oldest first"),
  }),
  examples: ["history", "history?max=3", "history?reverse=false"],
});
