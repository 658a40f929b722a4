import { z } from "zod";
import { queryBool, queryNumber } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const bugRoute = defineRoute({
  name: "bug",
  group: "Match and game",
  summary: "A corner bug: the event's logo (or a team's) and the broadcast title.",
  schema: z.object({
    small: queryBool().describe("A smaller bug: logo and title only"),
    team: queryNumber(0, 0, 2).describe("1 or 2: that side of the live match's logo and colours instead of the event's"),
    animate: z.enum(["left", "right", "up", "down"]).default("left").describe("The side the bug enters from: left, right, up or down"),
  }),
  examples: ["bug", "bug?small&team=1&animate=up"],
});
