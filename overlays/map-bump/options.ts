import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const mapBumpRoute = defineRoute({
  name: "map-bump",
  group: "Match and game",
  summary: 'Over the game: "Previously" with the last finished map (name, winner, score) and "Up next: map N" with its name.',
  schema: z.object({}),
  examples: ["map-bump"],
});
