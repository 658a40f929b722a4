import { z } from "zod";
import { queryBool } from "../../domain/overlayOptions.ts";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const winnersRoute = defineRoute({
  name: "winners",
  group: "Match and game",
  summary:
    'The winner\'s logo, name, "Winners" (or the title), the final score, the maps won and lost, the MVP, player and staff names; nothing until the match has a winner.',
  schema: z.object({
    confetti: queryBool().describe("Confetti in the winner's colours"),
    extra: queryBool().describe("Add the match's round"),
  }),
  examples: ["winners", "winners?confetti"],
});
