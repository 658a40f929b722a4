import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const playerHistoryRoute = defineRoute({
  name: "player-history",
  group: "Match and game",
  summary: "The highlighted player's team history: each team they played for, its event and their role.",
  schema: z.object({
    minor: queryBool(false).describe("A smaller lower-third variant"),
  }),
  examples: ["player-history", "player-history?minor"],
});
