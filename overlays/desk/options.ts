import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const deskRoute = defineRoute({
  name: "desk",
  aliases: ["casters"],
  group: "Desk and talent",
  summary: "Caster cams and a lower element by desk display mode; triggers show, hide, toggle and clear talent.",
  schema: z.object({
    disable: queryBool().describe("Hide the lower element"),
    lower: queryBool(true).describe("Draw the lower element (false: cams only)"),
    ignoreTalent: queryBool().describe("Ignore the talent show and hide triggers"),
    display: z.string().optional().describe("A desk display mode to show whatever the broadcast says"),
  }),
  examples: ["desk", "casters"],
});
