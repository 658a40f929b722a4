import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const bracketRoute = defineRoute({
  name: "bracket",
  group: "Break and filler",
  summary: "A bracket with the live match and its teams highlighted.",
  schema: z.object({
    key: z.string().optional().describe("The bracket's id or name (default: the event's first)"),
    extended: queryBool().describe("Room for times: taller boxes"),
    scale: queryNumber(0, 0, 64).describe("Font scale; 0 uses the bracket's own"),
    small: queryBool().describe("Team codes and no column headers"),
  }),
  optionAliases: { extended: ["expanded", "full"] },
  examples: ["bracket", "bracket?small"],
});
