import { z } from "zod";
import { queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const podcastRoute = defineRoute({
  name: "podcast",
  group: "Desk and talent",
  summary: "Guest cam grid: the broadcast's guests and manual guests with name plates and pronouns.",
  schema: z.object({
    rows: queryNumber(0, 0, 4).describe("Rows of the grid (0: one row up to three guests, two up to eight)"),
  }),
  examples: ["podcast", "podcast?rows=2"],
});

export const podcastSidesRoute = defineRoute({
  name: "podcast-sides",
  group: "Desk and talent",
  summary: "Guest cams down the left and right edges, leaving the centre free.",
  schema: z.object({}),
  examples: ["podcast-sides"],
});
