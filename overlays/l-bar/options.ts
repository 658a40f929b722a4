import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const lBarRoute = defineRoute({
  name: "l-bar",
  group: "Break and filler",
  summary: "An L-shaped frame (right column and bottom bar) around a 16:9 window, with schedule, countdown and sponsors.",
  schema: z.object({
    sponsors: queryBool().describe("Rotate the sponsors in the corner"),
    sponsorAnim: queryBool().describe("Animate the change from one sponsor to the next"),
    secondary: queryBool().describe("Show the matches marked for secondary overlays"),
  }),
  examples: ["l-bar", "l-bar?sponsors&sponsorAnim", "l-bar?secondary"],
});
