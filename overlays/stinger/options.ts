import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const stingerRoute = defineRoute({
  name: "stinger",
  aliases: [""],
  group: "Match and game",
  summary: "Only the stinger, in the event's or a team's colours.",
  schema: z.object({
    team: z
      .preprocess(
        (v) => (v === undefined ? undefined : Number(v)),
        z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).default(0),
      )
      .describe("1 the left team's colours, 2 the right's, 3 the highlighted team's"),
  }),
  examples: ["stinger", "stinger?team=1"],
});
