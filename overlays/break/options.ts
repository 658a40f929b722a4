import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const breakRoute = defineRoute({
  name: "break",
  group: "Break and filler",
  summary: "Title bar with headline ticker; next match, countdown, sponsors; a main panel rotating through the break display.",
  schema: z.object({
    secondary: queryBool().describe("Show the matches marked for secondary overlays"),
    interval: queryNumber(10_000, 1000, 600_000).describe("Milliseconds each headline shows"),
  }),
  optionAliases: { interval: ["headlineInterval"] },
  examples: ["break"],
});
