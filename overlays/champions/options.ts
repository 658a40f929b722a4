import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const championsRoute = defineRoute({
  name: "champions",
  group: "Match and game",
  summary:
    "The event's name and season over a drawn trophy bearing the winner's logo, the stinger text (or \"Champions\") large and the winner's name in their colours, with confetti; nothing until the live match has a winner.",
  // `stingerText` is a shared option (every overlay reads it).
  schema: z.object({}),
  examples: ["champions", "champions?stingerText=Spring%20Champions"],
});
