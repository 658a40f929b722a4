import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const soloRoute = defineRoute({
  name: "solo",
  group: "Crew tools",
  summary: "A stacked overlay for solo streamers: compact scoreboard, rosters, maps, break card and desk in one page.",
  schema: z.object({
    modules: z
      .string()
      .default("ingame")
      .describe("Comma list of the modules to stack, top to bottom: ingame, controls, rosters, overview, break, desk"),
    roster: z.string().optional().describe("The rosters module's team: 1 or 2 (default both)"),
    videos: queryBool().describe("Show the broadcast's highlighted image or video in the break module"),
  }),
  examples: ["solo", "solo?modules=ingame,rosters,overview", "solo?modules=break,desk"],
});
