import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const standingsRoute = defineRoute({
  name: "standings",
  group: "Break and filler",
  summary: "Standings for the broadcast's current stage or the one given.",
  schema: z.object({ stage: z.string().optional().describe("The stage or group to show") }),
  optionAliases: { stage: ["group"] },
  examples: ["standings", "standings?group=Group%20B"],
});
