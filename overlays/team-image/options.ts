import { z } from "zod";
import { queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const teamImageRoute = defineRoute({
  name: "team-image",
  group: "Match and game",
  summary: "A team's image (or video) full frame: one of its uploaded images, or a URL given.",
  schema: z.object({
    team: queryNumber(1, 1, 3).describe("1 or 2: that side of the live match; 3: the broadcast's highlighted team"),
    index: queryNumber(1, 1, 50).describe("Which of the team's images (1 for the first)"),
    override: z.string().optional().describe("An image or video URL to show instead"),
  }),
  optionAliases: { index: ["image"] },
  examples: ["team-image", "team-image?team=2&index=1"],
});
