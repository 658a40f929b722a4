import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const championsRoute = defineRoute({
  name: "champions",
  group: "Match and game",
  summary:
    "Confetti in the winner's colours with the stinger text (or \"Champions\") large, the winner's logo and name; nothing until the live match has a winner.",
  // `stingerText` is a shared option (every overlay reads it).
  schema: z.object({}),
  examples: ["champions", "champions?stingerText=Spring%20Champions"],
});
