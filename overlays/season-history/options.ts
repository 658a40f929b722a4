import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const seasonHistoryRoute = defineRoute({
  name: "season-history",
  group: "Match and game",
  summary: "Both live teams' results through the event, optionally one stage, with stage headers.",
  schema: z.object({
    headers: queryBool(false).describe("A header above each stage's results"),
    matches: queryNumber(6, 1, 10).describe("The most results each team shows (the latest)"),
    stage: z.string().optional().describe("Only this stage or group (match_group)"),
  }),
  optionAliases: { matches: ["max"], stage: ["group"] },
  examples: ["season-history", "season-history?headers", "season-history?group=Group%20A&max=3"],
});
