import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const multiStandingsRoute = defineRoute({
  name: "multi-standings",
  group: "Break and filler",
  summary: "Several standings tables side by side.",
  schema: z.object({
    stages: z.string().optional().describe("Comma list of the stages or groups to show (default: every group)"),
    codes: queryBool().describe("Team codes instead of names"),
    columns: z.string().default("Matches,Maps,MapDiff").describe("Comma list of columns: Matches, Maps, MapDiff, MatchDiff, Wins"),
  }),
  optionAliases: { stages: ["groups"], columns: ["show"] },
  examples: ["multi-standings", "multi-standings?groups=Group%20A,Group%20B&codes", "multi-standings?show=Matches,MapDiff"],
});
