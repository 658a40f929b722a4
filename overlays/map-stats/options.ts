import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const mapStatsRoute = defineRoute({
  name: "map-stats",
  group: "Match and game",
  summary: "Both live teams' win-loss records on the event's map pool, from the event's played matches.",
  schema: z.object({
    number: queryNumber(7, 1, 12).describe("How many maps to show (those the two teams played most first)"),
    hideCompleted: queryBool().describe("Hide maps already played in this match"),
  }),
  optionAliases: { number: ["maps", "count"], hideCompleted: ["hide"] },
  examples: ["map-stats", "map-stats?number=5&hideCompleted"],
});
