import { z } from "zod";
import { defineRoute } from "../../domain/overlayRoutes.ts";

export const infoRoute = defineRoute({
  name: "info",
  group: "Match and game",
  summary: "A side text block with the event's logo: the broadcast's notice (or title), the event's name and dates.",
  schema: z.object({}),
  examples: ["info"],
});
